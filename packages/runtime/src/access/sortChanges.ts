import type { BulkWrite, DataSource, Outcome, RecordChange } from '../data/DataSource.ts';
import { readEachById } from '../data/readEachById.ts';
import { BULK_BATCH_SIZE } from '../data/writeInBatches.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/**
 * Sorts a bulk write's changes into those `refusal` lets through and those it refuses, reading
 * the records they change in batches (`getMany` where the source has it). A change of a record
 * not found goes through: the write says NOT_FOUND.
 */
export async function sortChanges(
  source: Pick<DataSource, 'get'> & Partial<Pick<DataSource, 'getMany'>>,
  entity: string,
  changes: readonly RecordChange[],
  refusal: (change: RecordChange, previous: StoredRecord) => Outcome<never> | undefined,
): Promise<{ allowed: RecordChange[]; refused: BulkWrite['refused'] }> {
  const allowed: RecordChange[] = [];
  const refused: BulkWrite['refused'] = [];
  for (let start = 0; start < changes.length; start += BULK_BATCH_SIZE) {
    const slice = changes.slice(start, start + BULK_BATCH_SIZE);
    const ids = slice.map((c) => c.id);
    const read = source.getMany
      ? await source.getMany(entity, ids)
      : await readEachById(source, entity, ids);
    const stored = new Map(read.map((r) => [r.id, r]));
    for (const change of slice) {
      const previous = stored.get(change.id);
      const refusedOne = previous && refusal(change, previous);
      if (refusedOne && !refusedOne.ok) refused.push({ id: change.id, errors: refusedOne.errors });
      else allowed.push(change);
    }
  }
  return { allowed, refused };
}
