import { holdsValues, isStoreRefusal, type StoredRecord } from '@specrun/runtime';
import { describe, expect, it } from 'vitest';
import type { SqlClient, SqlParams } from '../sql/SqlClient.ts';
import { SqlRecordStore } from '../sql/SqlRecordStore.ts';
import { quoteName } from '../sql/sqlNames.ts';
import { librarySpec } from './librarySpec.ts';
import { freshSchema } from './testPglite.ts';

/** A book of the library spec. */
function book(id: string, values: StoredRecord['values'] = {}, version = 1): StoredRecord {
  return {
    entity: 'Book',
    id,
    values: {
      title: `Book ${id}`,
      isbn: `isbn-${id}`,
      available: true,
      status: 'shelved',
      ...values,
    },
    aside: {},
    version,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

/** What the SQL stores promise beyond the contract of every store, on one database. */
export function sqlStoreBehaviour(name: string, client: () => SqlClient): void {
  const open = (options: { shared?: boolean; schema?: string; spec?: boolean } = {}) =>
    new SqlRecordStore(client(), {
      schema: options.schema ?? freshSchema(),
      ...(options.spec === false ? {} : { spec: librarySpec() }),
      ...(options.shared ? { shared: true } : {}),
    });

  describe(`SqlRecordStore on ${name}`, () => {
    it('gives each field of the spec a column of its type', async () => {
      const schema = freshSchema();
      const store = open({ schema });
      await store.ready;
      const rows = await client().query(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = $1::text AND table_name = 'Book' ORDER BY ordinal_position`,
        [schema],
      );
      expect(Object.fromEntries(rows.map((r) => [r.name, r.type]))).toMatchObject({
        id: 'text',
        version: 'bigint',
        title: 'text',
        isbn: 'text',
        author: 'text',
        pages: 'bigint',
        price: 'numeric',
        rating: 'double precision',
        published: 'date',
        tags: 'jsonb',
        available: 'boolean',
        status: 'text',
      });
      const stored = book('b1', {
        pages: 320,
        price: 12.5,
        rating: 4.25,
        published: '1999-12-31',
        tags: ['a', 'b'],
      });
      await store.put(stored);
      const [row] = await client().query(
        `SELECT pages::text, price::text, published::text, tags::text FROM "${schema}"."Book"`,
      );
      expect(row).toEqual({
        pages: '320',
        price: '12.5',
        published: '1999-12-31',
        tags: '["a", "b"]',
      });
      expect(await store.get('Book', 'b1')).toEqual(stored);
      store.close();
    });

    it('gives back exactly the values that do not fit their columns', async () => {
      const store = open();
      const odd = book('b1', {
        title: 'nul \u0000 and a lone \ud800 surrogate',
        isbn: '\'; DROP TABLE "Book"; --',
        pages: 2 ** 60,
        price: 0.1 + 0.2,
        rating: Number.MAX_VALUE,
        published: '2026-02-30',
        tags: ['x\u0000y', 1e21],
        available: 'yes',
        extraField: { nested: [1, 2] } as never,
      });
      await store.put(odd);
      expect(await store.get('Book', 'b1')).toEqual(odd);
      expect(await store.list('Book')).toEqual([odd]);
      // An id a text column cannot hold names no record, and is refused with the reason.
      for (const id of ['b\u0000', 'b\ud800']) {
        expect(await store.get('Book', id)).toBeUndefined();
        expect(await store.remove('Book', id)).toBe(false);
        await expect(store.put(book(id))).rejects.toThrow(/may hold no NUL character/);
      }
      store.close();
    });

    it('lists the records whose fields hold values, as list and holdsValues give them', async () => {
      const schema = freshSchema();
      const store = open({ schema });
      await store.putMany([
        book('b1', { author: 'a1', pages: 20, tags: ['x', 'y'] }),
        book('b2', { author: 'a2', pages: 20 }),
        book('b3', { author: 'a1', pages: 30, tags: ['y'] }),
        book('b4', { author: 'a1\u0000', pages: 20 }),
      ]);
      const all = await store.list('Book');
      const asks: Record<string, string>[] = [
        { author: 'a1' },
        { author: 'a1', pages: '20' },
        { tags: 'y' },
        { author: 'a1\u0000' },
        { author: "a1' OR 'x'='x" },
        {},
      ];
      for (const values of asks)
        expect(await store.listWhere('Book', values), JSON.stringify(values)).toEqual(
          all.filter((record) => holdsValues(record, values)),
        );
      expect(await store.listWhere('Nothing', { author: 'a1' })).toEqual([]);
      const indexes = await client().query(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = $1::text AND tablename = 'Book'`,
        [schema],
      );
      expect(indexes.map((i) => i.indexdef)).toContainEqual(
        expect.stringMatching(/\(author, created_at, id\)$/),
      );
      store.close();
    });

    it('asks the database for a query’s page and count, through the filter’s index', async () => {
      const schema = freshSchema();
      const asked: [string, SqlParams | undefined][] = [];
      const real = client();
      const recording: SqlClient = {
        ...real,
        query: (text, params) => {
          asked.push([text, params]);
          return real.query(text, params);
        },
      };
      const store = new SqlRecordStore(recording, { schema, spec: librarySpec() });
      const books = Array.from({ length: 3000 }, (_, i) => ({
        ...book(`b${String(i).padStart(4, '0')}`, { author: `a${i % 30}`, pages: 10 + (i % 7) }),
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      }));
      await store.putMany(books);
      await real.query(`ANALYZE ${quoteName(schema)}."Book"`);
      asked.length = 0;
      const query = { holding: { author: 'a7' }, limit: 20, offset: 40, count: true };
      const answer = await store.queryPage('Book', query);
      const expected = books
        .filter((b) => b.values.author === 'a7')
        .slice(40, 60)
        .map((b) => b.id);
      expect(answer.records.map((r) => r.id)).toEqual(expected);
      expect(answer.total).toBe(100);
      // The page and the count (each also telling of values kept aside): no read of every row.
      expect(asked).toHaveLength(2);
      const [page, params] = asked.find(([text]) => text.includes('page_id')) ?? [''];
      const plan = await real.query(`EXPLAIN ${page}`, params);
      const planText = plan.map((row) => Object.values(row).join(' ')).join('\n');
      expect(planText).toMatch(/Index Only Scan|Index Scan|Bitmap Index Scan/);
      expect(planText).not.toMatch(/Seq Scan on "?Book"?\s/);
      store.close();
    });

    it('writes only over the version it replaces, and refuses anything else', async () => {
      const store = open();
      await store.put(book('b1', { title: 'First' }));
      await store.put(book('b1', { title: 'Second' }, 2));
      const refusals = await Promise.allSettled([
        store.put(book('b1', { title: 'Stale' }, 2)),
        store.put(book('b1', { title: 'Again' }, 1)),
        store.put(book('b2', { title: 'Gone' }, 5)),
      ]);
      for (const refusal of refusals) {
        expect(refusal.status).toBe('rejected');
        const reason = refusal.status === 'rejected' ? (refusal.reason as unknown) : undefined;
        expect(isStoreRefusal(reason) && reason.code).toBe('CONFLICT');
      }
      expect(await store.get('Book', 'b1')).toMatchObject({
        version: 2,
        values: { title: 'Second' },
      });
      expect(await store.get('Book', 'b2')).toBeUndefined();
      store.close();
    });

    it('holds a unique rule: of two writes of one value at once, one is refused with its code', async () => {
      const store = open();
      const writes = await Promise.allSettled([
        store.put(book('b1', { isbn: '978-1' })),
        store.put(book('b2', { isbn: '978-1' })),
      ]);
      expect(writes.map((w) => w.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = writes.find((w) => w.status === 'rejected');
      expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
        name: 'StoreRefusal',
        code: 'ISBN_TAKEN',
        field: 'isbn',
      });
      expect(await store.count('Book')).toBe(1);
      store.close();
    });

    it('reports a unique index that stored duplicates prevent, and goes on', async () => {
      const schema = freshSchema();
      const plain = open({ schema, spec: false });
      await plain.putMany([book('b1', { isbn: 'same' }), book('b2', { isbn: 'same' })]);
      plain.close();
      const store = open({ schema });
      await store.ready;
      expect(store.problems).toEqual([
        'Book.isbn is not held unique by the database: stored records already share a value; the rules still check each write.',
      ]);
      expect((await store.list('Book')).map((r) => r.values.isbn)).toEqual(['same', 'same']);
      store.close();
    });

    it('takes a new version of the spec without losing a value', async () => {
      const schema = freshSchema();
      const store = open({ schema });
      await store.put(book('b1', { pages: 10 }));
      const spec = librarySpec();
      const entity = spec.entities.find((e) => e.name === 'Book');
      if (!entity) throw new Error('the library spec has no Book');
      entity.fields = entity.fields.filter((f) => f.name !== 'pages');
      entity.fields.push({
        name: 'edition',
        type: { kind: 'integer' },
        required: false,
        unique: false,
        notes: '',
      });
      await store.adopt(spec);
      await store.put(book('b2', { edition: 2 }));
      const reopened = new SqlRecordStore(client(), { schema, spec });
      expect((await reopened.get('Book', 'b1'))?.values.pages).toBe(10);
      expect((await reopened.get('Book', 'b2'))?.values.edition).toBe(2);
      const [row] = await client().query(
        `SELECT edition::text FROM "${schema}"."Book" WHERE id = 'b2'`,
      );
      expect(row?.edition).toBe('2');
      store.close();
      reopened.close();
    });

    it('tells a shared store about the writes of another one on the same database', async () => {
      const schema = freshSchema();
      const writer = open({ schema, shared: true });
      const reader = open({ schema, shared: true });
      await Promise.all([writer.ready, reader.ready]);
      const heard: unknown[] = [];
      reader.subscribe((change) => heard.push(change));
      const own: unknown[] = [];
      writer.subscribe((change) => own.push(change));
      // LISTEN takes effect asynchronously; write until the other store hears it.
      for (let i = 0; i < 50 && heard.length === 0; i++) {
        await writer.put(book(`b${i}`));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard[0]).toMatchObject({ entity: 'Book', ids: [expect.stringMatching(/^b\d+$/)] });
      expect(own.length).toBeGreaterThanOrEqual(heard.length);
      expect(own.every((c) => JSON.stringify(c).includes('Book'))).toBe(true);
      writer.close();
      reader.close();
    });
  });
}
