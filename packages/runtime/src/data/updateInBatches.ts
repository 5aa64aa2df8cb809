import type { Entity, ErrorEntry } from '@specrun/model';
import { appError } from '../errors/AppError.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import type { BulkWrite, BulkWriteOptions, RecordChange } from './DataSource.ts';
import type { LocalDataSource, LocalDataSourceOptions } from './LocalDataSource.ts';
import { writeInBatches } from './writeInBatches.ts';

/** What `updateInBatches` writes with: the source's checks, its store and its catalogue. */
export interface BatchWriter {
  source: Pick<LocalDataSource, 'prepareUpdate' | 'checkWrite'>;
  store: RecordStore;
  catalogue: readonly ErrorEntry[];
}

/**
 * `LocalDataSource.updateMany`: each change checked as `update` checks one (fields, point 5's
 * rules, the checks' rights), batch after batch (`writeInBatches`), each batch's records read in
 * one go and those that pass written in one transaction; the rules see each batch as an
 * import's, so that a record is checked against those before it. A refused change leaves the
 * others.
 */
export function updateInBatches(
  { source, store, catalogue }: BatchWriter,
  entity: Entity | undefined,
  changes: readonly RecordChange[],
  options: BulkWriteOptions,
  beforeStore: LocalDataSourceOptions['beforeStore'],
): Promise<BulkWrite> {
  const notFound = () => [appError('NOT_FOUND', catalogue)];
  return writeInBatches(
    changes,
    options,
    async (batch, slice) => {
      const refused: BulkWrite['refused'] = [];
      if (!entity) {
        for (const change of slice) refused.push({ id: change.id, errors: notFound() });
        return { records: [], refused };
      }
      const ids = slice.map((c) => c.id);
      const stored = new Map((await store.getMany(entity.name, ids)).map((r) => [r.id, r]));
      const records: StoredRecord[] = [];
      for (const change of slice) {
        const previous = stored.get(change.id);
        const prepared = previous
          ? await source.prepareUpdate(entity, previous, change.values, change.version)
          : ({ ok: false, errors: notFound() } as const);
        if (!prepared.ok) {
          refused.push({ id: change.id, errors: prepared.errors });
          continue;
        }
        const { record, unset, refused: sent } = prepared.value;
        const errors = await source.checkWrite(entity, record, previous, unset, sent, batch);
        if (errors.length > 0) refused.push({ id: change.id, errors });
        else {
          await beforeStore?.(record, previous);
          records.push(record);
        }
      }
      return { records, refused };
    },
    (records, signal) => store.putMany(records, signal ? { signal } : {}),
  );
}
