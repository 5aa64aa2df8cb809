import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type RunningServe } from './startServe.ts';
import { callServer, type CallInit } from './testing/callServer.ts';
import { librarySpec } from './testing/librarySpec.ts';
import { freshSchema, testPglite } from './testing/testPglite.ts';

// Bad input over real HTTP: whatever is sent, the answer is the catalogue's, SQL-like text is
// kept as text, and a refused request stores nothing.
let server: RunningServe;

beforeAll(async () => {
  server = await startServe({
    spec: librarySpec(),
    database: { kind: 'client', client: await testPglite(), schema: freshSchema('bad') },
    port: 0,
    host: '127.0.0.1',
    dev: true,
  });
});

afterAll(() => server?.close());

const call = (method: string, path: string, init: CallInit = {}) =>
  callServer(server.url, method, path, { user: 'u1', ...init });

const count = async () => ((await call('GET', '/api/books')).body as unknown[]).length;

const SQL = [
  `'; DROP TABLE "Book"; --`,
  `1' OR '1'='1`,
  `$1::text); DELETE FROM "Book" WHERE (1=1`,
  `\\x00 \u0000 nul`,
  `"quoted" \\ back\\slash`,
];

describe('bad input over HTTP', () => {
  it('stores SQL-like text in every field as text, and reads it back exactly', async () => {
    for (const text of SQL) {
      const created = await call('POST', '/api/books', {
        json: { title: text.replace('\u0000', ''), isbn: text, tags: SQL },
      });
      expect(created.status).toBe(201);
      const id = (created.body as { id: string }).id;
      const read = await call('GET', `/api/books/${encodeURIComponent(id)}`);
      expect(read.body).toMatchObject({ isbn: text, tags: SQL });
    }
    const names = await call('POST', '/api/authors', { json: { name: SQL[0] } });
    expect(names.status).toBe(201);
    expect(await count()).toBe(SQL.length);
  });

  it('takes SQL-like text in paths and query parameters as text', async () => {
    for (const text of SQL) {
      const read = await call('GET', `/api/books/${encodeURIComponent(text)}`);
      expect([read.status, read.codes]).toEqual([404, ['NOT_FOUND']]);
      const scoped = await call('GET', `/api/authors/${encodeURIComponent(text)}/books`);
      expect([scoped.status, scoped.body]).toEqual([200, []]);
      const queried = await call('GET', `/api/books?q=${encodeURIComponent(text)}`);
      expect(queried.status).toBe(200);
    }
    expect(await count()).toBe(SQL.length);
  });

  it('filters and pages lists by SQL-like text as text, and refuses a page that is no number', async () => {
    const all = (await call('GET', '/api/books')).body as { id: string; tags?: string[] }[];
    const ids = (body: unknown) => (body as { id: string }[]).map((b) => b.id);
    for (const text of SQL) {
      const q = encodeURIComponent(text);
      const byTag = await call('GET', `/api/books?tag=${q}&limit=50`);
      expect([byTag.status, ids(byTag.body)]).toEqual([
        200,
        all.filter((b) => b.tags?.includes(text)).map((b) => b.id),
      ]);
      for (const path of [`/api/books?author=${q}`, `/api/books?status=${q}&limit=2&offset=1`]) {
        const none = await call('GET', path);
        expect([none.status, none.body], path).toEqual([200, []]);
      }
    }
    const page = await call('GET', '/api/books?status=shelved&limit=2&offset=1');
    expect(ids(page.body)).toEqual(all.slice(1, 3).map((b) => b.id));
    const bad = ['-1', 'abc', '1.5', '1e3', '0x10', ' 2', '99999999999999999999', "1' OR '1'='1"];
    for (const value of bad)
      for (const name of ['limit', 'offset']) {
        const answer = await call('GET', `/api/books?${name}=${encodeURIComponent(value)}`);
        expect([answer.status, answer.codes], `${name}=${value}`).toEqual([400, ['BAD_REQUEST']]);
      }
    const far = await call('GET', `/api/books?offset=${Number.MAX_SAFE_INTEGER}&limit=5`);
    expect([far.status, far.body]).toEqual([200, []]);
    const every = await call('GET', `/api/books?limit=${Number.MAX_SAFE_INTEGER}`);
    expect(ids(every.body)).toEqual(all.map((b) => b.id));
    // The calls page by offset: a cursor is no parameter of theirs, and is ignored.
    const cursor = await call('GET', '/api/books?after=%00%27;--&cursor=zzz&limit=1');
    expect([cursor.status, ids(cursor.body)]).toEqual([200, [all[0]?.id]]);
    expect(await count()).toBe(all.length);
  });

  it('refuses wrong types, unknown fields, huge numbers and deep JSON, and stores none of it', async () => {
    const before = await count();
    const refusals: [unknown, number, string[]][] = [
      [{ title: 42, isbn: 'a' }, 422, ['INVALID_VALUE']],
      [{ title: 'T', isbn: 'b', available: 'yes' }, 422, ['INVALID_VALUE']],
      [{ title: 'T', isbn: 'c', published: '2026-02-30' }, 422, ['INVALID_VALUE']],
      [{ title: 'T', isbn: 'd', tags: 'not a list' }, 422, ['INVALID_VALUE']],
      [{ title: 'T', isbn: 'e', pages: 1.5 }, 422, ['INVALID_VALUE']],
      [{ title: 'T', isbn: 'f', colour: 'red' }, 422, ['UNKNOWN_FIELD']],
      [{ title: 'T', isbn: 'g', author: 'no-such-author' }, 422, ['MISSING_REFERENCE']],
      [{ title: 'T', isbn: 'h', status: 'lent' }, 409, ['STATE_BY_ACTION']],
      [{ title: 'x'.repeat(201), isbn: 'i' }, 422, ['TITLE_LENGTH']],
    ];
    for (const [json, status, codes] of refusals) {
      const answer = await call('POST', '/api/books', { json });
      expect([answer.status, answer.codes], JSON.stringify(json)).toEqual([status, codes]);
    }
    const raw: [string, number, string[]][] = [
      ['{"title": "T", "isbn": "j", "pages": 1e400}', 422, ['INVALID_VALUE']],
      ['{"title": "T", "isbn": "k", "price": 1e308}', 422, ['INVALID_VALUE']],
      ['{"title": "T", "isbn": "l", "rating": -1e999}', 422, ['INVALID_VALUE']],
      ['{"title": "T", "isbn": "l2", "pages": 1180591620717411303424}', 422, ['INVALID_VALUE']],
      [
        `{"title": ${'['.repeat(50_000)}${']'.repeat(50_000)}, "isbn": "m"}`,
        422,
        ['INVALID_VALUE'],
      ],
      [
        `{"isbn": "n", "deep": ${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
        422,
        ['REQUIRED', 'UNKNOWN_FIELD'],
      ],
      [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 400, ['BAD_REQUEST']],
      ['{"title": "T", "isbn": "o", "__proto__": {"status": "lent"}}', 422, ['UNKNOWN_FIELD']],
      ['{"title": "T", "isbn": ', 400, ['BAD_REQUEST']],
      ['', 400, ['BAD_REQUEST']],
      ['"just a string"', 400, ['BAD_REQUEST']],
    ];
    for (const [body, status, codes] of raw) {
      const answer = await call('POST', '/api/books', { raw: body });
      expect([answer.status, [...answer.codes].sort()], body.slice(0, 60)).toEqual([status, codes]);
    }
    expect(await count()).toBe(before);
  });
});
