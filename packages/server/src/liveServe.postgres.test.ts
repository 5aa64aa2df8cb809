// Two servers on one PostgreSQL database, each with its own connection pool, as two processes
// have them: a write answered by one reaches the event stream of the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH, type RunningServe } from './startServe.ts';
import { callServer } from './testing/callServer.ts';
import { librarySpec } from './testing/librarySpec.ts';
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
});
