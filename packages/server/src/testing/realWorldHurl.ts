import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';

// RealWorld's own API suite (13 Hurl files, 154 requests), run over HTTP by the shared
// hurl-run.mjs as `hurl --test` would, through a proxy that sees every answer.

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

/** `shared/` beside the repository, as CI lays it out. */
export function findShared(): string {
  for (let dir = dirname(ROOT); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared');
    if (existsSync(join(candidate, 'realworld', 'hurl'))) return candidate;
    if (dirname(dir) === dir) throw new Error('shared/realworld is not beside the repository');
  }
}

/** How the proxy in front of the server under test treats each exchange. */
export interface ProxyOptions {
  /** A path prefix taken off each request (`/api`: the document's server path). */
  strip?: string;
  /** Hears the body of each answer. */
  onAnswer?: (body: string) => void;
}

/** Starts a proxy on a free port of 127.0.0.1 that forwards each request to `target`. */
export function startProxy(target: string, options: ProxyOptions = {}): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const path = options.strip === undefined ? url : url.replace(options.strip, '') || '/';
    const forwarded = httpRequest(
      new URL(path, target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          options.onAnswer?.(body.toString('utf8'));
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** What a run of the suite gives: its files, and the runner's output (its last line counts). */
export interface HurlRun {
  files: string[];
  stdout: string;
}

/** Runs RealWorld's 13 Hurl files against the server behind `proxy`, continuing past failures. */
export async function runRealWorldHurl(proxy: Server): Promise<HurlRun> {
  const shared = findShared();
  const hurl = join(shared, 'realworld', 'hurl');
  const files = readdirSync(hurl)
    .filter((f) => f.endsWith('.hurl'))
    .map((f) => join(hurl, f));
  const { port } = proxy.address() as AddressInfo;
  const run = join(shared, 'tools', 'hurl-run.mjs');
  const args = [run, '--host', `http://127.0.0.1:${port}`, '--uid', String(process.pid)];
  const stdout = await new Promise<string>((done, fail) =>
    execFile(process.execPath, [...args, '--continue', ...files], (error, out) =>
      error ? fail(error) : done(out),
    ),
  );
  return { files, stdout };
}
