import { clampOffset, lineAfter, lineAt, lineBefore, lineText, type LineSpan } from './lineAt.ts';
import {
  cellIndexAt,
  formatRow,
  isPipeLine,
  splitTableRow,
  type FormattedRow,
  type TableRow,
} from './tableRow.ts';

/**
 * Markdown pipe tables in the editor: finding the table and cell at the cursor, re-aligning a
 * table, moving to the next or previous cell and starting a new row. Every function looks only at
 * the lines of the table around the cursor, and gives up on tables beyond `MAX_TABLE_ROWS`.
 */

/** Tables with more rows than this are left alone by the editing commands. */
export const MAX_TABLE_ROWS = 2000;

/** A table around the cursor: its rows in order; `rows[header + 1]` is the delimiter row. */
export interface MarkdownTable {
  from: number;
  to: number;
  rows: TableRow[];
  /** The number of columns: the header row's cells. */
  columns: number;
}

/** One text change, in offsets of the text before the change. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** Changes to a table and where the selection goes afterwards (offsets in the changed text). */
export interface TableEdit {
  changes: TextEdit[];
  selection: { anchor: number; head: number };
}

/**
 * The table holding `offset`: the run of pipe lines around it, from a header row followed by a
 * delimiter row with as many cells. Undefined when the line is not in such a table, or when the
 * table is too large to edit as you type.
 */
export function findTableAt(text: string, offset: number): MarkdownTable | undefined {
  const here = lineAt(text, clampOffset(text, offset));
  if (!isPipeLine(lineText(text, here))) return undefined;
  const above: LineSpan[] = [];
  for (let line = lineBefore(text, here); line; line = lineBefore(text, line)) {
    if (!isPipeLine(lineText(text, line))) break;
    above.push(line);
    if (above.length > MAX_TABLE_ROWS) return undefined;
  }
  const lines = [...above.reverse(), here];
  for (let line = lineAfter(text, here); line; line = lineAfter(text, line)) {
    if (!isPipeLine(lineText(text, line))) break;
    lines.push(line);
    if (lines.length > MAX_TABLE_ROWS) return undefined;
  }
  const rows = lines.map((line) => splitTableRow(lineText(text, line), line.from));
  const header = rows.findIndex(
    (row, i) =>
      !row.delimiter &&
      rows[i + 1]?.delimiter === true &&
      rows[i + 1]?.cells.length === row.cells.length,
  );
  if (header < 0 || header > above.length) return undefined;
  const tableRows = rows.slice(header);
  // Only the row under the header is the delimiter; a body row of dashes is text.
  tableRows.forEach((row, i) => (row.delimiter = i === 1));
  const first = tableRows[0] as TableRow;
  const last = tableRows[tableRows.length - 1] as TableRow;
  return { from: first.from, to: last.to, rows: tableRows, columns: first.cells.length };
}

/** The row and cell index of `offset` in a table (cell -1 before the first cell). */
export function tableCellAt(
  table: MarkdownTable,
  offset: number,
): { row: number; cell: number } | undefined {
  const row = table.rows.findIndex((r) => offset >= r.from && offset <= r.to);
  if (row < 0) return undefined;
  return { row, cell: cellIndexAt(table.rows[row] as TableRow, offset) };
}

/** The width of each column: its longest cell, at least 3 (the shortest delimiter). */
function columnWidths(rows: readonly TableRow[]): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.cells.forEach((cell, i) => {
      const length = row.delimiter ? 3 : cell.text.length;
      widths[i] = Math.max(widths[i] ?? 3, length);
    });
  }
  return widths;
}

/** A table laid out anew: each row's new text and where each row starts in the changed text. */
interface Layout {
  formatted: FormattedRow[];
  starts: number[];
  changes: TextEdit[];
}

function layOut(rows: readonly TableRow[], text: string): Layout {
  const widths = columnWidths(rows);
  const formatted = rows.map((row) => formatRow(row, widths));
  const starts: number[] = [];
  const changes: TextEdit[] = [];
  let shift = 0;
  rows.forEach((row, i) => {
    const next = (formatted[i] as FormattedRow).text;
    starts.push(row.from + shift);
    if (text.slice(row.from, row.to) !== next) {
      changes.push({ from: row.from, to: row.to, insert: next });
      shift += next.length - (row.to - row.from);
    }
  });
  return { formatted, starts, changes };
}

