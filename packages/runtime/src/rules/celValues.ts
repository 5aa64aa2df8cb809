import type { Entity, FieldType, Spec, Value } from '@specrun/model';

/**
 * How rules see stored values (docs/errors.md, "How rules see values"): `integer` fields and
 * whole-number constants become CEL integers (`BigInt`), so that `MAX_OPEN_CLAIMS - 1` and
 * `count % 2` work; every other value is passed as it is stored (dates and times are ISO text,
 * money and numbers are doubles). CEL compares integers and doubles with each other.
 */
export function celValue(value: unknown, type: FieldType | undefined): unknown {
  if (type === undefined) return value;
  if (type.kind === 'integer') return toInteger(value);
  if (type.kind === 'list' && Array.isArray(value)) {
    const of = type.of;
    return of.kind === 'integer' ? value.map(toInteger) : value;
  }
  return value;
}

function toInteger(value: unknown): unknown {
  return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;
}

const SMALL_INTEGERS = Array.from({ length: 1024 }, (_, i) => BigInt(i));

/** A count or a size (a whole number, not negative) as a CEL integer, the small ones made once. */
export function smallInteger(n: number): bigint {
  return SMALL_INTEGERS[n] ?? BigInt(n);
}

/** A constant's value as rules see it: whole numbers are CEL integers. */
export function celConstant(value: Value): unknown {
  return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;
}

/** Every constant of a spec by name, as rules see them (the first of two with one name counts). */
export function celConstants(spec: Spec): Record<string, unknown> {
  const constants: Record<string, unknown> = {};
  for (const constant of spec.constants)
    if (!(constant.name in constants)) constants[constant.name] = celConstant(constant.value);
  return constants;
}

/** True when a value counts as not given: absent, `null`, or empty text (as a form sends it). */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * A record's values as a CEL map: its `id` (when it has one) and each field that holds a value,
 * converted by `celValue`. Missing fields are absent, so that `has(record.receipt)` is false.
 */
export function celRecord(
  entity: Entity,
  values: Readonly<Record<string, unknown>>,
  id: string | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (id !== undefined) out.id = id;
  for (const field of entity.fields) {
    const value = values[field.name];
    if (!isMissing(value)) out[field.name] = celValue(value, field.type);
  }
  return out;
}

/** The canonical text of a value for equality lookups: CEL's `==` on strings, numbers, booleans. */
export function keyOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${value}`;
    case 'bigint':
      return `n${Number(value)}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'undefined':
      return 'z';
    default:
      if (value === null) return 'z';
      try {
        return `j${JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))}`;
      } catch {
        return `o${String(value)}`;
      }
  }
}
