import type { BulkWrite, BulkWriteOptions, DataSource, RecordChange } from '../data/DataSource.ts';
import { updateEach } from '../data/updateEach.ts';
import { appError } from '../errors/AppError.ts';
import { fieldLabelIn } from '../labels/fieldLabel.ts';
import type { Access } from './Access.ts';
import { mergeValues } from './mergeValues.ts';
import { sortChanges } from './sortChanges.ts';

/**
 * `AccessDataSource.updateMany`: each change refused as `update` refuses one (a record the user
 * may not read or change, before or after the change; a state moved by a write), the others
 * passed to the wrapped source's bulk write, or record by record to its `update`. Progress
 * counts the refused changes first.
 */
export async function updateAllowed(
  inner: DataSource,
  access: Access,
  entity: string,
  changes: readonly RecordChange[],
  options: BulkWriteOptions,
): Promise<BulkWrite> {
  const declared = access.spec.entities.find((e) => e.name === entity);
  const state = declared?.fields.find((f) => f.type.kind === 'state')?.name;
  const fail = (error: ReturnType<Access['refusal']>) => ({ ok: false as const, errors: [error] });
  const { allowed, refused } = await sortChanges(inner, entity, changes, (change, previous) => {
    if (!access.canRead(entity, previous)) return fail(access.refusal('read'));
    if (
      state !== undefined &&
      state in change.values &&
      change.values[state] !== previous.values[state]
    ) {
      const values = { field: fieldLabelIn(declared, state) };
      return fail(appError('STATE_BY_ACTION', access.spec.errors, values, state));
    }
    const next = { id: change.id, values: mergeValues(previous.values, change.values) };
    if (!access.canUpdate(entity, previous) || !access.canUpdate(entity, next))
      return fail(access.refusal('update'));
    return undefined;
  });
  const total = changes.length;
  const written = inner.updateMany
    ? await inner.updateMany(entity, allowed, {
        ...(options.signal ? { signal: options.signal } : {}),
        onProgress: (done) => options.onProgress?.(refused.length + done, total),
      })
    : await updateEach(inner, entity, allowed, options, refused.length, total);
  return { ...written, refused: [...refused, ...written.refused] };
}
