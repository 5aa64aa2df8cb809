import type { BulkWrite, BulkWriteOptions, DataSource, RecordChange } from './DataSource.ts';

/**
 * A bulk write for a source that has none (`DataSource.updateMany`): each change through its
 * `update`, one after the other, stopping before the next when aborted. Progress counts from
 * `before` (changes already refused) out of `total`.
 */
export async function updateEach(
  source: Pick<DataSource, 'update'>,
  entity: string,
  changes: readonly RecordChange[],
  options: BulkWriteOptions,
  before = 0,
  total = changes.length,
): Promise<BulkWrite> {
  const result: BulkWrite = { written: [], refused: [], cancelled: false };
  for (const [index, change] of changes.entries()) {
    if (options.signal?.aborted) {
      result.cancelled = true;
      break;
    }
    const outcome = await source.update(entity, change.id, change.values, change.version);
    if (outcome.ok) result.written.push(outcome.value);
    else result.refused.push({ id: change.id, errors: outcome.errors });
    options.onProgress?.(before + index + 1, total);
  }
  return result;
}
