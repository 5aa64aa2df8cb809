import { isCallError } from '../calls/CallError.ts';
import type { AppError } from '../errors/AppError.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { DataSource } from './DataSource.ts';

/** The records of an entity that could not be listed, and why: the errors of its failed call. */
export interface ListFailure {
  entity: string;
  errors: AppError[];
}

/** The records of each entity that could be listed, and the entities that could not. */
export interface EachList {
  records: Map<string, StoredRecord[]>;
  /** One per entity whose list call failed, in the order the entities were asked for. */
  failures: ListFailure[];
}

/**
 * Lists the records of each of `entities` (each once) from `source`, at once. A list that fails
 * through its call (`CallError`: no answer, an error status) does not fail the others: its entity
 * is left out of `records` and its errors are among `failures`. Any other rejection (a broken
 * local store) rejects the whole read.
 */
export async function listEach(
  source: Pick<DataSource, 'list'>,
  entities: readonly string[],
): Promise<EachList> {
  const names = [...new Set(entities)];
  const settled = await Promise.all(
    names.map(async (name) => {
      try {
        return { name, records: await source.list(name) };
      } catch (error) {
        if (!isCallError(error)) throw error;
        return { name, errors: error.errors };
      }
    }),
  );
  const records = new Map<string, StoredRecord[]>();
  const failures: ListFailure[] = [];
  for (const read of settled) {
    if (read.records !== undefined) records.set(read.name, read.records);
    else failures.push({ entity: read.name, errors: read.errors });
  }
  return { records, failures };
}
