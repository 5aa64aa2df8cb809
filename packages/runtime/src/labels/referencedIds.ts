import type { Entity, FieldType } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

/**
 * The ids a record's references point at, by the entity they name, each id once: what a screen
 * of that record reads to name them (users too: in a spec that declares `User`, people signed up
 * on a server are none of point 6's).
 */
export function referencedIds(entity: Entity, record: StoredRecord): Map<string, string[]> {
  return referencedIdsOfAll(entity, [record]);
}

/**
 * The ids the references of all these records point at, by entity, each id once in the order
 * first met: what a list of them reads to name them (20 rows, at most 20 categories).
 */
export function referencedIdsOfAll(
  entity: Entity,
  records: readonly StoredRecord[],
): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  const fields = entity.fields.flatMap((field) => {
    const target = refOf(field.type);
    return target === undefined ? [] : [{ name: field.name, target }];
  });
  for (const { target } of fields) if (!sets.has(target)) sets.set(target, new Set());
  for (const record of records)
    for (const { name, target } of fields) {
      const value = record.values[name];
      const set = sets.get(target)!;
      for (const id of Array.isArray(value) ? value : value === undefined ? [] : [value])
        if (typeof id === 'string') set.add(id);
    }
  return new Map([...sets].map(([target, set]) => [target, [...set]]));
}

function refOf(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list') return refOf(type.of);
  return undefined;
}
