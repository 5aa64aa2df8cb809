import { MemoryRecordStore, type RecordQuery, type StoredRecord } from '@specrun/runtime';
import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../sql/SqlClient.ts';
import { SqlRecordStore } from '../sql/SqlRecordStore.ts';
import { quoteName } from '../sql/sqlNames.ts';
import { librarySpec } from './librarySpec.ts';
import { freshSchema } from './testPglite.ts';

const BOOKS = 240;

/**
 * A book of the library spec; books come in threes that share a time of creation, so that the
 * order of creation falls back on the ids, which run against the order of writing.
 */
function book(n: number): StoredRecord {
  const at = new Date(Date.UTC(2026, 2, 1) + Math.floor(n / 3) * 1000).toISOString();
  return {
    entity: 'Book',
    id: `book-${String(BOOKS - n).padStart(4, '0')}-${n % 3 === 0 ? 'z' : 'a'}`,
    values: {
      title: `Book ${n}`,
      isbn: `isbn-${n}`,
      available: true,
      status: n % 4 === 1 ? 'lent' : 'shelved',
    },
    aside: {},
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

const ids = (records: readonly StoredRecord[]) => records.map((r) => r.id);

/**
 * Pages far from the start of a list, which the SQL stores read from the nearer end of it:
 * exactly the pages a plain OFFSET reads (the memory store's, and the SQL store's own below its
 * far offset), on one database.
 */
export function farPagesBehaviour(name: string, client: () => SqlClient): void {
  describe(`pages far from the start on ${name}`, () => {
    /** Stores with the same books: memory, SQL read from the nearer end, SQL by plain OFFSET. */
    const seeded = async () => {
      const schema = freshSchema('far');
      const spec = librarySpec();
      const far = new SqlRecordStore(client(), { schema, spec, farOffset: 1 });
      const memory = new MemoryRecordStore();
      const books = Array.from({ length: BOOKS + 10 }, (_, n) => book(n));
      await far.putMany(books);
      await memory.putMany(books);
      // Rows deleted one by one and changed count as they should.
      for (const gone of books.slice(BOOKS)) {
        expect(await far.remove('Book', gone.id)).toBe(true);
        await memory.remove('Book', gone.id);
      }
      const changed = { ...books[7]!, version: 2, values: { ...books[7]!.values, title: 'New' } };
      await far.put(changed);
      await memory.put(changed);
      const plain = new SqlRecordStore(client(), { schema, spec });
      await plain.ready;
      return { schema, far, plain, memory };
    };

    const offsets = [1, 2, 40, 59, 60, 61, 119, 120, 121, 180, 219, 220, 221, 233, 239, 240, 241];

    it('answers each query exactly as a plain OFFSET does, near both ends and the middle', async () => {
      const { far, plain, memory } = await seeded();
      expect(await far.count('Book')).toBe(BOOKS);
      for (const direction of ['asc', 'desc'] as const)
        for (const holding of [{}, { status: 'lent' }])
          for (const count of [false, true])
            for (const offset of offsets)
              for (const limit of [1, 7, 20]) {
                const query: RecordQuery = { holding, direction, count, offset, limit };
                const wanted = await memory.queryPage('Book', query);
                const where = JSON.stringify(query);
                const [got, byOffset] = await Promise.all([
                  far.queryPage('Book', query),
                  plain.queryPage('Book', query),
                ]);
                expect(ids(got.records), where).toEqual(ids(wanted.records));
                expect(got.records, where).toEqual(wanted.records);
                expect(ids(byOffset.records), where).toEqual(ids(wanted.records));
                expect(got.total, where).toBe(wanted.total);
              }
    });

    it('reads list pages far from the start exactly as a plain OFFSET does', async () => {
      const { far, plain, memory } = await seeded();
      for (const direction of ['asc', 'desc'] as const)
        for (const offset of offsets)
          for (const limit of [1, 20]) {
            const options = { direction, offset, limit };
            const wanted = ids(await memory.listPage('Book', options));
            expect(ids(await far.listPage('Book', options)), JSON.stringify(options)).toEqual(
              wanted,
            );
            expect(ids(await plain.listPage('Book', options))).toEqual(wanted);
          }
    });

    it('counts the rows a table held before the database kept its count', async () => {
      const { schema, memory } = await seeded();
      const table = `${quoteName(schema)}.${quoteName('Book')}`;
      await client().query(`DROP TRIGGER "_specrun_count_insert" ON ${table}`);
      await client().query(`DROP TRIGGER "_specrun_count_delete" ON ${table}`);
      await client().query(`DROP TRIGGER "_specrun_count_truncate" ON ${table}`);
      await client().query(`DELETE FROM ${quoteName(schema)}."_specrun_counts"`);
      const reopened = new SqlRecordStore(client(), { schema, spec: librarySpec(), farOffset: 1 });
      expect(await reopened.count('Book')).toBe(BOOKS);
      const query = { offset: 230, limit: 20 };
      expect(ids((await reopened.queryPage('Book', query)).records)).toEqual(
        ids((await memory.queryPage('Book', query)).records),
      );
      await reopened.putMany([book(BOOKS + 20), book(BOOKS + 21)]);
      expect(await reopened.count('Book')).toBe(BOOKS + 2);
    });

    it('reads the page of one snapshot while other writes commit', async () => {
      const { schema, far, plain } = await seeded();
      const writer = new SqlRecordStore(client(), { schema, spec: librarySpec() });
      // Books written now come last in creation order: the place of every book before stays.
      const later = (n: number): StoredRecord => ({
        ...book(n),
        createdAt: new Date(Date.UTC(2027, 0, 1) + n * 1000).toISOString(),
      });
      const writing = (async () => {
        for (let n = BOOKS + 100; n < BOOKS + 160; n += 1) await writer.put(later(n));
      })();
      const pages: { offset: number; got: string[] }[] = [];
      for (let round = 0; round < 30; round += 1)
        for (const offset of [200, 225, 235, 239]) {
          const { records } = await far.queryPage('Book', { offset, limit: 20 });
          pages.push({ offset, got: ids(records) });
        }
      await writing;
      const all = ids(await plain.list('Book'));
      expect(all).toHaveLength(BOOKS + 60);
      for (const { offset, got } of pages) {
        // A page of an earlier snapshot is cut short where that snapshot's list ended.
        expect(got.length).toBeGreaterThan(0);
        expect(got).toEqual(all.slice(offset, offset + got.length));
      }
    });
  });
}
