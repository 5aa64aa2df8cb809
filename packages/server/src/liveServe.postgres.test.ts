// Two servers on one PostgreSQL database, each with its own connection pool, as two processes
// have them: a write answered by one reaches the event stream of the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH, type RunningServe } from './startServe.ts';
import { callServer } from './testing/callServer.ts';
import { libraryWithoutIsbn, librarySpec } from './testing/librarySpec.ts';
import { readEvents } from './testing/readEvents.ts';
import { startServesOnPostgres, type ServesOnPostgres } from './testing/servesOnPostgres.ts';

let serves: ServesOnPostgres | undefined;
let servers: RunningServe[] = [];

beforeAll(async () => {
  serves = await startServesOnPostgres(librarySpec(), 'library');
  servers = serves.servers;
});

afterAll(async () => {
  await serves?.stop();
});

describe('live serve processes on one PostgreSQL database', () => {
  it("announces another process's writes on each event stream (LISTEN/NOTIFY)", async () => {
    const [one, two] = servers as [RunningServe, RunningServe];
    const watching = await readEvents(`${one.url}${EVENTS_PATH}`);
    try {
      const created = await callServer(two.url, 'POST', '/api/books', {
        user: 'u1',
        json: { title: 'Dune', isbn: 'isbn-elsewhere' },
      });
      expect(created.status).toBe(201);
      const id = (created.body as { id: string }).id;
      const event = await watching.next((e) => e.type === 'records');
      expect(event.data).toEqual({ entity: 'Book', ids: [id] });
      // And the record is there to be read again through the first server.
      const read = await callServer(one.url, 'GET', `/api/books/${id}`, { user: 'u2' });
      expect(read.body).toMatchObject({ id, title: 'Dune' });
    } finally {
      watching.close();
    }
  });

  it("reads and writes on after another process's new version alters the tables", async () => {
    const [one, two] = servers as [RunningServe, RunningServe];
    const created = await callServer(one.url, 'POST', '/api/books', {
      user: 'u1',
      json: { title: 'Emma', isbn: 'isbn-before-change' },
    });
    const id = (created.body as { id: string }).id;
    // Reads side by side prepare the statements on many connections of each pool.
    const readAll = (url: string) =>
      Promise.all(
        Array.from({ length: 30 }, () =>
          callServer(url, 'GET', `/api/books/${id}`, { user: 'u1' }),
        ),
      );
    await Promise.all([readAll(one.url), readAll(two.url)]);
    await two.adopt(libraryWithoutIsbn());
    const afterOne = await readAll(one.url);
    expect(afterOne.map((r) => r.status)).toEqual(afterOne.map(() => 200));
    expect(afterOne[0]?.body).toMatchObject({ id, title: 'Emma' });
    const afterTwo = await readAll(two.url);
    expect(afterTwo.map((r) => r.status)).toEqual(afterTwo.map(() => 200));
    expect(afterTwo[0]?.body).not.toHaveProperty('isbn');
    const edited = await callServer(two.url, 'PATCH', `/api/books/${id}`, {
      user: 'u1',
      json: { edition: 'second' },
    });
    expect([edited.status, edited.body]).toMatchObject([200, { edition: 'second' }]);
    const written = await callServer(one.url, 'POST', '/api/books', {
      user: 'u1',
      json: { title: 'Persuasion', isbn: 'isbn-after-change' },
    });
    expect(written.status).toBe(201);
    await two.adopt(librarySpec());
  });
});
