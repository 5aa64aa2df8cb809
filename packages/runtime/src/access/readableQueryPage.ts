import type { DataSource } from '../data/DataSource.ts';
import {
  answerRecordQuery,
  type CheckedRecordQuery,
  type QueriedPage,
  type RecordQuery,
} from '../storage/RecordQuery.ts';
import { isPastCursor, type PageCursor, type StoredRecord } from '../storage/RecordStore.ts';

/** How many records a batch of a permission-filtered query reads at a time. */
export const READ_BATCH = 500;

/**
 * A query's page (and count) of the records a user may read, when a permission decides per
 * record: the source is read in batches in the query's order (keyset: each batch after the last
 * record of the one before), the records `canRead` refuses are left out, and the page is cut from
 * those kept, so a record the user may not read takes no place in the page and is never counted.
 * Without a count, reading stops at the page's last record; with one, it goes on to the end. A
 * source that cannot be queried is listed whole.
 */
export async function readableQueryPage(
  source: DataSource,
  entity: string,
  query: CheckedRecordQuery,
  canRead: (record: StoredRecord) => boolean,
): Promise<QueriedPage> {
  if (!source.queryPage)
    return answerRecordQuery((await source.list(entity)).filter(canRead), query);
  const ask = source.queryPage.bind(source);
  const read = (batch: RecordQuery): Promise<QueriedPage> => ask(entity, batch);
  const { holding, direction, after, offset, limit, count } = query;
  const records: StoredRecord[] = [];
  let total = 0;
  let skipped = 0;
  // A count reads from the first record on; a page alone from its cursor.
  let from: PageCursor | undefined = count ? undefined : after;
  for (;;) {
    const batch = await read({
      holding,
      direction,
      limit: READ_BATCH,
      ...(from ? { after: from } : {}),
    });
    for (const record of batch.records) {
      if (!canRead(record)) continue;
      total += 1;
      if (after && !isPastCursor(record, after, direction)) continue;
      if (skipped < offset) skipped += 1;
      else if (limit === undefined || records.length < limit) records.push(record);
    }
    const last = batch.records.at(-1);
    if (last === undefined || batch.records.length < READ_BATCH) break;
    if (!count && limit !== undefined && records.length >= limit) break;
    from = { createdAt: last.createdAt, id: last.id };
  }
  return count ? { records, total } : { records };
}
