import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PACKAGE_DIR } from './runSpecrun.ts';

/** A running `specrun dev`: its URL, what it printed so far, and how it ended. */
export interface DevRun {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

/** Kills the `specrun dev` processes a test left running: call it after each test. */
export function killDevProcesses(): void {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Starts the binary's `dev` command and resolves once it prints its URL, or once it exits; the
 * URL is `undefined` when it exited first.
 */
export function launchDev(
  args: string[],
): Promise<Omit<DevRun, 'url'> & { url: string | undefined }> {
  const child = spawn(process.execPath, [join(PACKAGE_DIR, 'dist', 'specrun.js'), 'dev', ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, NO_COLOR: '1' },
  });
  running.push(child);
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
      const url = /runs at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (url !== undefined) settle(url);
    }, 20);
    void exited.then(() => settle(undefined));
  });
}

/** Starts `specrun dev`, which must come up and print its URL. */
export async function startDev(args: string[]): Promise<DevRun> {
  const run = await launchDev(args);
  if (run.url === undefined) throw new Error(`specrun dev did not start:\n${run.output()}`);
  return { ...run, url: run.url };
}

/** Runs `specrun dev` to its end (for the runs that fail at once). */
export async function runDevToEnd(
  args: string[],
): Promise<{ code: number | null; output: string }> {
  const run = await launchDev(args);
  if (run.url !== undefined) run.child.kill('SIGINT');
  return { code: await run.exited, output: run.output() };
}
