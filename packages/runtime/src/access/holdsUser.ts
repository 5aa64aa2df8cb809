import type { Entity, Field } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';

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
  const said = entity.fields.find(
    (f) =>
      f.type.kind === 'boolean' &&
      f.computed !== undefined &&
      f.computed.source.replace(/\s+/g, ' ').trim() === `user.id in ${field.name}`,
  );
  return said !== undefined && record.values[said.name] === true;
}
