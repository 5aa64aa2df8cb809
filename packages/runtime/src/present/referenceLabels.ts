import type { Field, FieldType, Spec, User } from '@specrun/spec';
import type { FieldValue } from '../fields/fieldKinds.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { displayValue, recordLabel } from './presentRecords.ts';

/** How records are named for people, by entity and id: references show these instead of ids. */
export type LabelIndex = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The built-in entity of the spec's users (point 6); `ref User` needs no table. */
export const USER_ENTITY = 'User';

/** The entity a reference type points at (also inside a list), or `undefined` for other types. */
export function referenceTarget(type: FieldType): string | undefined {
  const inner = type.kind === 'list' ? type.of : type;
  return inner.kind === 'ref' ? inner.entity : undefined;
}

/**
 * Indexes the labels of records by entity and id (`recordLabel`), and of the spec's users by their
 * name under `User` unless the spec declares an entity of that name whose records are given.
 */
export function buildLabelIndex(
  spec: Spec,
  records: Readonly<Record<string, readonly StoredRecord[]>>,
  users: readonly User[] = spec.users,
): LabelIndex {
  const index = new Map<string, Map<string, string>>();
  if (records[USER_ENTITY] === undefined) {
    index.set(USER_ENTITY, new Map(users.map((user) => [user.id, user.name || user.id])));
  }
  for (const [name, list] of Object.entries(records)) {
    const entity = spec.entities.find((e) => e.name === name);
    index.set(name, new Map(list.map((record) => [record.id, recordLabel(entity, record)])));
  }
  return index;
}

/** The label of the record `id` of `entity`, or `undefined` when the index does not know it. */
export function referenceLabel(
  labels: LabelIndex | undefined,
  entity: string,
  id: string,
): string | undefined {
  return labels?.get(entity)?.get(id);
}

/**
 * A field value as text for people (`displayValue`), with references shown by the label of the
 * record they point at; a reference the index does not know is shown by its id.
 */
export function cellText(value: FieldValue | undefined, field: Field, labels?: LabelIndex): string {
  const target = referenceTarget(field.type);
  if (target === undefined || labels === undefined || value === undefined)
    return displayValue(value, field);
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item) => {
      const id = String(item);
      return referenceLabel(labels, target, id) ?? id;
    })
    .join(', ');
}
