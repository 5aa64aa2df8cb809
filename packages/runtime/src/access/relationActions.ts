import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { Access } from './Access.ts';
import { holdsUser } from './holdsUser.ts';

/** An action that adds the acting user to a list of users on a record, or takes them out. */
export interface RelationAction {
  action: string;
  /** Whether the list holds the user now: the action takes them out. */
  holds: boolean;
}

/**
 * For each list of users on the record (`added by favorite`, `removed by unfavorite`), the
 * action that applies now (the one taking the acting user out when the list holds them, else
 * the one adding them), where point 6 lets the user take it. A visitor takes none.
 */
export function relationActions(
  entity: Entity,
  record: StoredRecord,
  access: Access,
): RelationAction[] {
  const user = access.user.id;
  if (user === '') return [];
  return entity.fields.flatMap((field) => {
    const holds = holdsUser(entity, record, field, user);
    const action = holds ? field.removedBy : field.addedBy;
    if (action === undefined || !access.permits(entity.name, action, record)) return [];
    return [{ action, holds }];
  });
}
