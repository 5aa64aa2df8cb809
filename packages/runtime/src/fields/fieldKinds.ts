import type { FieldType, Value } from '@specrun/model';
import { kindOf } from './kinds/registry.ts';
import type { FieldValue } from './kinds/types.ts';

// What every part of the runtime asks of a field's values, answered by its kind (kinds/).

export type { FieldValue } from './kinds/types.ts';

/** True when `value` is a well-formed stored value of a field of `type`. */
export function isFieldValue(value: unknown, type: FieldType): value is FieldValue {
  return kindOf(type).test(type)(value);
}

/** Reads a field value from text (a CSV cell, an input), or `undefined` when it is not one. */
export function parseFieldValue(text: string, type: FieldType): FieldValue | undefined {
  return kindOf(type).parse(text, type);
}

/** Writes a field value as text that `parseFieldValue` reads back equal. */
export function formatFieldValue(value: FieldValue, type: FieldType): string {
  return kindOf(type).format(value, type);
}

/** Orders two values of a field of `type` (for sorting lists). */
export function compareFieldValues(a: FieldValue, b: FieldValue, type: FieldType): number {
  return kindOf(type).compare(a, b);
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
