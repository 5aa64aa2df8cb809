import { describe, expect, it } from 'vitest';
import type { DataSource } from '../data/DataSource.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { answerRecordQuery, checkRecordQuery, type RecordQuery } from '../storage/RecordQuery.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { READ_BATCH, readableQueryPage } from './readableQueryPage.ts';

/** 2.5 batches of tasks of two owners, two to each second; the user may read every third. */
function tasks(): StoredRecord[] {
  return Array.from({ length: Math.floor(READ_BATCH * 2.5) }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 1000).toISOString();
    return {
      entity: 'Task',
      id: `t${String(i).padStart(5, '0')}`,
      values: { owner: `u${i % 2}`, n: i },
      aside: {},
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
  });
}

const canRead = (record: StoredRecord) => Number(record.values.n) % 3 === 0;

async function countingSource(
  records: StoredRecord[],
): Promise<{ source: DataSource; reads: () => number }> {
  const store = new MemoryRecordStore();
  await store.putMany(records);
  let reads = 0;
  const queried: Pick<DataSource, 'list' | 'queryPage'> = {
    list: (entity) => store.list(entity),
    queryPage: (entity, query) => {
      reads += 1;
      return store.queryPage(entity, query);
    },
  };
  return { source: queried as DataSource, reads: () => reads };
}

describe('readableQueryPage', () => {
  it('cuts the page from the records the user may read, across batches, and counts only them', async () => {
    const records = tasks();
    const { source } = await countingSource(records);
    const readable = records.filter(canRead);
    const cursor = { createdAt: readable[150]!.createdAt, id: readable[150]!.id };
    const queries: RecordQuery[] = [
      { limit: 20, count: true },
      { limit: 20, offset: 190, count: true },
      { limit: 20, offset: 400, count: true },
      { limit: 20, offset: 100, direction: 'desc', count: true },
      { holding: { owner: 'u1' }, limit: 7, offset: 90, count: true },
      { holding: { owner: 'u0' }, after: cursor, limit: 10, count: true },
      { holding: { owner: 'u0' }, after: cursor, direction: 'desc', limit: 10 },
      { offset: 5 },
    ];
    for (const query of queries) {
      const page = await readableQueryPage(source, 'Task', checkRecordQuery(query), canRead);
      const expected = answerRecordQuery(readable, query);
      expect({ query, ids: page.records.map((r) => r.id), total: page.total }).toEqual({
        query,
        ids: expected.records.map((r) => r.id),
        total: expected.total,
      });
    }
  });

  it('stops reading at the page’s last record when nothing is counted', async () => {
    const { source, reads } = await countingSource(tasks());
    const page = await readableQueryPage(source, 'Task', checkRecordQuery({ limit: 20 }), canRead);
    expect(page.records).toHaveLength(20);
    expect(page.total).toBeUndefined();
    expect(reads()).toBe(1);
    await readableQueryPage(source, 'Task', checkRecordQuery({ limit: 20, count: true }), canRead);
    expect(reads()).toBe(1 + 3);
  });

  it('lists a source that cannot be queried, and filters it the same way', async () => {
    const records = tasks();
    const store = new MemoryRecordStore();
    await store.putMany(records);
    const listed = { list: (entity: string) => store.list(entity) } as DataSource;
    const query = checkRecordQuery({ holding: { owner: 'u1' }, limit: 5, offset: 3, count: true });
    const page = await readableQueryPage(listed, 'Task', query, canRead);
    expect(page).toEqual(answerRecordQuery(records.filter(canRead), query));
  });
});