/** Where an old offset in a row goes once the row is laid out: the same cell, the same place in its text. */
function mapIntoRow(row: TableRow, layout: Layout, index: number, offset: number): number {
  const start = layout.starts[index] as number;
  const formatted = layout.formatted[index] as FormattedRow;
  const cell = cellIndexAt(row, offset);
  if (cell < 0) return start + Math.max(0, Math.min(offset - row.from, row.indent.length));
  const old = row.cells[cell];
  const contentStart = formatted.contentStarts[cell];
  if (old === undefined || contentStart === undefined) return start + formatted.text.length;
  if (offset > old.to) return start + formatted.text.length;
  const within = Math.max(0, Math.min(offset - old.contentFrom, old.text.length));
  return start + contentStart + within;
}

function mapOffset(table: MarkdownTable, layout: Layout, offset: number): number {
  const index = table.rows.findIndex((r) => offset >= r.from && offset <= r.to);
  if (index >= 0) return mapIntoRow(table.rows[index] as TableRow, layout, index, offset);
  let shift = 0;
  for (const change of layout.changes) {
    if (change.to <= offset) shift += change.insert.length - (change.to - change.from);
  }
  return offset + shift;
}

/**
 * Re-aligns the table at `offset`: pipes padded so that columns line up, cell texts unchanged.
 * `cursor` (default `offset`) is mapped to the same place of the same cell. Undefined when there
 * is no table there; no changes when it is aligned already.
 */
export function alignTableAt(text: string, offset: number, cursor = offset): TableEdit | undefined {
  const table = findTableAt(text, offset);
  if (!table) return undefined;
  const layout = layOut(table.rows, text);
  const at = mapOffset(table, layout, clampOffset(text, cursor));
  return { changes: layout.changes, selection: { anchor: at, head: at } };
}

/** Selects the content of cell `cell` of row `row` once laid out (the cursor, when the cell is empty). */
function selectCell(layout: Layout, rows: readonly TableRow[], row: number, cell: number) {
  const start =
    (layout.starts[row] as number) +
    ((layout.formatted[row] as FormattedRow).contentStarts[cell] ?? 0);
  const length = (rows[row] as TableRow).cells[cell]?.text.length ?? 0;
  return { anchor: start, head: start + length };
}

/**
 * Tab and Shift-Tab in a table: aligns the table and selects the content of the next (`1`) or
 * previous (`-1`) cell, skipping the delimiter row. Tab in the last cell of the last row adds an
 * empty row with the header's number of columns. Undefined outside a table.
 */
export function moveToCell(text: string, offset: number, direction: 1 | -1): TableEdit | undefined {
  const table = findTableAt(text, offset);
  if (!table) return undefined;
  const place = tableCellAt(table, clampOffset(text, offset));
  if (!place) return undefined;
  let { row, cell } = place;
  // From the delimiter row, Tab goes on to the first body row.
  if (row === 1 && direction === 1) cell = Number.MAX_SAFE_INTEGER;
  let rows = table.rows;
  const cellsOf = (r: number) => Math.max(1, rows[r]?.cells.length ?? 0);
  if (direction === 1) {
    cell += 1;
    if (cell >= cellsOf(row)) {
      row += row === 0 ? 2 : 1;
      cell = 0;
    }
    if (row >= rows.length) {
      rows = [...rows, emptyRow(table, rows[rows.length - 1] as TableRow)];
      row = rows.length - 1;
    }
  } else {
    cell = Math.min(cell, cellsOf(row)) - 1;
    if (cell < 0) {
      row -= row === 2 ? 2 : 1;
      if (row < 0) return alignAndSelect(table, text, rows, 0, 0);
      cell = cellsOf(row) - 1;
    }
  }
  return alignAndSelect(table, text, rows, row, cell);
}

function alignAndSelect(
  table: MarkdownTable,
  text: string,
  rows: TableRow[],
  row: number,
  cell: number,
): TableEdit {
  const layout = layOut(rows, text);
  return { changes: layout.changes, selection: selectCell(layout, rows, row, cell) };
}

/** A new empty row after `after`, with the table's number of columns and `after`'s indentation. */
function emptyRow(table: MarkdownTable, after: TableRow): TableRow {
  const cells = Array.from({ length: Math.max(1, table.columns) }, () => ({
    from: after.to,
    to: after.to,
    contentFrom: after.to,
    contentTo: after.to,
    text: '',
  }));
  // A row inserted at the end of `after`: the line break comes first, so its old range is empty.
  return { from: after.to, to: after.to, indent: `\n${after.indent}`, cells, delimiter: false };
}

