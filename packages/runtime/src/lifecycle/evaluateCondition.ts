import type { Entity, Spec, User } from '@specrun/model';
import { evaluateExpression } from '../expressions/evaluateExpression.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { localDate } from '../expressions/localDate.ts';

/** What a condition (a guard of point 4, a `when` of point 6) sees besides the record and user. */
export interface ConditionBase {
  /** The spec's constants; whole numbers as CEL integers, as rules see them. */
  constants: Record<string, unknown>;
  /** ISO date and time. */
  now: string;
  /** ISO date. */
  today: string;
}

/** The record a condition is about: its id (absent before it is created) and its values. */
export interface ConditionRecord {
  id?: string;
  values: Readonly<Record<string, FieldValue>>;
}

/** The outcome of a condition: whether it holds, or why it could not be evaluated. */
export type ConditionOutcome = { ok: true; holds: boolean } | { ok: false; problem: string };

const asInteger = (value: unknown): unknown =>
  typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : value;

/** The constants and clock every condition of a spec sees, at `now`. */
export function conditionBase(spec: Spec, now: Date): ConditionBase {
  const constants: Record<string, unknown> = {};
  for (const constant of spec.constants)
    if (!(constant.name in constants)) constants[constant.name] = asInteger(constant.value);
  const iso = now.toISOString();
  return { constants, now: iso, today: localDate(now) };
}

/**
 * The scope of a condition about one record: the constants, the record's fields by name (`null`
 * when it holds no value, so `status == "draft"` is false rather than a failure), `record` (only
 * the fields that hold a value, so `has(record.receipt)` tests it), `user`, `now` and `today`.
 * `integer` fields are CEL integers. Entity lists (`Claim.filter(…)`) are not in scope here.
 */
export function conditionScope(
  entity: Entity | undefined,
  record: ConditionRecord,
  user: User,
  base: ConditionBase,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const present: Record<string, unknown> = {};
  if (record.id !== undefined) present.id = record.id;
  for (const field of entity?.fields ?? []) {
    const value = record.values[field.name];
    if (value === undefined) {
      fields[field.name] = null;
      continue;
    }
    present[field.name] = field.type.kind === 'integer' ? asInteger(value) : value;
  }
  // A record of an entity the spec no longer has still shows its values.
  if (entity === undefined) Object.assign(present, record.values);
  return Object.assign({}, base.constants, fields, present, {
    record: present,
    user: { id: user.id, name: user.name, roles: user.roles },
    now: base.now,
    today: base.today,
  });
}

/**
 * Evaluates a condition (a CEL expression, by the CEL library, never `eval`) in a scope: it holds
 * when it gives `true`; anything else than a boolean, or a failure, is a problem. Never throws.
 */
export function evaluateCondition(
  source: string,
  scope: Record<string, unknown>,
): ConditionOutcome {
  const evaluation = evaluateExpression(source, scope);
  if (!evaluation.ok) return { ok: false, problem: evaluation.problem };
  if (typeof evaluation.value !== 'boolean')
    return { ok: false, problem: 'it gives something other than true or false' };
  return { ok: true, holds: evaluation.value };
}
