import { appError, type AppError } from '../errors/AppError.ts';
import type { Write, WriteGuard } from '../data/LocalDataSource.ts';
import { fieldLabelIn } from '../labels/fieldLabel.ts';
import type { Access } from './Access.ts';

/**
 * The permission check of a write that does not come through `AccessDataSource`: an import
 * (`LocalDataSource.importRecords` runs its `checks` on every record). A new record must be one
 * the user may create; a stored one, one they may update, as it is and as it would be. Its state
 * may differ from the initial state (new) or the stored state (update) only for a user whom
 * point 6 permits every action on the entity (`all`), who could take any action anyway: so a
 * restore of exported data works for them, and nobody else moves records past their lifecycle.
 * `access` is read at each write, so switching the acting user needs no new check.
 */
export function accessWriteGuard(access: () => Access): WriteGuard {
  return (write: Write): AppError[] => checkWrite(access(), write);
}

/** The errors of one write for one acting user (see `accessWriteGuard`). */
export function checkWrite(access: Access, write: Write): AppError[] {
  const entity = write.entity.name;
  const { record, previous } = write;
  const catalogue = access.spec.errors;
  const errors: AppError[] = [];
  if (previous === undefined) {
    if (!access.canCreate(entity, record)) errors.push(access.refusal('create'));
  } else if (!access.canUpdate(entity, previous) || !access.canUpdate(entity, record)) {
    errors.push(access.refusal('update'));
  }
  const lifecycle = access.lifecycles.get(entity);
  if (lifecycle) {
    const field = lifecycle.stateField;
    const expected = previous === undefined ? lifecycle.initial : previous.values[field];
    const state = record.values[field];
    if (state !== undefined && state !== expected && !access.permits(entity, 'all', record))
      errors.push(
        appError('STATE_BY_ACTION', catalogue, { field: fieldLabelIn(write.entity, field) }, field),
      );
  }
  return errors;
}
