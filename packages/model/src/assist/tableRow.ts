/**
 * One line of a Markdown pipe table as the editor sees it: its cells with their exact offsets, so
 * that the editor can move between cells, re-align them and keep the cursor in its cell.
 */

/** A cell of a row: `from`/`to` between its pipes, `contentFrom`/`contentTo` its trimmed text. */
export interface TableCell {
  from: number;
  to: number;
  contentFrom: number;
  contentTo: number;
  /** The cell's text as written (trimmed, `\|` kept as written). */
  text: string;
}

/** A row of a table: where its line is, its indentation and its cells (offsets in the whole text). */
export interface TableRow {
  from: number;
  to: number;
  indent: string;
  cells: TableCell[];
  /** True for the delimiter row (`| --- | :-: |`). */
  delimiter: boolean;
}

/** Lines longer than this are never treated as table rows (a paste of one huge line stays cheap). */
export const MAX_ROW_LENGTH = 4000;

/**
 * True when a line may be a row of a pipe table: not too long, indented at most three spaces, with
 * a pipe that is not escaped.
 */
export function isPipeLine(line: string): boolean {
  if (line.length > MAX_ROW_LENGTH || !line.includes('|')) return false;
  const indent = /^ {0,3}(?=\S)/.exec(line);
  if (!indent) return false;
  return findPipe(line, 0) >= 0;
}

/** The offset of the next unescaped pipe from `from`, or -1. */
function findPipe(line: string, from: number): number {
  for (let pipe = line.indexOf('|', from); pipe >= 0; pipe = line.indexOf('|', pipe + 1)) {
    let backslashes = 0;
    while (pipe - backslashes - 1 >= 0 && line.charCodeAt(pipe - backslashes - 1) === 0x5c)
      backslashes += 1;
    if (backslashes % 2 === 0) return pipe;
  }
  return -1;
}

/**
 * Splits a table line into cells as GFM does (outer pipes optional, `\|` inside a cell). `base` is
 * the offset of the line in the whole text; the cells' offsets include it.
 */
export function splitTableRow(line: string, base: number): TableRow {
  const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
  let start = indent.length;
  if (line.charAt(start) === '|') start += 1;
  const cells: TableCell[] = [];
  let pipe = findPipe(line, start);
  let sawPipe = start > indent.length;
  while (pipe >= 0) {
    cells.push(makeCell(line, base, start, pipe));
    start = pipe + 1;
    sawPipe = true;
    pipe = findPipe(line, start);
  }
  if (!(sawPipe && /^[ \t]*$/.test(line.slice(start)))) {
    cells.push(makeCell(line, base, start, line.length));
  }
  const delimiter = cells.length > 0 && cells.every((cell) => /^:?-+:?$/.test(cell.text));
  return { from: base, to: base + line.length, indent, cells, delimiter };
}

function makeCell(line: string, base: number, from: number, to: number): TableCell {
  let contentFrom = from;
  let contentTo = to;
  while (contentFrom < contentTo && /[ \t]/.test(line.charAt(contentFrom))) contentFrom += 1;
  while (contentTo > contentFrom && /[ \t]/.test(line.charAt(contentTo - 1))) contentTo -= 1;
  return {
    from: base + from,
    to: base + to,
    contentFrom: base + contentFrom,
    contentTo: base + contentTo,
    text: line.slice(contentFrom, contentTo),
  };
}

/** The index of the cell holding `offset`, or -1 when the offset is before the row's first cell. */
export function cellIndexAt(row: TableRow, offset: number): number {
  if (row.cells.length === 0) return -1;
  for (let i = 0; i < row.cells.length; i += 1) {
    const cell = row.cells[i] as TableCell;
    if (offset <= cell.to) return offset >= cell.from || i > 0 ? i : -1;
  }
  return row.cells.length - 1;
}

/** A row written out: its text and where each cell's content starts within it. */
export interface FormattedRow {
  text: string;
  contentStarts: number[];
}

/**
 * Writes a row with every cell padded to its column's width, with outer pipes: `| a   | b |`.
 * Delimiter cells are dashes of the column's width, keeping their alignment colons.
 */
export function formatRow(row: TableRow, widths: readonly number[]): FormattedRow {
  let text = `${row.indent}|`;
  const contentStarts: number[] = [];
  row.cells.forEach((cell, i) => {
    const width = widths[i] ?? cell.text.length;
    text += ' ';
    contentStarts.push(text.length);
    text += row.delimiter ? delimiterCell(cell.text, width) : cell.text.padEnd(width, ' ');
    text += ' |';
  });
  return { text, contentStarts };
}

function delimiterCell(written: string, width: number): string {
  const left = written.startsWith(':');
  const right = written.length > 1 && written.endsWith(':');
  const dashes = Math.max(1, width - (left ? 1 : 0) - (right ? 1 : 0));
  return `${left ? ':' : ''}${'-'.repeat(dashes)}${right ? ':' : ''}`;
}
