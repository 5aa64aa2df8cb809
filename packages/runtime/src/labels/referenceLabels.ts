import type { Field, FieldType, Spec, User } from '@specrun/model';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { kindOf } from '../fields/kinds/registry.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { displayValue, recordLabel } from './presentRecords.ts';

/**
 * How records are named for people, by entity and id: references show these instead of ids. An
 * entity whose records could not be read is marked as not loaded (`isLoaded`).
 */
export type LabelIndex = ReadonlyMap<string, ReadonlyMap<string, string>>;

// The labels of an entity whose records could not be read: none, and known to be none.
const NOT_LOADED: ReadonlyMap<string, string> = new Map();

/** What a reference whose entity's records could not be read shows after its id. */
export const NOT_LOADED_MARK = '(not loaded)';

/** The built-in entity of the spec's users (point 6); `ref User` needs no table. */
export const USER_ENTITY = 'User';

/** The entity a reference type points at (also inside a list), or `undefined` for other types. */
export function referenceTarget(type: FieldType): string | undefined {
  return kindOf(type).target?.(type);
}

/**
 * Indexes the labels of records by entity and id (`recordLabel`), and of the spec's users by their
 * name under `User` unless the spec declares an entity of that name whose records are given. The
 * entities of `unloaded` (default none) are marked as not loaded: their records could not be read.
 */
export function buildLabelIndex(
  spec: Spec,
  records: Readonly<Record<string, readonly StoredRecord[]>>,
  users: readonly User[] = spec.users,
  unloaded: readonly string[] = [],
): LabelIndex {
  const index = new Map<string, ReadonlyMap<string, string>>();
  if (records[USER_ENTITY] === undefined) {
    index.set(USER_ENTITY, new Map(users.map((user) => [user.id, user.name || user.id])));
  }
  for (const [name, list] of Object.entries(records)) {
    const entity = spec.entities.find((e) => e.name === name);
    index.set(name, new Map(list.map((record) => [record.id, recordLabel(entity, record)])));
  }
  for (const name of unloaded) if (records[name] === undefined) index.set(name, NOT_LOADED);
  return index;
}

/**
 * False when the index marks the records of `entity` as not loaded (`buildLabelIndex`'s
 * `unloaded`): its references cannot be named, nor said to point at nothing.
 */
export function isLoaded(labels: LabelIndex | undefined, entity: string): boolean {
  return labels?.get(entity) !== NOT_LOADED;
}

/**
 * A reference as text for people: the label of the record it points at; its id when the index
 * does not know the record; its id marked `(not loaded)` when the entity's records could not be
 * read.
 */
export function referenceText(labels: LabelIndex | undefined, entity: string, id: string): string {
  const known = labels?.get(entity);
  if (known === NOT_LOADED) return `${id} ${NOT_LOADED_MARK}`;
  return known?.get(id) ?? id;
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
 * record they point at (`referenceText`): one the index does not know by its id, one whose entity
 * could not be read by its id marked `(not loaded)`.
 */
export function cellText(value: FieldValue | undefined, field: Field, labels?: LabelIndex): string {
  const target = referenceTarget(field.type);
  if (target === undefined || labels === undefined || value === undefined)
    return displayValue(value, field);
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => referenceText(labels, target, String(item))).join(', ');
}
