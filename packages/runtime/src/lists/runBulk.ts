import type { AppError } from '../errors/AppError.ts';
import type { Outcome } from '../data/DataSource.ts';

/** What a bulk action did: how many records it changed, which it could not and why. */
export interface BulkResult<T> {
  done: number;
  failed: { item: T; errors: AppError[] }[];
  /** True when it was cancelled before the end: the items after `done + failed` were left. */
  cancelled: boolean;
}

/** Options of `runBulk`. */
export interface BulkOptions {
  /** Aborting it stops after the step under way. */
  signal?: AbortSignal;
  /** Called after each step with how many steps are done out of all. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Runs a step (a write, an action, a delete) on each item in turn, one after the other as a user
 * would, so that each sees the writes before it (a rule over other records, a version). A step
 * that is refused is counted with its errors, and the others go on.
 */
export async function runBulk<T>(
  items: readonly T[],
  step: (item: T) => Promise<Outcome<unknown>>,
  options: BulkOptions = {},
): Promise<BulkResult<T>> {
  const result: BulkResult<T> = { done: 0, failed: [], cancelled: false };
  let index = 0;
  for (const item of items) {
    if (options.signal?.aborted) {
      result.cancelled = true;
      break;
    }
    const outcome = await step(item);
    if (outcome.ok) result.done += 1;
    else result.failed.push({ item, errors: outcome.errors });
    index += 1;
    options.onProgress?.(index, items.length);
  }
  return result;
}