/**
 * Enter in a table row: ends the row where it is (a row has no line breaks, so it is never split)
 * and starts a new row below it with the table's columns (below the delimiter row when on the
 * header), aligns the table and puts the cursor in the new row's first cell. Enter in an empty last
 * row ends the table instead, leaving an empty line. Undefined outside a table and at the very start
 * of the header row, where Enter opens a line above the table.
 */
export function insertRowBelow(text: string, offset: number): TableEdit | undefined {
  const at = clampOffset(text, offset);
  const table = findTableAt(text, at);
  if (!table) return undefined;
  const place = tableCellAt(table, at);
  if (!place) return undefined;
  const current = table.rows[place.row] as TableRow;
  if (place.row === 0 && at <= current.from + current.indent.length) return undefined;
  const last = place.row === table.rows.length - 1;
  if (last && place.row > 1 && current.cells.every((cell) => cell.text === '')) {
    return {
      changes: [{ from: current.from, to: current.to, insert: '' }],
      selection: { anchor: current.from, head: current.from },
    };
  }
  const below = place.row === 0 ? 1 : place.row;
  const rows = [...table.rows];
  rows.splice(below + 1, 0, emptyRow(table, rows[below] as TableRow));
  return alignAndSelect(table, text, rows, below + 1, 0);
}

/**
 * Typing a whole row over an empty one: when `insert` (one line, starting with a pipe) goes in at
 * `offset`, in the first cell of a body row whose cells are all empty and as many as the table's
 * columns (the row Enter or Tab has just started), it replaces that row, so that a person who
 * types `| librarian | adds books |` gets that row rather than their pipes inside the empty one.
 * The row held only pipes and spaces, so nothing written is lost. Undefined otherwise: the text
 * goes in as typed.
 */
export function typeOverEmptyRow(
  text: string,
  offset: number,
  insert: string,
): TableEdit | undefined {
  if (!insert.startsWith('|') || /[\r\n]/.test(insert)) return undefined;
  const at = clampOffset(text, offset);
  const table = findTableAt(text, at);
  if (!table) return undefined;
  const place = tableCellAt(table, at);
  if (!place || place.row < 2 || place.cell > 0) return undefined;
  const row = table.rows[place.row] as TableRow;
  if (row.cells.length !== table.columns || row.cells.some((cell) => cell.text !== ''))
    return undefined;
  const from = row.from + row.indent.length;
  if (at < from) return undefined;
  const end = from + insert.length;
  return { changes: [{ from, to: row.to, insert }], selection: { anchor: end, head: end } };
}

/** Lines of a new table, aligned: the text and, per line, where each cell's content starts in it. */
export function alignLines(lines: readonly string[]): { text: string; contentStarts: number[][] } {
  const rows: TableRow[] = [];
  let offset = 0;
  for (const line of lines) {
    rows.push({ ...splitTableRow(line, offset), delimiter: rows.length === 1 });
    offset += line.length + 1;
  }
  const widths = columnWidths(rows);
  const contentStarts: number[][] = [];
  let text = '';
  for (const row of rows) {
    const formatted = formatRow(row, widths);
    if (text !== '') text += '\n';
    contentStarts.push(formatted.contentStarts.map((start) => text.length + start));
    text += formatted.text;
  }
  return { text, contentStarts };
}

/**
 * Adds a row of `cells` at the end of the table at `offset` and aligns the table; the selection
 * goes to the content of cell `select` of the new row. Undefined when there is no table there.
 */
export function appendRow(
  text: string,
  offset: number,
  cells: readonly string[],
  select = 0,
): TableEdit | undefined {
  const table = findTableAt(text, offset);
  if (!table) return undefined;
  const last = table.rows[table.rows.length - 1] as TableRow;
  const row = emptyRow(table, last);
  row.cells = cells.map((cell) => ({
    ...(row.cells[0] as TableRow['cells'][number]),
    text: escapeCell(cell),
  }));
  const rows = [...table.rows, row];
  return alignAndSelect(table, text, rows, rows.length - 1, select);
}

/** A cell's text with its pipes escaped and line breaks turned into spaces. */
export function escapeCell(value: string): string {
  return value.replace(/\r?\n|\r/g, ' ').replace(/\|/g, '\\|');
}
