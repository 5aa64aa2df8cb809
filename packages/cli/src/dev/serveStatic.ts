import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.markdown': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
};

/** The Content-Type a file is served with, by its extension. */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A request handler; resolves once the response is sent. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Serves the files of a folder as a static file host does: `index.html` for a folder, 404 for
 * anything else missing, nothing outside the folder. Text is gzipped when the client accepts it;
 * the hashed files under `assets/` may be cached for good, the rest is revalidated.
 */
export function serveStatic(root: string): Handler {
  const base = resolve(root);
  const compressed = new Map<string, { stamp: string; body: Buffer }>();
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Only GET and HEAD are served here.\n', { Allow: 'GET, HEAD' });
      return;
    }
    const file = await findFile(base, request.url ?? '/');
    if (file === undefined) {
      sendText(response, 404, 'Not found.\n');
      return;
    }
    const type = contentTypeOf(file.path);
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': relative(base, file.path).startsWith(`assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body: Buffer = await readFile(file.path);
    if (isCompressible(type) && acceptsGzip(request)) {
      const stamp = `${file.mtimeMs}:${file.size}`;
      let cached = compressed.get(file.path);
      if (cached?.stamp !== stamp) {
        cached = { stamp, body: await gzipAsync(body) };
        compressed.set(file.path, cached);
      }
      body = cached.body;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** Sends a short plain-text answer. */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

async function findFile(
  base: string,
  url: string,
): Promise<{ path: string; mtimeMs: number; size: number } | undefined> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://host').pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  let path = resolve(join(base, pathname));
  if (path !== base && !path.startsWith(base + sep)) return undefined;
  try {
    let info = await stat(path);
    if (info.isDirectory()) {
      path = join(path, 'index.html');
      info = await stat(path);
    }
    return info.isFile() ? { path, mtimeMs: info.mtimeMs, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|yaml)|image\/svg)/.test(type);
}

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}
