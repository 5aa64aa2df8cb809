import { describe, expect, it } from 'vitest';
import { answerRecordQuery, type RecordQuery } from './RecordQuery.ts';
import type { RecordStore, StoredRecord } from './RecordStore.ts';

/**
 * Claims of three owners, three to each second, with tags, numbers and truth values; two hold a
 * value a SQL column of its field could not (a number as owner, a text with NUL).
 */
function claims(): StoredRecord[] {
  return Array.from({ length: 38 }, (_, i) => {
    const at = `2026-01-01T00:00:${String(10 + Math.floor(i / 3)).padStart(2, '0')}.000Z`;
    const values: StoredRecord['values'] = {
      owner: `u${i % 3}`,
      title: i % 5 === 0 ? "x' OR '1'='1" : `Claim ${i}`,
      n: i % 4,
      paid: i % 2 === 0,
      tags: i % 3 === 0 ? ['a', 'b'] : i % 3 === 1 ? ['b'] : [],
    };
    if (i === 36) values.owner = 7;
    if (i === 37) Object.assign(values, { title: 'nul\u0000x', tags: ['a\u0000'] });
    // Ids out of time order, so that order by id alone would differ.
    const id = i < 36 ? `c${String((i * 7) % 36).padStart(2, '0')}` : `z${i}`;
    return { entity: 'Claim', id, values, aside: {}, version: 1, createdAt: at, updatedAt: at };
  });
}

/**
 * The behaviour of `RecordStore.queryPage` every store must have: the page and count that
 * `answerRecordQuery` gives over all the entity's records. Called by `recordStoreContract`.
 */
export function queryPageContract(open: () => RecordStore): void {
  describe('queryPage', () => {
    it('answers each query as the records in memory answer it: filter, order, page, count', async () => {
      const store = open();
      const records = claims();
      await store.putMany([...records, { ...records[0]!, entity: 'Other', id: 'o1' }]);
      const cursor = { createdAt: records[16]!.createdAt, id: records[16]!.id };
      const queries: RecordQuery[] = [
        {},
        { count: true },
        { limit: 5, count: true },
        { holding: { owner: 'u1' }, count: true },
        { holding: { owner: 'u1' }, limit: 4, offset: 2, count: true },
        { holding: { owner: 'u1' }, limit: 4, direction: 'desc', count: true },
        { holding: { owner: 'u2', tags: 'b' }, count: true },
        { holding: { tags: 'a' }, limit: 3, offset: 3, direction: 'desc' },
        { holding: { n: '3' }, count: true },
        { holding: { paid: 'true', owner: 'u0' }, count: true },
        { holding: { title: "x' OR '1'='1" }, count: true },
        { holding: { title: "x' OR '1'='1" }, limit: 2, offset: 100, count: true },
        { holding: { owner: 'u1' }, after: cursor, limit: 3, count: true },
        { holding: { owner: 'u1' }, after: cursor, direction: 'desc', limit: 3 },
        { holding: { owner: 'nobody' }, limit: 3, count: true },
        { holding: { missing: 'u1' }, count: true },
        { holding: { owner: '7' }, count: true },
        { holding: { owner: '7' } },
        { holding: { title: 'nul\u0000x' }, count: true },
        { holding: { tags: 'a\u0000', owner: 'u1' }, count: true },
      ];
      for (const query of queries) {
        const answer = await store.queryPage('Claim', query);
        const expected = answerRecordQuery(records, query);
        expect({ query, ids: answer.records.map((r) => r.id), total: answer.total }).toEqual({
          query,
          ids: expected.records.map((r) => r.id),
          total: expected.total,
        });
      }
      const [first] = (await store.queryPage('Claim', { holding: { owner: 'u2' }, limit: 1 }))
        .records;
      expect(first).toEqual(records.find((r) => r.values.owner === 'u2'));
      expect(await store.queryPage('Nothing', { limit: 5, count: true })).toEqual({
        records: [],
        total: 0,
      });
      store.close();
    });

    it('follows writes: a removed record is no longer in the page or the count', async () => {
      const store = open();
      const records = claims();
      await store.putMany(records);
      const mine = { holding: { owner: 'u1' }, limit: 2, count: true };
      const before = await store.queryPage('Claim', mine);
      expect(await store.remove('Claim', before.records[0]!.id)).toBe(true);
      const after = await store.queryPage('Claim', mine);
      expect(after.total).toBe((before.total ?? 0) - 1);
      expect(after.records[0]?.id).toBe(before.records[1]?.id);
      store.close();
    });

    it('refuses a bad query, saying what to pass', async () => {
      const store = open();
      const bad: unknown[] = [
        { limit: 0 },
        { limit: -3 },
        { limit: 1.5 },
        { offset: -1 },
        { offset: Number.POSITIVE_INFINITY },
        { direction: 'sideways' },
        { holding: { owner: 3 } },
        { count: 'yes' },
        { after: { createdAt: 1, id: 'c1' } },
      ];
      for (const query of bad)
        await expect(
          (async () => store.queryPage('Claim', query as RecordQuery))(),
        ).rejects.toThrow(/^queryPage: /);
      store.close();
    });
  });
}
