import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSigner } from '@specrun/runtime/backend';
import { startServe, type RunningServe } from './startServe.ts';
import { callServer, type CallInit } from './testing/callServer.ts';
import { librarySpec } from './testing/librarySpec.ts';
import { freshSchema, testPglite } from './testing/testPglite.ts';

// The library spec served on the test process's PGlite: one server in dev mode, one without.
const ORIGIN = 'https://app.example';
let dev: RunningServe;
let plain: RunningServe;
const log: string[] = [];

beforeAll(async () => {
  const client = await testPglite();
  const spec = librarySpec();
  const common = { spec, port: 0, host: '127.0.0.1', origin: ORIGIN } as const;
  dev = await startServe({
    ...common,
    database: { kind: 'client', client, schema: freshSchema('serve') },
    dev: true,
    log: (line) => log.push(line),
  });
  plain = await startServe({
    ...common,
    database: { kind: 'client', client, schema: freshSchema('serve') },
    secret: 'a test secret that is long enough to sign with',
  });
});

afterAll(async () => {
  await dev?.close();
  await plain?.close();
});

const call = (method: string, path: string, init: CallInit = {}) =>
  callServer(dev.url, method, path, { user: 'u1', ...init });

const newBook = (values: Record<string, unknown> = {}) => ({
  title: 'Dune',
  isbn: `isbn-${Math.random()}`,
  ...values,
});

describe('specrun serve over HTTP', () => {
  it('says it is healthy, and which database it runs on', async () => {
    const health = await callServer(dev.url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', spec: 'Library', database: 'pglite' });
  });

  it('answers the calls with the spec’s backend: permissions, versions, lifecycles', async () => {
    const created = await call('POST', '/api/books', { json: newBook({ pages: 412 }) });
    expect(created.status).toBe(201);
    const book = created.body as { id: string; status: string };
    expect(book.status).toBe('shelved');
    expect(created.headers.get('ETag')).toBe('"1"');
    const refused = await call('POST', '/api/books', { user: 'u2', json: newBook() });
    expect([refused.status, refused.codes]).toEqual([403, ['NOT_ALLOWED']]);
    const read = await call('GET', `/api/books/${book.id}`, { user: 'u2' });
    expect(read.body).toMatchObject({ id: book.id, pages: 412 });
    const changed = await call('PATCH', `/api/books/${book.id}`, {
      json: { title: 'Dune Messiah' },
      headers: { 'If-Match': '"1"' },
    });
    expect(changed.status).toBe(200);
    const stale = await call('PATCH', `/api/books/${book.id}`, {
      json: { title: 'Children of Dune' },
      headers: { 'If-Match': '"1"' },
    });
    expect([stale.status, stale.codes]).toEqual([409, ['CONFLICT']]);
    const lent = await call('POST', `/api/books/${book.id}/lend`);
    expect(lent.body).toMatchObject({ status: 'lent' });
    const again = await call('POST', `/api/books/${book.id}/lend`);
    expect([again.status, again.codes]).toEqual([409, ['WRONG_STATE']]);
    const rule = await call('POST', '/api/books', { json: newBook({ pages: 0 }) });
    expect([rule.status, rule.codes]).toEqual([422, ['PAGES_NOT_POSITIVE']]);
  });

  it('gives one success and one refusal to two creates of one unique value at once', async () => {
    const isbn = 'isbn-raced';
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/books', { json: newBook({ isbn }) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.codes).toEqual(['ISBN_TAKEN']);
    const list = await call('GET', '/api/books');
    expect((list.body as { isbn: string }[]).filter((b) => b.isbn === isbn)).toHaveLength(1);
  });

  it('acts only through the development header under --dev, and through a token always', async () => {
    const header = await callServer(plain.url, 'POST', '/api/books', {
      user: 'u1',
      json: newBook(),
    });
    expect([header.status, header.codes]).toEqual([401, ['UNAUTHENTICATED']]);
    const token = await new TokenSigner(plain.secret).sign('u1', new Date());
    const signed = await callServer(plain.url, 'POST', '/api/books', {
      json: newBook(),
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(signed.status).toBe(201);
    const forged = await new TokenSigner(new TextEncoder().encode('x'.repeat(40))).sign(
      'u1',
      new Date(),
    );
    const refused = await callServer(plain.url, 'GET', '/api/books', {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(refused.status).toBe(401);
    const nobody = await callServer(dev.url, 'GET', '/api/books');
    expect(nobody.status).toBe(401);
  });

  it('answers a path no call has with 404, and a method none of its calls has with 405', async () => {
    const unknown = await call('GET', '/api/nothing/here');
    expect([unknown.status, unknown.codes]).toEqual([404, ['NOT_FOUND']]);
    const outside = await call('GET', '/index.html');
    expect([outside.status, outside.codes]).toEqual([404, ['NOT_FOUND']]);
    const wrong = await call('DELETE', '/api/books');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('Allow')).toBe('GET, POST');
    expect(wrong.body).toEqual({
      errors: [{ code: 'METHOD_NOT_ALLOWED', message: 'DELETE is not a method of /api/books.' }],
    });
  });

  it('lets in the pages of --origin only (CORS)', async () => {
    const preflight = await callServer(dev.url, 'OPTIONS', '/api/books', {
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, OPTIONS');
    const read = await call('GET', '/api/books', { headers: { Origin: ORIGIN } });
    expect(read.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN);
    expect(read.headers.get('Access-Control-Expose-Headers')).toContain('ETag');
    const other = await call('GET', '/api/books', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('writes one log line per request', async () => {
    // The lines of the requests before are written within 20 ms (a timer set before this one).
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
    await settled();
    const before = log.length;
    await call('GET', '/api/books');
    await call('GET', '/health');
    await settled();
    expect(log.slice(before).flatMap((text) => text.split('\n'))).toEqual([
      expect.stringMatching(/^\S+Z GET \/api\/books 200 \d+\.\dms \d+B$/),
      expect.stringMatching(/^\S+Z GET \/health 200 /),
    ]);
  });
});
