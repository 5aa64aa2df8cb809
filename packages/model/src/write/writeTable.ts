/**
 * Writes a Markdown table with aligned columns: a header row, a delimiter row and one row per
 * item. A `|` in a cell is escaped as `\|`; a line break, which a table cell cannot hold, becomes a
 * space.
 */
export function writeTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const cells = [headers, ...rows].map((row) => headers.map((_, i) => escapeCell(row[i] ?? '')));
  const widths = headers.map((_, i) =>
    Math.max(3, ...cells.map((row) => displayLength(row[i] ?? ''))),
  );
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, i) => pad(cell, widths[i] ?? 0)).join(' | ')} |`;
  const [head, ...body] = cells;
  const delimiter = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(head ?? []), delimiter, ...body.map(line)].join('\n');
}

/** A cell's text as it must be written inside a table row. */
export function escapeCell(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/\|/g, '\\|');
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayLength(text)));
}

/** Characters rather than UTF-16 units, so that accented and astral text aligns. */
function displayLength(text: string): number {
  return [...text].length;
}
