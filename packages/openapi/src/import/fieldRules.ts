import type { FieldType } from '@specrun/model';
import { schemaOf } from './schemaView.ts';

/** A rule of point 5 made from a schema constraint, with the code it reports. */
export interface ConstraintRule {
  expression: string;
  error: string;
}

/** The codes that constraint rules report, with their status and message. */
export const CONSTRAINT_ERRORS: Record<string, { status: number; message: string }> = {
  TEXT_TOO_SHORT: { status: 422, message: 'The text is shorter than allowed.' },
  TEXT_TOO_LONG: { status: 422, message: 'The text is longer than allowed.' },
  TEXT_PATTERN_MISMATCH: { status: 422, message: 'The text does not have the expected form.' },
  VALUE_TOO_SMALL: { status: 422, message: 'The value is smaller than allowed.' },
  VALUE_TOO_LARGE: { status: 422, message: 'The value is larger than allowed.' },
  VALUE_NOT_ALLOWED: { status: 422, message: 'The value is not one of those allowed.' },
  TOO_FEW_ITEMS: { status: 422, message: 'The list has fewer items than allowed.' },
  TOO_MANY_ITEMS: { status: 422, message: 'The list has more items than allowed.' },
};

const TEXT_KINDS = new Set(['text', 'longtext', 'email', 'url', 'phone']);
const NUMBER_KINDS = new Set(['number', 'integer', 'money']);

/**
 * The rules of point 5 that a field's schema constraints make: `minLength`, `maxLength` and
 * `pattern` on text; `minimum`, `maximum` and their exclusive forms on numbers; `minItems` and
 * `maxItems` on lists; an `enum` the type could not hold as `in [...]`. A field that is not
 * required is checked only when it has a value (`!has(record.f) || …`).
 */
export function fieldRules(
  field: string,
  type: FieldType,
  schemaValue: unknown,
  required: boolean,
): ConstraintRule[] {
  const s = schemaOf(schemaValue);
  const rules: ConstraintRule[] = [];
  const add = (condition: string, error: string) =>
    rules.push({
      expression: required ? condition : `!has(record.${field}) || ${condition}`,
      error,
    });
  const number = (key: string): number | undefined => {
    const value = s[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  if (TEXT_KINDS.has(type.kind)) {
    const min = number('minLength');
    const max = number('maxLength');
    if (min !== undefined && min > 0) add(`size(${field}) >= ${min}`, 'TEXT_TOO_SHORT');
    if (max !== undefined) add(`size(${field}) <= ${max}`, 'TEXT_TOO_LONG');
    if (typeof s['pattern'] === 'string')
      add(`${field}.matches(${JSON.stringify(s['pattern'])})`, 'TEXT_PATTERN_MISMATCH');
  }
  if (NUMBER_KINDS.has(type.kind)) {
    const exclusiveMin =
      number('exclusiveMinimum') ??
      (s['exclusiveMinimum'] === true ? number('minimum') : undefined);
    const exclusiveMax =
      number('exclusiveMaximum') ??
      (s['exclusiveMaximum'] === true ? number('maximum') : undefined);
    const min = s['exclusiveMinimum'] === true ? undefined : number('minimum');
    const max = s['exclusiveMaximum'] === true ? undefined : number('maximum');
    if (min !== undefined) add(`${field} >= ${literal(min)}`, 'VALUE_TOO_SMALL');
    if (exclusiveMin !== undefined) add(`${field} > ${literal(exclusiveMin)}`, 'VALUE_TOO_SMALL');
    if (max !== undefined) add(`${field} <= ${literal(max)}`, 'VALUE_TOO_LARGE');
    if (exclusiveMax !== undefined) add(`${field} < ${literal(exclusiveMax)}`, 'VALUE_TOO_LARGE');
  }
  if (type.kind === 'list') {
    const min = number('minItems');
    const max = number('maxItems');
    if (min !== undefined && min > 0) add(`size(${field}) >= ${min}`, 'TOO_FEW_ITEMS');
    if (max !== undefined) add(`size(${field}) <= ${max}`, 'TOO_MANY_ITEMS');
  }
  const values = s['enum'];
  if (
    Array.isArray(values) &&
    type.kind !== 'enum' &&
    type.kind !== 'list' &&
    type.kind !== 'ref'
  ) {
    const literals = values.filter(
      (v) =>
        typeof v === 'string' ||
        (typeof v === 'number' && Number.isFinite(v)) ||
        typeof v === 'boolean',
    );
    const fits = literals.filter((v) =>
      typeof v === 'string'
        ? !NUMBER_KINDS.has(type.kind) && type.kind !== 'boolean'
        : typeof v === 'number'
          ? NUMBER_KINDS.has(type.kind)
          : type.kind === 'boolean',
    );
    if (fits.length > 0 && fits.length <= 200)
      add(
        `${field} in [${fits.map((v) => (typeof v === 'number' ? literal(v) : JSON.stringify(v))).join(', ')}]`,
        'VALUE_NOT_ALLOWED',
      );
  }
  return rules;
}

/** A number as CEL writes it: whole numbers without a fraction, others as JavaScript prints them. */
function literal(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 2 ** 53
    ? String(value)
    : String(value).replace(/^(-?\d+)e/, '$1.0e');
}
