import type { Spec } from '@specrun/model';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS_PATH, startServe, type RunningServe } from './startServe.ts';
import { callServer } from './testing/callServer.ts';
import { libraryWithoutIsbn, librarySpec } from './testing/librarySpec.ts';
import { readEvents, type EventReader } from './testing/readEvents.ts';
import { freshSchema, testPglite } from './testing/testPglite.ts';

// What makes a served spec live: the event stream that announces writes, and new versions of
// the spec taken while serving.
let running: RunningServe | undefined;
let reader: EventReader | undefined;

afterEach(async () => {
  reader?.close();
  await running?.close();
  running = reader = undefined;
});

async function serve(spec: Spec = librarySpec(), origin?: string): Promise<RunningServe> {
  const client = await testPglite();
  running = await startServe({
    spec,
    ...(origin === undefined ? {} : { origin }),
    database: { kind: 'client', client, schema: freshSchema('live') },
    port: 0,
    host: '127.0.0.1',
    dev: true,
  });
  return running;
}

/** The library spec with an Author of more fields than a PostgreSQL table may have columns. */
function tooWide(): Spec {
  const spec = librarySpec();
  const author = spec.entities.find((e) => e.name === 'Author')!;
  const name = author.fields[0]!;
  for (let i = 0; i < 1600; i += 1)
    author.fields.push({ ...name, name: `note${i}`, required: false });
  return spec;
}

describe('a live spec served', () => {
  it('announces each write on its event stream, with the entity and the ids written', async () => {
    const server = await serve();
    reader = await readEvents(`${server.url}${EVENTS_PATH}`);
    const created = await callServer(server.url, 'POST', '/api/books', {
      user: 'u1',
      json: { title: 'Dune', isbn: 'isbn-1' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const event = await reader.next((e) => e.type === 'records');
    expect(event.data).toEqual({ entity: 'Book', ids: [id] });
    expect(server.listeners).toBe(1);
    // A refused write changes nothing, and says nothing.
    const refused = await callServer(server.url, 'POST', '/api/books', {
      user: 'u2',
      json: { title: 'Emma', isbn: 'isbn-2' },
    });
    expect(refused.status).toBe(403);
    await callServer(server.url, 'DELETE', `/api/books/${id}`, { user: 'u1' });
    await reader.next((e) => e.type === 'records' && e !== event);
    expect(reader.events.filter((e) => e.type === 'records')).toHaveLength(2);
  });

  it('lets the pages of --origin only hear the stream (CORS)', async () => {
    const server = await serve(librarySpec(), 'https://app.example');
    const headersFor = async (origin: string) => {
      const controller = new AbortController();
      const response = await fetch(`${server.url}${EVENTS_PATH}`, {
        headers: { Origin: origin },
        signal: controller.signal,
      });
      controller.abort();
      return response.headers;
    };
    const allowed = await headersFor('https://app.example');
    expect(allowed.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(allowed.get('Access-Control-Allow-Origin')).toBe('https://app.example');
    expect(
      (await headersFor('https://evil.example')).get('Access-Control-Allow-Origin'),
    ).toBeNull();
  });

  it('takes a new version of the spec: new fields answer, values of a gone field are kept aside', async () => {
    const server = await serve();
    reader = await readEvents(`${server.url}${EVENTS_PATH}`);
    const created = await callServer(server.url, 'POST', '/api/books', {
      user: 'u1',
      json: { title: 'Dune', isbn: 'isbn-kept' },
    });
    const id = (created.body as { id: string }).id;
    await server.adopt(libraryWithoutIsbn());
    expect(await reader.next((e) => e.type === 'change')).toEqual({
      type: 'change',
      data: { version: 1 },
    });
    const read = await callServer(server.url, 'GET', `/api/books/${id}`, { user: 'u1' });
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('isbn');
    const stored = await server.store.get('Book', id);
    expect(stored?.aside.isbn).toMatchObject({ value: 'isbn-kept' });
    const edited = await callServer(server.url, 'PATCH', `/api/books/${id}`, {
      user: 'u1',
      json: { edition: 'second' },
      headers: { 'If-Match': `"${stored?.version ?? 0}"` },
    });
    expect([edited.status, edited.body]).toMatchObject([200, { edition: 'second' }]);
    // Back to the first version: `isbn` comes back from aside, and `edition` goes aside.
    await server.adopt(librarySpec());
    const back = await callServer(server.url, 'GET', `/api/books/${id}`, { user: 'u1' });
    expect(back.body).toMatchObject({ isbn: 'isbn-kept' });
    expect((await server.store.get('Book', id))?.aside.edition).toMatchObject({ value: 'second' });
  });

  it('refuses a version the database cannot take and serves the last sound one on', async () => {
    const server = await serve();
    await expect(server.adopt(tooWide())).rejects.toThrow(/1600 columns/);
    expect(server.spec.entities.find((e) => e.name === 'Author')?.fields).toHaveLength(1);
    const author = await callServer(server.url, 'POST', '/api/authors', {
      user: 'u1',
      json: { name: 'Frank Herbert' },
    });
    expect(author.status).toBe(201);
    const book = await callServer(server.url, 'POST', '/api/books', {
      user: 'u1',
      json: { title: 'Dune', isbn: 'isbn-after', author: (author.body as { id: string }).id },
    });
    expect(book.status).toBe(201);
    // The next sound version is taken.
    await server.adopt(libraryWithoutIsbn());
    expect(
      server.spec.entities.find((e) => e.name === 'Book')?.fields.map((f) => f.name),
    ).toContain('edition');
  });
});
