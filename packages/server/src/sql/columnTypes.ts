import type { FieldType } from '@specrun/model';
import { LONE_SURROGATE } from './sqlNames.ts';

/** The SQL types the record stores give field columns. */
export type ColumnType =
  'text' | 'double precision' | 'bigint' | 'numeric' | 'boolean' | 'date' | 'jsonb';

/**
 * The column type of a field kind: numbers, money, whole numbers, truth values, dates and lists
 * get PostgreSQL's own types; every text-like kind (text, email, url, enum, state, ref, and
 * datetime, whose ISO text keeps the offset it was written with) is text.
 */
export function columnTypeOf(type: FieldType): ColumnType {
  switch (type.kind) {
    case 'number':
      return 'double precision';
    case 'integer':
      return 'bigint';
    case 'money':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'list':
      return 'jsonb';
    default:
      return 'text';
  }
}

/** One column type: whether a value fits it, how it is sent, and how the text read back is read. */
interface ColumnBehaviour {
  /** True when the column holds the value exactly; any other value is kept in the row's JSON. */
  fits(value: unknown): boolean;
  /** The value as the text parameter the column is cast from. */
  encode(value: unknown): string;
  /** The value from the column read as text (`::text`). */
  decode(text: string): unknown;
  /** How the column is read as text in a SELECT. */
  read(column: string): string;
}

/** True for a text PostgreSQL stores as it is: no NUL, no lone surrogate. */
export const plainText = (value: unknown): value is string =>
  typeof value === 'string' && !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** A list whose every text PostgreSQL's jsonb takes (no NUL, no lone surrogate). */
function fitsJson(value: unknown): boolean {
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(fitsJson);
  return false;
}

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const finiteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && !Object.is(value, -0);

const asText = (column: string): string => `${column}::text`;

/** The behaviour of each column type. */
export const COLUMN_TYPES: Record<ColumnType, ColumnBehaviour> = {
  text: { fits: plainText, encode: String, decode: (text) => text, read: (c) => c },
  'double precision': {
    fits: finiteNumber,
    encode: String,
    decode: Number,
    read: asText,
  },
  bigint: {
    fits: (value) =>
      typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0),
    encode: String,
    decode: Number,
    read: asText,
  },
  // String(n) is the shortest text that reads back as n, and numeric keeps it digit for digit.
  numeric: { fits: finiteNumber, encode: String, decode: Number, read: asText },
  boolean: {
    fits: (value) => typeof value === 'boolean',
    encode: String,
    decode: (text) => text === 'true',
    read: asText,
  },
  // to_char rather than ::text, which follows the session's DateStyle.
  date: {
    fits: isCalendarDate,
    encode: String,
    decode: (text) => text,
    read: (column) => `to_char(${column}, 'YYYY-MM-DD')`,
  },
  jsonb: {
    fits: (value) => Array.isArray(value) && fitsJson(value),
    encode: (value) => JSON.stringify(value),
    decode: (text) => JSON.parse(text) as unknown,
    read: asText,
  },
};
