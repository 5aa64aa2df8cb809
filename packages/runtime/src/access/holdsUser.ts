import { membershipList, type Entity, type Field } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** Per entity, the boolean field computed as `user.id in <list>` for each list it names. */
const flagsByEntity = new WeakMap<Entity, Map<string, string>>();

function membershipFlags(entity: Entity): Map<string, string> {
  let flags = flagsByEntity.get(entity);
  if (flags === undefined) {
    flags = new Map();
    for (const f of entity.fields) {
      if (f.type.kind !== 'boolean' || f.computed === undefined) continue;
      const list = membershipList(f.computed.source);
      if (list !== undefined && !flags.has(list)) flags.set(list, f.name);
    }
    flagsByEntity.set(entity, flags);
  }
  return flags;
}

/**
 * Whether a list of users on a record (`favoritedBy`) holds the user: the list itself when the
 * record carries it, else a boolean field the spec computes as `user.id in <list>` (`favorited`),
 * which a server answers for its caller where it leaves the list out
 * (`Article without favoritedBy`).
 */
export function holdsUser(
  entity: Entity,
  record: StoredRecord,
  field: Field,
  userId: string,
): boolean {
  const held = record.values[field.name];
  if (Array.isArray(held)) return held.includes(userId);
  const flag = membershipFlags(entity).get(field.name);
  return flag !== undefined && record.values[flag] === true;
}
