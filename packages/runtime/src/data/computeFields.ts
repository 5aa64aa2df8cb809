import type { Entity, Spec, User } from '@specrun/model';
import { evaluateValue } from '../expressions/evaluateValue.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { conditionBase, conditionScope } from '../lifecycle/evaluateCondition.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** The user computed fields see when nobody is signed in. */
const NOBODY: User = { id: '', name: '', roles: [] };

/**
 * A record's values with its computed fields (`= <expression>` in the notes, docs/format.md)
 * evaluated for the acting user at `now`: what answers, filters and rules see. A computed field
 * whose expression fails has no value. The record itself is left as it is.
 */
export function computeFields(
  spec: Spec,
  entity: Entity | undefined,
  record: Pick<StoredRecord, 'id' | 'values'>,
  user: User | undefined,
  now: Date,
): Record<string, FieldValue> {
  const computed = entity?.fields.filter((f) => f.computed !== undefined) ?? [];
  if (computed.length === 0) return record.values;
  const values: Record<string, FieldValue> = { ...record.values };
  // An empty list is the list of no items, so that `size(favoritedBy)` is 0 rather than a failure.
  const seen: Record<string, FieldValue> = { ...record.values };
  for (const field of entity?.fields ?? [])
    if (field.type.kind === 'list' && seen[field.name] === undefined) seen[field.name] = [];
  const scope = conditionScope(
    entity,
    { id: record.id, values: seen },
    user ?? NOBODY,
    conditionBase(spec, now),
  );
  for (const field of computed) {
    const made = evaluateValue(field.computed?.source ?? '', scope);
    if (made.ok && made.value !== null && made.value !== undefined)
      values[field.name] = made.value as FieldValue;
    else delete values[field.name];
  }
  return values;
}

/** True when an entity has computed fields, so that reading it means computing them. */
export function hasComputedFields(entity: Entity | undefined): boolean {
  return entity?.fields.some((f) => f.computed !== undefined) ?? false;
}
