import type { Server } from 'node:http';
import { join } from 'node:path';
import { findShared, runRealWorldHurl, startProxy } from '@specrun/server/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { killServes, startServe } from './launchServe.ts';
import { makeTempDir, runSpecrun } from './runSpecrun.ts';

/** The requests of RealWorld's suite that `serve` of the imported document passes, at least. */
const PASSED = 106;

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
    // The document's server is `https://api.realworld.show/api`: its calls' paths are under it,
    // as a live client sends them.
    proxy = await startProxy(serve.url, { strip: '/api' });
    const { files, stdout } = await runRealWorldHurl(proxy);
    expect(files).toHaveLength(13);
    const last = stdout.trimEnd().split('\n').pop() ?? '';
    const counts = /^154 requests: (\d+) passed, (\d+) failed, 0 not run$/.exec(last);
    expect(counts, stdout).not.toBeNull();
    // What fails is what the document does not say: RealWorld's messages ("can't be blank",
    // "not found"), empty texts as null, the order of the feed, a password's least length.
    expect(Number(counts?.[1]), stdout).toBeGreaterThanOrEqual(PASSED);
  }, 300_000);
});
