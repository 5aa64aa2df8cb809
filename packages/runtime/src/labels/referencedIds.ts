import type { Entity, FieldType } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

/**
 * The ids a record's references point at, by the entity they name, each id once: what a screen
 * of that record reads to name them (users too: in a spec that declares `User`, people signed up
 * on a server are none of point 6's).
 */
export function referencedIds(entity: Entity, record: StoredRecord): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const field of entity.fields) {
    const target = refOf(field.type);
    if (target === undefined) continue;
    const value = record.values[field.name];
    const list = ids.get(target) ?? [];
    for (const id of Array.isArray(value) ? value : value === undefined ? [] : [value])
      if (typeof id === 'string' && !list.includes(id)) list.push(id);
    ids.set(target, list);
  }
  return ids;
}

function refOf(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list') return refOf(type.of);
  return undefined;
}
