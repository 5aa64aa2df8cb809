import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's folder; the built binary is dist/specrun.js under it. */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's examples. */
export const EXAMPLES = join(PACKAGE_DIR, '..', '..', 'examples');

/** What a run of the binary gave. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout split into lines, without the final empty one. */
  lines: string[];
}

/**
 * Runs `node dist/specrun.js <args>` in `cwd` (default: the package folder), without NO_COLOR;
 * killed after a minute (its status then null), so that a command that never ends fails its test.
 */
export function runSpecrun(
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Run {
  const env: Record<string, string | undefined> = { ...process.env, ...options.env };
  if (!options.env || !('NO_COLOR' in options.env)) delete env['NO_COLOR'];
  const result = spawnSync(process.execPath, [join(PACKAGE_DIR, 'dist', 'specrun.js'), ...args], {
    cwd: options.cwd ?? PACKAGE_DIR,
    encoding: 'utf8',
    env,
    timeout: 60_000,
  });
  return {
    code: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    lines: result.stdout.replace(/\n$/, '').split('\n'),
  };
}

/** A fresh temporary folder for one test's files. */
export function makeTempDir(): string {
  return mkdtempSync(join(tmpdir(), 'specrun-cli-'));
}
