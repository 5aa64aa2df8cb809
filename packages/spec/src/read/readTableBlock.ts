import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Position } from '../model/Spec.ts';
import { readerDiagnostic } from './readerCodes.ts';
import { readYamlTable, yamlRows } from './readYamlTable.ts';
import { recognizeTable, type Row, type TableKind } from './rows.ts';
import type { Block } from './scanBlocks.ts';
import { indentOf, type Line } from './sourceLines.ts';
import { splitRow } from './splitRow.ts';
import type { TextPool } from './textPool.ts';

/**
 * What a table block or fenced YAML block holds: rows of a kind, or nothing to read (keep it as
 * text). A pipe table's rows are read one at a time as they are iterated.
 */
export type TableReading = { kind: TableKind; rows: Iterable<Row> } | undefined;

/** Where a table is read: its diagnostics' path, and whether a kind of table belongs there. */
export interface TablePlace {
  path: (string | number)[];
  diagnostics: Diagnostic[];
  /** The short texts of the read so far, which the cells' texts are replaced with. */
  pool: TextPool;
  /** True when the kind belongs here; otherwise reports `table-not-allowed`. */
  allows(kind: TableKind, at: Position): boolean;
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
  const recognized = recognizeTable(block.header.map((cell) => cell.text));
  if (!recognized) {
    unknownTable(block.at, place);
    return undefined;
  }
  const { kind, columns } = recognized;
  if (!place.allows(kind, block.at)) return undefined;
  block.header.forEach((cell, i) => {
    if (columns[i] === undefined) unknownColumn(cell.text, kind, cell.at, place);
  });
  return { kind, rows: tableRows(block.rows, columns, place) };
}

/**
 * The rows of a pipe table, each read when it is reached, reporting short rows and extra cells.
 * Each row is let go before the next is read (a long table's rows are never all held at once).
 */
function* tableRows(
  lines: Iterable<Line>,
  columns: readonly (string | undefined)[],
  place: TablePlace,
): Generator<Row> {
  for (const line of lines) {
    const cells = splitRow(line);
    const at = { line: line.number, column: indentOf(line.text) + 1 };
    if (cells.length < columns.length) {
      report(
        place,
        'short-row',
        `This row has ${cells.length} of the table's ${columns.length} cells; the rest are read as empty.`,
        at,
        'Give every row as many cells as the header.',
      );
    } else if (cells.length > columns.length) {
      const extra = cells[columns.length];
      report(
        place,
        'extra-cells',
        `This row has ${cells.length - columns.length} more cells than the header; they are not read.`,
        extra?.at ?? at,
        'Remove the extra cells, or escape a "|" inside a cell as "\\|".',
      );
    }
    const row: Row = { cells: {}, at };
    for (let i = 0; i < columns.length; i += 1) {
      const column = columns[i];
      const cell = cells[i];
      if (column === undefined || cell === undefined) continue;
      cell.text = place.pool.get(cell.text);
      row.cells[column] = cell;
    }
    yield row;
  }
}

/**
 * Reads a fenced YAML block as rows of the kind its keys name (docs/format.md, "Fenced YAML
 * blocks"). Undefined, after the diagnostics, when the block is to be kept as text.
 */
export function readYamlTableBlock(
  block: Block & { kind: 'fence' },
  place: TablePlace,
): TableReading {
  const origin = { line: block.contentLine, column: block.at.column };
  const reading = readYamlTable(block.content, origin, place.path, place.diagnostics);
  if (reading.kind === 'broken') return undefined;
  const recognized =
    reading.kind === 'table'
      ? recognizeTable(reading.table.keys.map((key) => key.name))
      : undefined;
  if (reading.kind === 'other' || !recognized) {
    unknownTable(block.at, place);
    return undefined;
  }
  const { table } = reading;
  if (!place.allows(recognized.kind, block.at)) return undefined;
  const columns = new Map<string, string>();
  table.keys.forEach((key, i) => {
    const column = recognized.columns[i];
    if (column === undefined) unknownColumn(key.name, recognized.kind, key.at, place);
    else columns.set(key.name, column);
  });
  return {
    kind: recognized.kind,
    rows: yamlRows(table, recognized.kind, columns, place.path, place.diagnostics),
  };
}

function unknownTable(at: Position, place: TablePlace): void {
  report(
    place,
    'unknown-table',
    'The columns of this table name no table kind; it is kept as text.',
    at,
    'See docs/format.md for the columns of each table: "| field | type | required | notes |", "| route | screen | shows | roles |"…',
  );
}

function unknownColumn(name: string, kind: TableKind, at: Position, place: TablePlace): void {
  report(
    place,
    'unknown-column',
    `A ${kind} table has no column "${name}"; its cells are not read.`,
    at,
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
