// Several serve processes on one real PostgreSQL 15 server, started for this file: what a
// database promises holds between processes, and through a crash.
import {
  callServer,
  LIBRARY_SPEC,
  loadUntilAborted,
  startPostgres,
  type CallAnswer,
  type TestPostgres,
} from '@specrun/server/testing';
import { openPostgres, type SqlClient } from '@specrun/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killServes, startServe } from './launchServe.ts';
import { makeTempDir } from './runSpecrun.ts';

let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);

afterAll(async () => {
  killServes();
  await postgres?.stop();
});

afterEach(killServes);

/** Two serve processes of the library spec on one new database, and a client to look inside. */
async function twoServers(name: string) {
  const url = await postgres.createDatabase(name);
  const args = [LIBRARY_SPEC, '--port', '0', '--dev', '--database', url];
  const [a, b] = await Promise.all([
    startServe(args, makeTempDir()),
    startServe(args, makeTempDir()),
  ]);
  return { a, b, url, args };
}

const asLibrarian = { user: 'u1' };

describe('specrun serve on PostgreSQL', () => {
  it('loses no update between two processes: a stale version answers 409', async () => {
    const { a, b } = await twoServers('versions');
    const created = await callServer(a.url, 'POST', '/api/books', {
      ...asLibrarian,
      json: { title: 'Shared', isbn: 'shared-1' },
    });
    const id = (created.body as { id: string }).id;
    expect((await callServer(b.url, 'GET', `/api/books/${id}`, asLibrarian)).body).toMatchObject({
      title: 'Shared',
    });
    // Ten writers, five through each process, all having read version 1: one wins.
    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callServer(i % 2 === 0 ? a.url : b.url, 'PATCH', `/api/books/${id}`, {
          ...asLibrarian,
          json: { title: `Writer ${i}` },
          headers: { 'If-Match': '"1"' },
        }),
      ),
    );
    const statuses = writes.map((w) => w.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = writes.find((w) => w.status === 200)?.body as { title: string };
    for (const server of [a, b]) {
      const read = await callServer(server.url, 'GET', `/api/books/${id}`, asLibrarian);
      expect(read.body).toMatchObject({ title: winner.title });
      expect(read.headers.get('ETag')).toBe('"2"');
    }
  }, 300_000);

  it('opens no more connections than --pool asks, under 40 requests at once', async () => {
    const url = await postgres.createDatabase('pool');
    const server = await startServe(
      [LIBRARY_SPEC, '--port', '0', '--dev', '--database', url, '--pool', '2'],
      makeTempDir(),
    );
    const reads = await Promise.all(
      Array.from({ length: 40 }, () => callServer(server.url, 'GET', '/api/books', asLibrarian)),
    );
    expect(reads.map((r) => r.status)).toEqual(Array<number>(40).fill(200));
    const admin: SqlClient = openPostgres(url, { max: 1 });
    try {
      // The pool's two, and the one that listens for other processes' writes.
      const [row] = await admin.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(row?.['n']).toBe(3);
    } finally {
      await admin.close();
    }
  }, 300_000);

  it('ends by itself on SIGTERM after clients went away mid-answer', async () => {
    const url = await postgres.createDatabase('stopping');
    const run = await startServe([LIBRARY_SPEC, '--port', '0', '--dev', '--database', url]);
    // 50 clients asking one after another; stopped mid-load, they go away at once.
    const gone = new AbortController();
    const clients = loadUntilAborted(run.url, gone.signal);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    run.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 20));
    gone.abort();
    await clients;
    const waited = new Promise<string>((resolve) =>
      setTimeout(() => resolve('still running'), 20_000),
    );
    expect(await Promise.race([run.exited, waited])).toBe(0);
    expect(run.output()).toMatch(/Stopped \(SIGTERM\)\.\n$/);
  }, 300_000);

  it('gives one success to concurrent duplicates of a unique value, through either process', async () => {
    const { a, b } = await twoServers('uniques');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        callServer(i % 2 === 0 ? a.url : b.url, 'POST', '/api/books', {
          ...asLibrarian,
          json: { title: `Copy ${i}`, isbn: 'same-isbn' },
        }),
      ),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refusal of answers.filter((x) => x.status === 409))
      expect(refusal.codes).toEqual(['ISBN_TAKEN']);
    const list = await callServer(b.url, 'GET', '/api/books', asLibrarian);
    expect((list.body as unknown[]).length).toBe(1);
  }, 300_000);

  it('keeps every write it answered, whole, when a process is killed in the middle', async () => {
    const { a, url, args } = await twoServers('crash');
    const answered: { id: string; isbn: string; title: string }[] = [];
    let sent = 0;
    // Writers keep creating books until the process dies under them.
    const writer = async (n: number) => {
      for (let i = 0; ; i++) {
        const isbn = `crash-${n}-${i}`;
        const title = `${'Long title '.repeat(15)}${isbn}`;
        sent += 1;
        let answer: CallAnswer;
        try {
          answer = await callServer(a.url, 'POST', '/api/books', {
            ...asLibrarian,
            json: { title, isbn, tags: [isbn, 'x'.repeat(500)], pages: i + 1 },
          });
        } catch {
          return;
        }
        if (answer.status !== 201) throw new Error(`a create answered ${answer.status}`);
        answered.push({ id: (answer.body as { id: string }).id, isbn, title });
      }
    };
    let failed: unknown;
    const writers = Array.from({ length: 8 }, (_, n) =>
      writer(n).catch((error: unknown) => (failed = error)),
    );
    while (answered.length < 100 && failed === undefined)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failed).toBeUndefined();
    a.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(sent).toBeGreaterThan(answered.length);

    const client: SqlClient = openPostgres(url);
    try {
      const rows = await client.query(
        'SELECT id, version::text AS version, title, isbn, pages::text AS pages, tags::text AS tags FROM library."Book"',
      );
      const stored = new Map(rows.map((row) => [row.id, row]));
      // Nothing answered 201 is lost.
      for (const book of answered)
        expect(stored.get(book.id)).toMatchObject({ isbn: book.isbn, title: book.title });
      // No row is half written: every one has all it was sent with.
      for (const row of rows) {
        const isbn = String(row.isbn);
        expect(row.version).toBe('1');
        expect(row.title).toBe(`${'Long title '.repeat(15)}${isbn}`);
        expect(JSON.parse(String(row.tags))).toEqual([isbn, 'x'.repeat(500)]);
        expect(Number(row.pages)).toBe(Number(isbn.split('-')[2]) + 1);
      }
    } finally {
      await client.close();
    }
    // Another process serves the same records on.
    const next = await startServe(args, makeTempDir());
    const list = await callServer(next.url, 'GET', '/api/books', asLibrarian);
    expect((list.body as unknown[]).length).toBeGreaterThanOrEqual(answered.length);
  }, 300_000);
});
