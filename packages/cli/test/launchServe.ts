import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PACKAGE_DIR } from './runSpecrun.ts';

/** A `specrun serve` process started by a test. */
export interface ServeRun {
  child: ChildProcess;
  /** Its URL, once it printed it; undefined when it exited first. */
  url: string | undefined;
  /** What it printed so far, standard output and error together. */
  output: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** Kills (SIGKILL) every serve process the tests started that is still running. */
export function killServes(): void {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Starts the binary's `serve` command in `cwd` and resolves once it prints the URL it answers at,
 * or once it exits. Starting PGlite in a new data folder takes seconds, and far more on a loaded
 * machine.
 */
export function launchServe(args: string[], cwd: string = PACKAGE_DIR): Promise<ServeRun> {
  const child = spawn(
    process.execPath,
    [join(PACKAGE_DIR, 'dist', 'specrun.js'), 'serve', ...args],
    {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve) => {
    const settle = (url: string | undefined) => {
      clearInterval(poll);
      resolve({ child, url, output: () => output, exited });
    };
    const poll = setInterval(() => {
      const url = / answers at (http:\/\/[^\s]+) /.exec(output)?.[1];
      if (url !== undefined) settle(url);
    }, 20);
    void exited.then(() => settle(undefined));
  });
}

/** Starts `specrun serve`, which must come up; throws with what it printed otherwise. */
export async function startServe(
  args: string[],
  cwd?: string,
): Promise<ServeRun & { url: string }> {
  const run = await launchServe(args, cwd);
  if (run.url === undefined) throw new Error(`specrun serve did not start:\n${run.output()}`);
  return { ...run, url: run.url };
}
