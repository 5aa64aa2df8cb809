import type { AppError } from '../errors/AppError.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { DataSource } from './DataSource.ts';

/**
 * The records of these ids read one by one with `get`, each id once and all at the same time, for
 * a source that cannot read them in one go (`DataSource.getMany`): an id whose record is missing
 * (NOT_FOUND) is left out; any other refusal rejects with its errors (`ReadByIdError`).
 */
export async function readEachById(
  source: Pick<DataSource, 'get'>,
  entity: string,
  ids: readonly string[],
): Promise<StoredRecord[]> {
  const outcomes = await Promise.all([...new Set(ids)].map((id) => source.get(entity, id)));
  const found: StoredRecord[] = [];
  const errors: AppError[] = [];
  for (const outcome of outcomes) {
    if (outcome.ok) found.push(outcome.value);
    else if (!outcome.errors.some((e) => e.code === 'NOT_FOUND')) errors.push(...outcome.errors);
  }
  if (errors.length > 0) throw new ReadByIdError(errors);
  return found;
}

/** Why records read by id could not all be read: the errors of the reads that failed. */
export class ReadByIdError extends Error {
  override readonly name = 'ReadByIdError';

  constructor(readonly errors: readonly AppError[]) {
    super(errors.map((e) => `${e.message} (${e.code})`).join(' '));
  }
}
