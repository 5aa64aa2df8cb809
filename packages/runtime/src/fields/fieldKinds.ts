import type { FieldType, Value } from '@specrun/model';
import { isExactInteger, isWholeDecimal } from './isExactInteger.ts';

/** A stored field value: a string, number, boolean, or a list of them. */
export type FieldValue = string | number | boolean | FieldValue[];

/**
 * What the runtime knows about one kind of field, in one place: which stored values belong to
 * it, how a value is read from and written to text (CSV, inputs), and how two values compare.
 */
export interface FieldKindBehaviour {
  /** True when `value` is a well-formed stored value of this type. */
  isValue(value: unknown, type: FieldType): boolean;
  /** Reads a value from text; `undefined` means the text is not a value of this type. */
  parse(text: string, type: FieldType): FieldValue | undefined;
  /** Writes a value as text, the inverse of `parse`. */
  format(value: FieldValue, type: FieldType): string;
  /** Orders two values of this type. */
  compare(a: FieldValue, b: FieldValue): number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

function isValidDateTime(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(text) &&
    !Number.isNaN(new Date(text).getTime())
  );
}

const compareStrings = (a: FieldValue, b: FieldValue): number => String(a).localeCompare(String(b));
const compareNumbers = (a: FieldValue, b: FieldValue): number => Number(a) - Number(b);

const stringKind = (check: (text: string) => boolean = () => true): FieldKindBehaviour => ({
  isValue: (value) => typeof value === 'string' && check(value),
  parse: (text) => (check(text) ? text : undefined),
  format: (value) => String(value),
  compare: compareStrings,
});

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Whether a number is an amount of money: whole cents (at most two decimals, up to the rounding
 * of a binary number), and few enough of them to be exact (fewer than 2^53 cents, about 90
 * trillion): a 60-digit amount would be kept as some other amount and shown as `1.1e+59`.
 */
export function isAmount(value: number): boolean {
  const cents = value * 100;
  const whole = Math.round(cents);
  return Number.isSafeInteger(whole) && Math.abs(cents - whole) <= Math.abs(cents) * 2 ** -48;
}

/** An amount of money (`isAmount`), the same for a form, an import and any write. */
const moneyKind: FieldKindBehaviour = {
  isValue: (value) => typeof value === 'number' && isAmount(value),
  parse: (text) => {
    const value = parseNumber(text);
    return value !== undefined && isAmount(value) ? value : undefined;
  },
  format: (value) => String(value),
  compare: compareNumbers,
};

/** A number, or with `integral` an integer kept exactly (`isExactInteger`), the same everywhere. */
const numberKind = (integral: boolean): FieldKindBehaviour => ({
  isValue: (value) =>
    typeof value === 'number' && Number.isFinite(value) && (!integral || isExactInteger(value)),
  parse: (text) => {
    const value = parseNumber(text);
    if (value === undefined || !integral) return value;
    return isExactInteger(value) && isWholeDecimal(text) ? value : undefined;
  },
  format: (value) => String(value),
  compare: compareNumbers,
});

function elementType(type: FieldType): FieldType {
  return type.kind === 'list' ? type.of : { kind: 'unknown', text: '' };
}

/** A link: a scheme, `://`, and no spaces (`https://receipts.example/r/1`). */
export const URL_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;

/** The behaviour of every field kind. `unknown` accepts whatever was stored, so nothing is lost. */
export const FIELD_KINDS: Record<FieldType['kind'], FieldKindBehaviour> = {
  text: stringKind((t) => !t.includes('\n')),
  longtext: stringKind(),
  email: stringKind((t) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t)),
  url: stringKind((t) => URL_PATTERN.test(t)),
  phone: stringKind((t) => /^\+?[\d\s().-]{3,}$/.test(t)),
  state: stringKind((t) => t !== ''),
  ref: stringKind((t) => t !== ''),
  date: stringKind(isValidDate),
  datetime: stringKind(isValidDateTime),
  number: numberKind(false),
  money: moneyKind,
  integer: numberKind(true),
  boolean: {
    isValue: (value) => typeof value === 'boolean',
    parse: (text) => {
      const t = text.trim().toLowerCase();
      if (['true', 'yes', '1'].includes(t)) return true;
      if (['false', 'no', '0'].includes(t)) return false;
      return undefined;
    },
    format: (value) => String(value),
    compare: (a, b) => Number(a) - Number(b),
  },
  enum: {
    isValue: (value, type) =>
      type.kind === 'enum' && typeof value === 'string' && type.values.includes(value),
    parse: (text, type) =>
      type.kind === 'enum' && type.values.includes(text.trim()) ? text.trim() : undefined,
    format: (value) => String(value),
    compare: compareStrings,
  },
  list: {
    isValue: (value, type) =>
      Array.isArray(value) && value.every((item) => isFieldValue(item, elementType(type))),
    parse: (text, type) => {
      let items: unknown;
      try {
        items = JSON.parse(text);
      } catch {
        return undefined;
      }
      return Array.isArray(items) && items.every((i) => isFieldValue(i, elementType(type)))
        ? (items as FieldValue[])
        : undefined;
    },
    format: (value) => JSON.stringify(value),
    compare: (a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)),
  },
  unknown: {
    isValue: (value) => value !== undefined,
    parse: (text) => text,
    format: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
    compare: (a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)),
  },
};

/** True when `value` is a well-formed stored value of a field of `type`. */
export function isFieldValue(value: unknown, type: FieldType): value is FieldValue {
  return FIELD_KINDS[type.kind].isValue(value, type);
}

/** Reads a field value from text (a CSV cell, an input), or `undefined` when it is not one. */
export function parseFieldValue(text: string, type: FieldType): FieldValue | undefined {
  return FIELD_KINDS[type.kind].parse(text, type);
}

/** Writes a field value as text that `parseFieldValue` reads back equal. */
export function formatFieldValue(value: FieldValue, type: FieldType): string {
  return FIELD_KINDS[type.kind].format(value, type);
}

/** Orders two values of a field of `type` (for sorting lists). */
export function compareFieldValues(a: FieldValue, b: FieldValue, type: FieldType): number {
  return FIELD_KINDS[type.kind].compare(a, b);
}

/** The value a new record gets for a field: its `default` when that is a value of its type. */
export function defaultFieldValue(field: {
  type: FieldType;
  default?: Value;
}): FieldValue | undefined {
  const value = field.default;
  if (value === undefined) return undefined;
  if (isFieldValue(value, field.type)) return value;
  if (typeof value === 'string') return parseFieldValue(value, field.type);
  return parseFieldValue(String(value), field.type);
}
