import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_DIST } from './builtApp.ts';

const CLI_DIR = resolve(import.meta.dirname, '../../../packages/cli');

/** A `specrun serve` process started by a test, and the folder it runs in. */
export interface ServeProcess {
  url: string;
  dir: string;
  output: () => string;
  /** Stops the server (SIGTERM) and removes its folder, data and all. */
  stop: () => Promise<void>;
}

/**
 * Builds the CLI and lays it out as a packaged CLI is laid out (`specrun.js` with PGlite's files
 * and the built web app as `web/` beside it), in a folder of its own, so that `serve` serves the
 * app these tests built; writes the spec there as `specName`, then starts `specrun serve
 * <specName> --port 0 …args` in that folder and resolves once it answers. PGlite's data folder
 * is made there.
 */
export async function startSpecrunServe(
  specText: string,
  specName: string,
  args: string[],
): Promise<ServeProcess> {
  execFileSync(process.execPath, ['build.mjs'], { cwd: CLI_DIR, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'specrun-serve-e2e-'));
  for (const file of readdirSync(join(CLI_DIR, 'dist')))
    copyFileSync(join(CLI_DIR, 'dist', file), join(dir, file));
  symlinkSync(E2E_DIST, join(dir, 'web'));
  writeFileSync(join(dir, specName), specText);
  const child: ChildProcess = spawn(
    process.execPath,
    [join(dir, 'specrun.js'), 'serve', specName, '--port', '0', ...args],
    { cwd: dir, env: { ...process.env, NO_COLOR: '1' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    const poll = setInterval(() => {
      const found = / answers at (http:\/\/\S+) /.exec(output)?.[1];
      if (found === undefined) return;
      clearInterval(poll);
      done(found);
    }, 50);
    void exited.then(() => {
      clearInterval(poll);
      fail(new Error(`specrun serve stopped before it answered:\n${output}`));
    });
  });
  return {
    url,
    dir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
