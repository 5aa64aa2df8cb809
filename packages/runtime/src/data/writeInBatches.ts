import type { StoredRecord } from '../storage/RecordStore.ts';
import type { BulkWrite, BulkWriteOptions } from './DataSource.ts';

/** How many changes a bulk write checks and writes in one transaction, at least. */
export const BULK_BATCH_SIZE = 1000;

/** How many batches a long bulk write makes at most: each batch is one change the app hears. */
const MAX_BATCHES = 10;

/**
 * The size of a bulk write's batches: `BULK_BATCH_SIZE`, or more for a write so long that it
 * would make more than 10 batches (100,000 changes: 10 of 10,000), since a list on the screen
 * reads itself again after each.
 */
export function batchSize(total: number): number {
  return Math.max(BULK_BATCH_SIZE, Math.ceil(total / MAX_BATCHES));
}

/** Records written together, as `LocalDataSource`'s checks know them (its `WriteBatch`). */
interface Batch {
  onEnd(listener: (written: boolean) => void): void;
}

/** What checking one batch found: the records to write, and the changes refused. */
export interface CheckedBatch {
  records: StoredRecord[];
  refused: BulkWrite['refused'];
}

/**
 * Runs a bulk write batch after batch: `check` decides each batch's records (its checks may
 * hold on to what passed through the batch, as an import's do), `write` stores them in
 * one transaction, then the batch's listeners learn whether it was written. Progress is told
 * after each batch; an abort stops before the next one (what was written stays), or rolls back
 * the batch being written. A write that fails otherwise rejects, its batch not written.
 */
export async function writeInBatches<T>(
  changes: readonly T[],
  options: BulkWriteOptions,
  check: (batch: Batch, slice: readonly T[]) => Promise<CheckedBatch>,
  write: (records: StoredRecord[], signal: AbortSignal | undefined) => Promise<void>,
): Promise<BulkWrite> {
  const result: BulkWrite = { written: [], refused: [], cancelled: false };
  const size = batchSize(changes.length);
  for (let start = 0; start < changes.length; start += size) {
    if (options.signal?.aborted) {
      result.cancelled = true;
      break;
    }
    const listeners: ((written: boolean) => void)[] = [];
    const batch: Batch = { onEnd: (listener) => listeners.push(listener) };
    const end = (written: boolean): void => {
      for (const listener of listeners.reverse()) listener(written);
    };
    let checked: CheckedBatch;
    try {
      checked = await check(batch, changes.slice(start, start + size));
      if (checked.records.length > 0) await write(checked.records, options.signal);
    } catch (error) {
      end(false);
      if (error instanceof Error && error.name === 'AbortError') {
        result.cancelled = true;
        break;
      }
      throw error;
    }
    end(true);
    result.written.push(...checked.records);
    result.refused.push(...checked.refused);
    options.onProgress?.(Math.min(start + size, changes.length), changes.length);
  }
  return result;
}
