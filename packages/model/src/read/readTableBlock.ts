import { withArticle } from '../names/withArticle.ts';
import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Position } from '../model/Spec.ts';
import { readerDiagnostic } from './readerCodes.ts';
import {
  recognizeTable,
  TABLE_KINDS,
  type Cell,
  type RecognizedTable,
  type Row,
  type TableKind,
} from './rows.ts';
import type { Block } from './scanBlocks.ts';
import { indentOf, type LineRange } from './sourceLines.ts';
import { findCells, spanColumn, spanText } from './splitRow.ts';
import type { TextPool } from './textPool.ts';

/**
 * What a table block or fenced YAML block holds: rows of a kind, which `forEachRow` hands over one
 * at a time (a row is valid until the next is handed over), or nothing to read (keep it as text).
 */
export type TableReading =
  { kind: TableKind; forEachRow(visit: (row: Row) => void): void } | undefined;

/** Where a table is read: its diagnostics' path, and whether a kind of table belongs there. */
export interface TablePlace {
  path: (string | number)[];
  diagnostics: Diagnostic[];
  /** The short texts of the read so far, which the cells' texts are replaced with. */
  pool: TextPool;
  /**
   * The pipe tables recognized so far in the read, by their header cells' texts joined with line
   * breaks (which no cell holds): a spec repeats a few headers over many tables.
   */
  headers: Map<string, RecognizedTable | undefined>;
  /** True when the kind belongs here; otherwise reports `table-not-allowed`. */
  allows(kind: TableKind, at: Position): boolean;
  /**
   * Under an entity: the columns of a table of its sample records with these headers (see
   * `sampleColumns`), or undefined when it is not one.
   */
  samples?: (headers: readonly string[]) => (string | undefined)[] | undefined;
}

const YAML_INFO = /^(?:yaml|yml)(?:\s|$)/i;

/** True for a closed fenced code block whose info string says YAML: a table written in YAML. */
export function isYamlTable(block: Block): block is Block & { kind: 'fence' } {
  return block.kind === 'fence' && block.closed && YAML_INFO.test(block.info);
}

/**
 * Reads a pipe table as rows of the kind its header names, reporting an unknown kind, unknown
 * columns, short rows and extra cells. Undefined when the table is to be kept as text.
 */
export function readTable(block: Block & { kind: 'table' }, place: TablePlace): TableReading {
  const headers = block.header.map((cell) => cell.text);
  const signature = headers.join('\n');
  const own = place.samples?.(headers);
  let recognized: RecognizedTable | undefined = own && { kind: 'samples', columns: own };
  if (recognized === undefined) recognized = place.headers.get(signature);
  if (recognized === undefined && !own && !place.headers.has(signature)) {
    recognized = recognizeTable(headers);
    place.headers.set(signature, recognized);
  }
  if (!recognized) {
    unknownTable(block.at, place);
    return undefined;
  }
  const { kind, columns } = recognized;
  if (!place.allows(kind, block.at)) return undefined;
  block.header.forEach((cell, i) => {
    if (columns[i] === undefined) unknownColumn(cell.text, kind, cell.at, place);
  });
  return {
    kind,
    forEachRow: (visit) => readTableRows(block.rows, columns, place, visit),
  };
}

/**
 * Reads the rows of a pipe table one at a time, reporting short rows (those that lack a cell of a
 * column the reader reads) and extra cells, and hands each to `visit`, which is done with it
 * before the next is read: the row's cells are refilled for the next row (the row and its `at`
 * are its own), so a long table makes no cell objects per row, and its rows are never all held at
 * once.
 */
function readTableRows(
  lines: LineRange,
  columns: readonly (string | undefined)[],
  place: TablePlace,
  visit: (row: Row) => void,
): void {
  const spans: number[] = [];
  const cells = columns.map((column) => (column === undefined ? undefined : new LineCell()));
  const full = rowCells(columns, cells, columns.length);
  // A row that stops after the last column the reader reads lacks only cells of unknown columns,
  // which `unknown-column` has reported once: it is not short in any way that matters.
  let needed = columns.length;
  while (needed > 0 && columns[needed - 1] === undefined) needed -= 1;
  lines.forEach((line) => {
    const count = findCells(line.text, spans);
    const at = { line: line.number, column: indentOf(line.text) + 1 };
    if (count < needed) {
      report(
        place,
        'short-row',
        `This row has ${count} of the table's ${columns.length} cells; the rest are read as empty.`,
        at,
        'Give every row as many cells as the header.',
      );
    } else if (count > columns.length) {
      report(
        place,
        'extra-cells',
        count - columns.length === 1
          ? 'This row has 1 more cell than the header; it is not read.'
          : `This row has ${count - columns.length} more cells than the header; they are not read.`,
        { line: line.number, column: spanColumn(spans, columns.length) },
        'Remove the extra cells, or escape a "|" inside a cell as "\\|".',
      );
    }
    const read = Math.min(count, columns.length);
    for (let i = 0; i < read; i += 1) {
      const cell = cells[i];
      if (cell === undefined) continue;
      cell.text = place.pool.get(spanText(line.text, spans, i));
      cell.line = line.number;
      cell.column = spanColumn(spans, i);
    }
    visit({ cells: read === columns.length ? full : rowCells(columns, cells, read), at });
  });
}

/** The cells of a row by column, of the first `count` columns (fewer for a short row). */
function rowCells(
  columns: readonly (string | undefined)[],
  cells: readonly (LineCell | undefined)[],
  count: number,
): Row['cells'] {
  const byColumn: Row['cells'] = {};
  for (let i = 0; i < count; i += 1) {
    const column = columns[i];
    const cell = cells[i];
    if (column !== undefined && cell !== undefined) byColumn[column] = cell;
  }
  return byColumn;
}

/**
 * A cell of a pipe table's column, refilled for each row, which makes its position when it is
 * asked for: most cells' text is all a row's element needs of them.
 */
class LineCell implements Cell {
  text = '';
  line = 0;
  column = 0;

  get at(): Position {
    return { line: this.line, column: this.column };
  }
}

/** Reports a table whose columns name no table kind: it is kept as text. */
export function unknownTable(at: Position, place: TablePlace): void {
  report(
    place,
    'unknown-table',
    'The columns of this table name no table kind; it is kept as text.',
    at,
    'See docs/format.md for the columns of each table: "| field | type | required | notes |", "| route | screen | shows | roles |"…',
  );
}

/** Reports a column that its table's kind does not have: its cells are not read. */
export function unknownColumn(
  name: string,
  kind: TableKind,
  at: Position,
  place: TablePlace,
): void {
  report(
    place,
    'unknown-column',
    kind === 'samples'
      ? `"${name}" is no field of this entity; its cells are not read.`
      : `${withArticle(kind)} table has no column "${name}"; its cells are not read.`,
    at,
    kind === 'samples'
      ? 'The columns of sample records are the fields of their entity, and id.'
      : `Its columns are ${TABLE_KINDS[kind].columns.map((c) => `"${c}"`).join(', ')}.`,
  );
}

function report(
  place: TablePlace,
  code: Parameters<typeof readerDiagnostic>[0],
  message: string,
  at: Position,
  hint?: string,
): void {
  place.diagnostics.push(readerDiagnostic(code, message, at, place.path, hint));
}
