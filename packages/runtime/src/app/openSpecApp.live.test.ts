import { readMarkdown, type Spec } from '@specrun/model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISITOR_USER } from '../access/signedInRoles.ts';
import { openBackend } from '../backend/backendClient.testing.ts';
import { CallError } from '../calls/CallError.ts';
import { CallLog } from '../calls/CallLog.ts';
import { connectCalls } from '../calls/connectCalls.ts';
import { readKeptSignIn } from '../calls/keptSignIn.ts';
import type { Transport } from '../calls/sendCall.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { openSpecApp, type SpecApp } from './openSpecApp.ts';

// Conduit in live mode: the app signs up and in through the spec's own calls to a server (the
// spec's backend, as `specrun serve` hosts it, without the development header), sends the token
// it answered, and reads and writes envelopes, field lists and references answered as objects.
const files = import.meta.glob<string>('../../../../examples/conduit.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const spec: Spec = readMarkdown(Object.values(files)[0] ?? '').spec;
const SERVER = 'http://server.test';

/** This tab's `sessionStorage`, in memory. */
class TabStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

let tab: TabStorage;
beforeEach(() => {
  tab = new TabStorage();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = tab;
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

interface Sent {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
}

/** A browser's running app whose calls go to `server` in live mode, acting as a visitor. */
function openBrowser(server: Transport) {
  const log = new CallLog();
  const sent: Sent[] = [];
  const send: Transport = async (request) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const body = await request.clone().text();
    const url = new URL(request.url);
    sent.push({ method: request.method, path: url.pathname, query: url.search, headers, body });
    return server(request);
  };
  const app = openSpecApp({
    spec,
    store: new MemoryRecordStore(),
    user: VISITOR_USER,
    calls: async () =>
      connectCalls(spec, {
        target: () => ({ mode: 'live', baseUrl: SERVER }),
        transportTo: () => send,
        log,
      }),
  });
  return { app, log, sent };
}

function openServer(): Transport {
  const { backend } = openBackend(spec, { passwordIterations: 1000, trustUserHeader: false });
  return (request) => backend.handle(request);
}

async function signUp(app: SpecApp, username: string): Promise<void> {
  const made = await app.signUp({
    username,
    email: `${username}@conduit.test`,
    password: `${username}-secret-1`,
  });
  expect(made).toMatchObject({ ok: true, value: { id: username, roles: ['signed in'] } });
}

describe('openSpecApp in live mode, on a server that signs users in', () => {
  it("reads a list's pages one after the other, up to its envelope's count", async () => {
    const server = openServer();
    const ann = openBrowser(server);
    await signUp(ann.app, 'ann');
    const source = ann.app.getSnapshot().source;
    for (let n = 1; n <= 45; n += 1) {
      const made = await source.create('Article', {
        title: `Post ${n}`,
        description: 'A post',
        body: 'Words.',
        tagList: [],
      });
      expect(made.ok).toBe(true);
    }
    const reads = ann.sent.length;
    const listed = await source.list('Article');
    expect(new Set(listed.map((a) => a.id)).size).toBe(45);
    // PAGE_SIZE is 20: the first page, then offset 20 and 40.
    const pages = ann.sent.slice(reads).filter((s) => s.path === '/api/articles');
    expect(pages.map((s) => s.query)).toEqual(['', '?offset=20', '?offset=40']);
  });

  it('signs up through the calls, writes and reads every wire shape with the token', async () => {
    const server = openServer();
    const ann = openBrowser(server);
    await signUp(ann.app, 'ann');
    expect(ann.sent[0]).toMatchObject({ method: 'POST', path: '/api/users' });
    expect(JSON.parse(ann.sent[0]!.body)).toEqual({
      user: { username: 'ann', email: 'ann@conduit.test', password: 'ann-secret-1' },
    });
    // The token is kept in this tab, and sent as the spec's sentence says.
    const kept = readKeptSignIn(SERVER);
    expect(kept?.user.id).toBe('ann');
    const written = await ann.app.getSnapshot().source.create('Article', {
      title: 'Hello World',
      description: 'A first post',
      body: 'Some words.',
      tagList: ['intro', 'greetings'],
    });
    expect(written).toMatchObject({
      ok: true,
      value: { id: 'hello-world', values: { author: 'ann', tagList: ['intro', 'greetings'] } },
    });
    const create = ann.sent.find((s) => s.path === '/api/articles' && s.method === 'POST')!;
    expect(create.headers.authorization).toBe(`Token ${kept!.token}`);
    expect(Object.keys(JSON.parse(create.body) as object)).toEqual(['article']);

    const bob = openBrowser(server);
    await signUp(bob.app, 'bob');
    const listed = await bob.app.getSnapshot().source.list('Article');
    expect(listed.map((a) => [a.id, a.values.author, a.values.favoritesCount])).toEqual([
      ['hello-world', 'ann', 0],
    ]);
    const comment = await bob.app
      .getSnapshot()
      .source.create('Comment', { body: 'Nice post!', article: 'hello-world' });
    expect(comment).toMatchObject({ ok: true, value: { values: { author: 'bob' } } });
    // Only the fields the call sends: `{comment: Comment(body)}`.
    const added = bob.sent.find((s) => s.path === '/api/articles/hello-world/comments')!;
    expect(JSON.parse(added.body)).toEqual({ comment: { body: 'Nice post!' } });
    const favourite = await bob.app
      .getSnapshot()
      .source.relate('Article', 'hello-world', 'favorite');
    expect(favourite).toMatchObject({
      ok: true,
      value: { values: { favoritesCount: 1, favorited: true } },
    });

    // The first browser reads the comment under its article, and the count.
    const source = ann.app.getSnapshot().source;
    const comments = await source.listWhere!('Comment', { article: 'hello-world' });
    expect(comments.map((c) => [c.values.body, c.values.author, c.values.article])).toEqual([
      ['Nice post!', 'bob', 'hello-world'],
    ]);
    const read = await source.get('Article', 'hello-world');
    expect(read).toMatchObject({
      ok: true,
      value: { values: { favoritesCount: 1, favorited: false } },
    });
    // A profile is read through its own call, known by its username.
    const profile = await source.get('User', 'bob');
    expect(profile).toMatchObject({ ok: true, value: { id: 'bob', values: { username: 'bob' } } });
    // Nothing went to the page's own store, and no answer broke the spec.
    expect(ann.log.entries().filter((e) => e.mode === 'local')).toEqual([]);
    expect(ann.log.entries().flatMap((e) => e.violations)).toEqual([]);
    // The log hides the password sent in the envelope.
    expect(JSON.stringify(ann.log.entries())).not.toContain('ann-secret-1');

    ann.app.signOut();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ann.app.getSnapshot().user).toEqual(VISITOR_USER);
    expect(readKeptSignIn(SERVER)).toBeUndefined();
  });

  it('answers a wrong password with the catalogue message, and stays signed out', async () => {
    const server = openServer();
    const ann = openBrowser(server);
    await signUp(ann.app, 'ann');
    ann.app.signOut();
    const refused = await ann.app.signIn({ email: 'ann@conduit.test', password: 'not-hers' });
    expect(refused).toMatchObject({
      ok: false,
      errors: [{ code: 'SIGN_IN_FAILED', message: 'invalid' }],
    });
    expect(ann.app.getSnapshot().user).toEqual(VISITOR_USER);
    const signedIn = await ann.app.signIn({ email: 'ann@conduit.test', password: 'ann-secret-1' });
    expect(signedIn).toMatchObject({ ok: true, value: { id: 'ann' } });
  });

  it('says NETWORK when the server is down, and signs nobody in', async () => {
    const { app, log } = openBrowser(() => Promise.reject(new TypeError('fetch failed')));
    const outcome = await app.signUp({ username: 'ann', email: 'a@b.test', password: 'secret-12' });
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'NETWORK' }] });
    expect(app.getSnapshot().user).toEqual(VISITOR_USER);
    expect(log.entries()[0]?.handling).toContain('no connection: fetch failed');
  });

  it('reports an envelope missing its member as a contract violation, not a crash', async () => {
    const server = openServer();
    const broken: Transport = async (request) =>
      new URL(request.url).pathname === '/api/articles' && request.method === 'GET'
        ? Response.json({ items: [] })
        : server(request);
    const { app, log } = openBrowser(broken);
    const listing = app.getSnapshot().source.list('Article');
    await expect(listing).rejects.toBeInstanceOf(CallError);
    await expect(listing).rejects.toMatchObject({ errors: [{ code: 'NETWORK' }] });
    const entry = log.entries().find((e) => e.call === 'list articles')!;
    expect(entry.violations).toContain(
      'list articles answers 200: the body has no "articles" member; the spec lists {"articles": […]}',
    );
    expect(entry.handling).toContain('shown NETWORK');
  });

  it('signs the user out, saying why, when the server no longer takes the token', async () => {
    const server = openServer();
    let expired = false;
    const { app } = openBrowser((request) =>
      expired && request.headers.has('authorization')
        ? Promise.resolve(Response.json({ errors: { token: ['is missing'] } }, { status: 401 }))
        : server(request),
    );
    await signUp(app, 'ann');
    expired = true;
    const refused = await app.getSnapshot().source.create('Article', {
      title: 'Late',
      description: 'd',
      body: 'b',
    });
    expect(refused).toMatchObject({ ok: false, errors: [{ code: 'UNAUTHENTICATED' }] });
    expect(app.getSnapshot().user).toEqual(VISITOR_USER);
    expect(app.getSnapshot().signedOut).toMatch(/sign in again/);
    expect(readKeptSignIn(SERVER)).toBeUndefined();
  });

  it('acts again as the user signed in earlier in this tab once the calls load (a reload)', async () => {
    const server = openServer();
    const first = openBrowser(server);
    await signUp(first.app, 'ann');
    const reloaded = openBrowser(server);
    expect(reloaded.app.getSnapshot().user).toEqual(VISITOR_USER);
    const written = await reloaded.app
      .getSnapshot()
      .source.create('Article', { title: 'Again', description: 'd', body: 'b' });
    expect(written).toMatchObject({ ok: true, value: { values: { author: 'ann' } } });
    expect(reloaded.app.getSnapshot().user.id).toBe('ann');
    // Signed out, nobody comes back.
    reloaded.app.signOut();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(openBrowser(server).app.getSnapshot().user).toEqual(VISITOR_USER);
    expect(readKeptSignIn(SERVER)).toBeUndefined();
  });
});
