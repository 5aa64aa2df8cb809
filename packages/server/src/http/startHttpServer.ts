import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorEntry } from '@specrun/model';
import { appError } from '@specrun/runtime';
import { errorAnswer, type CallAnswer, type CallRequest } from '@specrun/runtime/backend';
import type { RequestLogEntry } from './RequestLog.ts';

/** A Node request handler, for what `handle` leaves (the web app's files). */
export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Options of `startHttpServer`. */
export interface HttpServerOptions {
  /** Answers a request, or resolves to undefined for `fallback` to answer. */
  handle: (request: CallRequest) => Promise<CallAnswer | undefined>;
  /** Answers what `handle` leaves; default 404 NOT_FOUND. */
  fallback?: NodeHandler;
  /**
   * Takes a long-lived request (an event stream) before anything else, with no timeout:
   * returns true when it answers it.
   */
  stream?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** The error catalogue the server's own errors take their messages from (read at each error). */
  catalogue: readonly ErrorEntry[] | (() => readonly ErrorEntry[]);
  /** The largest body read, in bytes; default 1 MB. A larger one answers 413 TOO_LARGE. */
  bodyLimit?: number;
  /** How long an answer may take, in milliseconds; default 30 s. Then it answers 503 TIMEOUT. */
  timeoutMs?: number;
  /** Called once per answered request. */
  log?: (entry: RequestLogEntry) => void;
}

/** A listening server. */
export interface HttpServer {
  /** `http://host:port` */
  url: string;
  port: number;
  /**
   * Stops taking requests, lets those under way finish (for at most `graceMs`, default 10 s),
   * their work too when their client has gone, then closes every connection.
   */
  close(graceMs?: number): Promise<void>;
}

/** Reads bodies as the Fetch API's `text()` does: UTF-8, a leading byte order mark dropped. */
const UTF8 = new TextDecoder();

/** The default body limit: 1 MB. */
export const BODY_LIMIT = 1_000_000;

/**
 * Serves a handler of plain requests and answers (`CallRequest`, `CallAnswer`) over node:http:
 * no Fetch API objects are made per request. A body over the limit answers 413 before the
 * handler sees it; an answer that takes longer than the timeout answers 503; each request is
 * logged once it is answered. Rejects with the listen error (EADDRINUSE when the port is taken).
 */
export async function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const bodyLimit = options.bodyLimit ?? BODY_LIMIT;
  const timeoutMs = options.timeoutMs ?? 30_000;
  // Requests whose connection is open, and answers still being made: a client that goes away
  // does not stop its answer's work (its queries), which a close must wait for too.
  let inFlight = 0;
  let working = 0;
  let closing = false;
  let drained: (() => void) | undefined;
  const catalogue = (): readonly ErrorEntry[] =>
    typeof options.catalogue === 'function' ? options.catalogue() : options.catalogue;

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (options.stream?.(req, res)) return;
    const method = (req.method ?? 'GET').toUpperCase();
    const body = await readBody(req, bodyLimit);
    if (body === 'too large') {
      const error = appError('TOO_LARGE', catalogue(), { limit: formatBytes(bodyLimit) });
      res.setHeader('Connection', 'close');
      send(res, errorAnswer(413, [error]), method);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://host');
    // HEAD is answered as GET without the body (`send`).
    const request: CallRequest = {
      method: method === 'HEAD' ? 'GET' : method,
      path: url.pathname,
      search: url.search,
      header: (name) => headerOf(req, name),
      text: () => Promise.resolve(body === undefined ? '' : UTF8.decode(body)),
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<CallAnswer>((resolve) => {
      timer = setTimeout(
        () => resolve(errorAnswer(503, [appError('TIMEOUT', catalogue())])),
        timeoutMs,
      );
    });
    const handled = options.handle(request);
    const answered = await Promise.race([handled, timeout]).finally(() => clearTimeout(timer));
    if (answered !== undefined) {
      if (closing) res.setHeader('Connection', 'close');
      send(res, answered, method);
    } else if (options.fallback) {
      await options.fallback(req, res);
    } else {
      send(res, errorAnswer(404, [appError('NOT_FOUND', catalogue())]), method);
    }
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    const time = new Date().toISOString();
    inFlight += 1;
    let bytes = 0;
    const write = res.write.bind(res);
    res.write = ((chunk: unknown, ...rest: never[]) => {
      bytes += chunkLength(chunk);
      return write(chunk as never, ...rest);
    }) as typeof res.write;
    const end = res.end.bind(res);
    res.end = ((chunk?: unknown, ...rest: never[]) => {
      if (typeof chunk !== 'function') bytes += chunkLength(chunk);
      return end(chunk as never, ...rest);
    }) as typeof res.end;
    res.once('close', () => {
      inFlight -= 1;
      options.log?.({
        time,
        method: req.method ?? '',
        path: req.url ?? '',
        status: res.statusCode,
        ms: performance.now() - started,
        bytes,
      });
      settle();
    });
    working += 1;
    answer(req, res)
      .catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const detail = error instanceof Error ? error.message : String(error);
        send(res, errorAnswer(500, [appError('STORAGE', catalogue(), { detail })]), 'GET');
      })
      .finally(() => {
        working -= 1;
        settle();
      });
  });
  const settle = () => {
    if (closing && inFlight === 0 && working === 0) drained?.();
  };
  // The whole request must come in within the timeout; its headers within a minute at most.
  server.requestTimeout = timeoutMs;
  server.headersTimeout = Math.min(60_000, timeoutMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shown = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${shown}:${port}`,
    port,
    close: async (graceMs = 10_000) => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0 || working > 0)
        await Promise.race([
          new Promise<void>((resolve) => (drained = resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref()),
        ]);
      server.closeAllConnections();
      await closed;
    },
  };
}

/** The body of a request, undefined for none, or 'too large' past the limit (then not read on). */
async function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<Buffer | undefined | 'too large'> {
  const method = req.method?.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return 'too large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return 'too large';
    chunks.push(chunk);
  }
  return size === 0 ? undefined : Buffer.concat(chunks);
}

/** A request header's value (several joined as the Fetch API joins them), or null. */
function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Writes an answer; none of its body for HEAD. The body goes as text, which node:http writes in
 * one piece with the head (a Buffer is written beside it, in two).
 */
function send(res: ServerResponse, answer: CallAnswer, method: string): void {
  const { body } = answer;
  res.writeHead(answer.status, {
    ...answer.headers,
    ...(body === '' ? {} : { 'Content-Length': Buffer.byteLength(body) }),
  });
  res.end(method === 'HEAD' || body === '' ? undefined : body);
}

function chunkLength(chunk: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk);
  if (chunk instanceof Uint8Array) return chunk.length;
  return 0;
}

function formatBytes(bytes: number): string {
  return bytes % 1_000_000 === 0 ? `${bytes / 1_000_000} MB` : `${bytes} bytes`;
}
