// A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula (and some treat a
// leading tab or carriage return alike), so text such as `=HYPERLINK("http://…"&A1)` in a record
// would run when the exported file is opened. Export writes such a cell after an apostrophe, the
// spreadsheets' own mark of a text cell; import takes one apostrophe off again. Apostrophes
// already before a formula's first character get one more, so that every text comes back as it
// was: `'=x` is written `''=x`.

/** A cell a spreadsheet would read as a formula, after any apostrophes already in front. */
const FORMULA = /^'*[=+\-@\t\r]/;

/** A cell an export escaped: one or more apostrophes, then a formula's first character. */
const ESCAPED = /^'+[=+\-@\t\r]/;

/** A plain number (`-5`, `+1.5`, `-2e3`): a spreadsheet reads it as that number, not as a formula. */
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Writes a cell so that no spreadsheet runs it: a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return (after any apostrophes) gets an apostrophe in front, unless it is a plain
 * number. `unescapeCsvCell` reads it back.
 */
export function escapeCsvCell(cell: string): string {
  return FORMULA.test(cell) && !NUMBER.test(cell) ? `'${cell}` : cell;
}

/**
 * Reads a cell that `escapeCsvCell` wrote: an apostrophe before a formula's first character (or
 * before more apostrophes and then one) is taken off; any other cell is read as it is.
 */
export function unescapeCsvCell(cell: string): string {
  return ESCAPED.test(cell) ? cell.slice(1) : cell;
}
