import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killServes, startServe } from './launchServe.ts';
import { makeTempDir, PACKAGE_DIR, runSpecrun } from './runSpecrun.ts';

/** The requests of RealWorld's suite that `serve` of the imported document passes, at least. */
const PASSED = 106;

/** `shared/` beside the repository, as CI lays it out. */
function findShared(): string {
  for (let dir = dirname(PACKAGE_DIR); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared');
    if (existsSync(join(candidate, 'realworld', 'hurl'))) return candidate;
    if (dirname(dir) === dir) throw new Error('shared/realworld is not beside the repository');
  }
}

/**
 * Forwards each request to `target` without the path of the document's server
 * (`https://api.realworld.show/api`): its calls' paths are under it, as a live client sends them.
 */
function startProxy(target: string, base: string): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').replace(base, '') || '/';
    const forwarded = httpRequest(
      new URL(path, target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

let proxy: Server | undefined;

afterEach(async () => {
  killServes();
  await new Promise((done) => (proxy ? proxy.close(done) : done(undefined)));
  proxy = undefined;
});

describe("specrun serve of RealWorld's imported openapi.yml", () => {
  it("passes RealWorld's API suite but for what the document does not say", async () => {
    const shared = findShared();
    const dir = makeTempDir();
    const imported = runSpecrun(
      ['import', join(shared, 'realworld', 'openapi.yml'), '--out', join(dir, 'conduit.md')],
      { env: { NO_COLOR: '1' } },
    );
    expect(imported.code).toBe(0);
    expect(imported.stderr).toContain('19 calls');
    expect(imported.stderr).toContain('0 errors, 0 warnings');
    const serve = await startServe([
      join(dir, 'conduit.md'),
      '--port',
      '0',
      '--data',
      join(dir, 'data'),
    ]);
    proxy = await startProxy(serve.url, '/api');
    const hurl = join(shared, 'realworld', 'hurl');
    const files = readdirSync(hurl)
      .filter((f) => f.endsWith('.hurl'))
      .map((f) => join(hurl, f));
    expect(files).toHaveLength(13);
    const { port } = proxy.address() as AddressInfo;
    const run = join(shared, 'tools', 'hurl-run.mjs');
    const args = [run, '--host', `http://127.0.0.1:${port}`, '--uid', String(process.pid)];
    const stdout = await new Promise<string>((done, fail) =>
      execFile(process.execPath, [...args, '--continue', ...files], (error, out) =>
        error ? fail(error) : done(out),
      ),
    );
    const last = stdout.trimEnd().split('\n').pop() ?? '';
    const counts = /^154 requests: (\d+) passed, (\d+) failed, 0 not run$/.exec(last);
    expect(counts, stdout).not.toBeNull();
    // What fails is what the document does not say: RealWorld's messages ("can't be blank",
    // "not found"), empty texts as null, the order of the feed, a password's least length.
    expect(Number(counts?.[1]), stdout).toBeGreaterThanOrEqual(PASSED);
  }, 300_000);
});
