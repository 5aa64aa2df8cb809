import type { Entity, Expression } from '@specrun/model';
import {
  evaluateExpression,
  recordScope,
  type ScopeBase,
} from '../expressions/evaluateExpression.ts';
import { filterWhere } from '../query/filterWhere.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/**
 * Whether a behaviour of a whole list shows: its `when` holds over the list, whose records are
 * named by their entity (`size(Todo) > 0`). No `when` holds; one that fails or gives something
 * other than true does not, so that a broken condition hides its control rather than act.
 */
export function listWhenHolds(
  when: Expression | undefined,
  entity: Entity,
  records: readonly StoredRecord[],
  base: ScopeBase,
): boolean {
  if (when === undefined) return true;
  const list = records.map((record) => Object.assign({ id: record.id }, record.values));
  const evaluation = evaluateExpression(
    when.source,
    recordScope(undefined, base, { [entity.name]: list }),
  );
  return evaluation.ok && evaluation.value === true;
}

/** Whether a control on a row shows for a record: its `when` holds over the record. */
export function rowWhenHolds(
  when: Expression | undefined,
  entity: Entity,
  record: StoredRecord,
  base: ScopeBase,
): boolean {
  if (when === undefined) return true;
  const kept = filterWhere([record], entity, when, base);
  return kept.ok && kept.records.length === 1;
}

/**
 * The records a `count` counts or a `delete all` deletes: those its condition keeps (all without
 * one), or the problem that stopped the condition. A boolean field a record has no value for is
 * false there, as its checkbox shows it (`!completed` counts a todo never ticked).
 */
export function matchingRecords(
  where: Expression | undefined,
  entity: Entity,
  records: readonly StoredRecord[],
  base: ScopeBase,
): { ok: true; records: StoredRecord[] } | { ok: false; problem: string } {
  if (where === undefined) return { ok: true, records: [...records] };
  const flags = entity.fields.filter((f) => f.type.kind === 'boolean').map((f) => f.name);
  const read = new Map<StoredRecord, StoredRecord>();
  const seen = records.map((record) => {
    const missing = flags.filter((name) => record.values[name] === undefined);
    if (missing.length === 0) return record;
    const values = { ...record.values };
    for (const name of missing) values[name] = false;
    const filled = { ...record, values };
    read.set(filled, record);
    return filled;
  });
  const kept = filterWhere(seen, entity, where, base);
  if (!kept.ok) return { ok: false, problem: kept.problem };
  return { ok: true, records: kept.records.map((record) => read.get(record) ?? record) };
}
