import type { FieldValue, StoredRecord } from '@specrun/runtime';
import { COLUMN_TYPES } from './columnTypes.ts';
import type { SqlRow } from './SqlClient.ts';
import { quoteName } from './sqlNames.ts';
import type { TableDesign } from './TableDesign.ts';

/**
 * A record as the text parameters of its row, in the order of `rowColumns`: the system columns,
 * then one per field column (null when the record has no value for it, or one that does not fit
 * the column: that value goes into `extra` with the values of fields that have no column).
 */
export function recordParams(design: TableDesign, record: StoredRecord): (string | null)[] {
  const extra: Record<string, FieldValue> = {};
  const inColumns = new Set<string>();
  const fields: (string | null)[] = design.columns.map((column) => {
    const value = record.values[column.field];
    if (value === undefined) return null;
    const type = COLUMN_TYPES[column.type];
    if (!type.fits(value)) return null;
    inColumns.add(column.field);
    return type.encode(value);
  });
  for (const [field, value] of Object.entries(record.values))
    if (!inColumns.has(field)) extra[field] = value;
  return [
    record.id,
    String(record.version),
    record.createdAt,
    record.updatedAt,
    Object.keys(record.aside).length > 0 ? JSON.stringify(record.aside) : null,
    record.history === undefined ? null : JSON.stringify(record.history),
    Object.keys(extra).length > 0 ? JSON.stringify(extra) : null,
    ...fields,
  ];
}

/** The SELECT list that reads a row as `recordOf` reads it: every column as text. */
export function selectList(design: TableDesign): string {
  const fields = design.columns.map(
    (column, index) => `, ${COLUMN_TYPES[column.type].read(quoteName(column.column))} AS c${index}`,
  );
  return `id, version::text AS version, created_at, updated_at, aside, history, extra${fields.join('')}`;
}

/** How a design's columns are read from a row: each one's alias, field and decoder. */
type ColumnReader = { alias: string; field: string; decode: (text: string) => unknown }[];

/** The readers of the designs rows were read with, made once per design. */
const readers = new WeakMap<TableDesign, ColumnReader>();

function readerOf(design: TableDesign): ColumnReader {
  let reader = readers.get(design);
  if (reader === undefined) {
    reader = design.columns.map((column, index) => ({
      alias: `c${index}`,
      field: column.field,
      decode: COLUMN_TYPES[column.type].decode,
    }));
    readers.set(design, reader);
  }
  return reader;
}

/** The record a row read with `selectList` holds. */
export function recordOf(design: TableDesign, row: SqlRow): StoredRecord {
  const values: Record<string, FieldValue> = {};
  for (const { alias, field, decode } of readerOf(design)) {
    const text = row[alias];
    if (text !== null && text !== undefined) values[field] = decode(text) as FieldValue;
  }
  if (row.extra) Object.assign(values, JSON.parse(row.extra) as Record<string, FieldValue>);
  const record: StoredRecord = {
    entity: design.entity,
    id: String(row.id),
    values,
    aside: row.aside ? (JSON.parse(row.aside) as StoredRecord['aside']) : {},
    version: Number(row.version),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
  if (row.history) record.history = JSON.parse(row.history) as NonNullable<StoredRecord['history']>;
  return record;
}
