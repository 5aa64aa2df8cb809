import type { Entity, Expression } from '@specrun/model';
import {
  evaluateExpression,
  recordScope,
  type ScopeBase,
} from '../expressions/evaluateExpression.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** The records a screen's `where` keeps, or why it could not be applied (and to which record). */
export type WhereOutcome =
  { ok: true; records: StoredRecord[] } | { ok: false; problem: string; record?: StoredRecord };

/**
 * Keeps the records for which a list screen's `where` expression is true. A field the record has
 * no value for is `null` in the expression, so `status == "paid"` is false for it rather than a
 * failure. The first record the expression fails on, or gives something other than true or false
 * for, stops the filter: its problem comes back instead of a silently wrong list. `lists` holds
 * the records of the entities the expression names (`User.exists(u, …)`), by entity name, each
 * as its id and values (`entitiesNamedIn`).
 */
export function filterWhere(
  records: readonly StoredRecord[],
  entity: Entity,
  where: Expression | undefined,
  base: ScopeBase,
  lists: Readonly<Record<string, unknown[]>> = {},
): WhereOutcome {
  if (where === undefined) return { ok: true, records: [...records] };
  const kept: StoredRecord[] = [];
  for (const record of records) {
    const missing: Record<string, null> = {};
    for (const field of entity.fields)
      if (record.values[field.name] === undefined) missing[field.name] = null;
    const scope = recordScope(record, base);
    const evaluation = evaluateExpression(where.source, Object.assign(missing, lists, scope));
    if (!evaluation.ok) return { ok: false, problem: evaluation.problem, record };
    if (typeof evaluation.value !== 'boolean') {
      return {
        ok: false,
        problem: `it gives ${describe(evaluation.value)}, not true or false`,
        record,
      };
    }
    if (evaluation.value) kept.push(record);
  }
  if (records.length === 0) {
    // Nothing to filter, but an expression that cannot even be read is still worth saying.
    const parsed = evaluateExpression(where.source, {});
    if (!parsed.ok && !parsed.problem.startsWith('Unknown variable'))
      return { ok: false, problem: parsed.problem };
  }
  return { ok: true, records: kept };
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `the text "${value}"`;
  if (typeof value === 'number' || typeof value === 'bigint') return `the number ${value}`;
  return `a ${typeof value}`;
}

/** The entities a `where` names as lists (`User.exists(u, u.id == author)`), in spec order. */
export function entitiesNamedIn(
  entities: readonly Entity[],
  where: Expression | undefined,
): string[] {
  if (where === undefined) return [];
  return entities
    .map((e) => e.name)
    .filter((name) => new RegExp(`\\b${name}\\s*\\.`).test(where.source));
}
