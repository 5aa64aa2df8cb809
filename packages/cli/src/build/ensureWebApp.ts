import { spawnSync } from 'node:child_process';
import type { OutputStream } from '../io.ts';
import { BUILD_WEB_APP, findWebApp, type WebAppLocation } from './findWebApp.ts';

/**
 * Finds the built web app, and builds it first when the CLI runs from a Specrun repository whose
 * app is not built yet (a fresh clone after `npm ci`), telling `log` so: the commands that serve
 * or copy the app need nothing done by hand before them.
 */
export function ensureWebApp(
  log: OutputStream,
  find: () => WebAppLocation = findWebApp,
): WebAppLocation {
  const first = find();
  if (first.found || first.repository === undefined) return first;
  log.write(`The web app is not built yet: running "${BUILD_WEB_APP}" in ${first.repository}\n`);
  const [command, ...args] = BUILD_WEB_APP.split(' ') as [string, ...string[]];
  const run = spawnSync(command, args, {
    cwd: first.repository,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    const why = run.error?.message ?? lastLines(run.stderr ?? '');
    return { found: false, problem: `building the web app failed: ${why}` };
  }
  return find();
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-5).join('\n');
}
