import type { CallAnswer, CallRequest } from '@specrun/runtime/backend';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from './RequestLog.ts';
import { startHttpServer, type HttpServer, type HttpServerOptions } from './startHttpServer.ts';

let server: HttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(
  handle: HttpServerOptions['handle'],
  options: Partial<HttpServerOptions> = {},
): Promise<HttpServer> {
  server = await startHttpServer({ handle, port: 0, host: '127.0.0.1', catalogue: [], ...options });
  return server;
}

const json = (body: unknown): CallAnswer => ({
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const echo = async (request: CallRequest) =>
  json({ method: request.method, body: await request.text() });

describe('startHttpServer', () => {
  it('waits on close for the work of an answer whose client has gone', async () => {
    let started!: () => void;
    const began = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const work = new Promise<void>((resolve) => (finish = resolve));
    const { url } = await start(async () => {
      started();
      await work;
      return json({});
    });
    const gone = new AbortController();
    const asked = fetch(`${url}/slow`, { signal: gone.signal }).catch(() => 'gone');
    await began;
    gone.abort();
    expect(await asked).toBe('gone');
    let closed = false;
    const closing = server!.close().then(() => (closed = true));
    server = undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(closed).toBe(true);
  });

  it('passes requests to the handler, answers what it leaves with 404, and logs each once', async () => {
    const log: RequestLogEntry[] = [];
    const { url } = await start(
      async (request) => (request.path === '/echo' ? echo(request) : undefined),
      { log: (entry) => log.push(entry) },
    );
    const echoed = await fetch(`${url}/echo?x=1`, { method: 'POST', body: '{"a":1}' });
    expect(await echoed.json()).toEqual({ method: 'POST', body: '{"a":1}' });
    const missing = await fetch(`${url}/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: 'This record does not exist.' }],
    });
    const head = await fetch(`${url}/echo`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/echo?x=1', 200],
      ['GET', '/nothing', 404],
      ['HEAD', '/echo', 200],
    ]);
    expect(log[0]?.bytes).toBeGreaterThan(0);
  });

  it('reads a body as UTF-8, its byte order mark dropped and a broken byte replaced', async () => {
    const { url } = await start(echo);
    const bytes = (...parts: number[][]) => new Blob([new Uint8Array(parts.flat())]);
    const text = (value: string) => [...new TextEncoder().encode(value)];
    const send = async (body: Blob) =>
      ((await (await fetch(`${url}/echo`, { method: 'POST', body })).json()) as { body: string })
        .body;
    expect(await send(bytes([0xef, 0xbb, 0xbf], text('{"name":"Zoë"}')))).toBe('{"name":"Zoë"}');
    expect(await send(bytes(text('{"name":"Zoë"}')))).toBe('{"name":"Zoë"}');
    // Only a leading mark is dropped; one inside the text is a character of it.
    expect(await send(bytes(text('"a'), [0xef, 0xbb, 0xbf], text('"')))).toBe('"a\uFEFF"');
    expect(await send(bytes(text('"'), [0xff], text('"')))).toBe('"\uFFFD"');
  });

  it('answers a body over the limit with 413 before the handler sees it', async () => {
    let seen = 0;
    const { url } = await start(
      async (request) => {
        seen += 1;
        return echo(request);
      },
      { bodyLimit: 1000 },
    );
    const declared = await fetch(`${url}/echo`, { method: 'POST', body: 'x'.repeat(1001) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      errors: [{ code: 'TOO_LARGE', message: 'The request is larger than 1000 bytes.' }],
    });
    // A body sent in chunks, without a length, is counted as it comes.
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(400)));
        controller.close();
      },
    });
    const streamed = await fetch(`${url}/echo`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const fits = await fetch(`${url}/echo`, { method: 'POST', body: 'z'.repeat(1000) });
    expect(fits.status).toBe(200);
    expect(seen).toBe(1);
  });

  it('answers 503 TIMEOUT when the handler takes too long', async () => {
    const { url } = await start(() => new Promise<CallAnswer>(() => undefined), { timeoutMs: 200 });
    const answer = await fetch(`${url}/slow`);
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'TIMEOUT',
    );
  });

  it('lets a request under way finish when closed, and takes no new one', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const started = await start(async () => {
      await slow;
      return json({ done: true });
    });
    const pending = fetch(`${started.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = started.close();
    server = undefined;
    await expect(fetch(`${started.url}/other`)).rejects.toThrow();
    release();
    const answer = await pending;
    expect(await answer.json()).toEqual({ done: true });
    await closing;
  });

  it('rejects with EADDRINUSE when the port is taken', async () => {
    const first = await start(echo);
    await expect(
      startHttpServer({ handle: echo, port: first.port, host: '127.0.0.1', catalogue: [] }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
