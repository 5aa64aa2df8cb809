import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the built web app is, or where it was looked for and how to build it. */
export type WebAppLocation =
  { found: true; dir: string } | { found: false; problem: string; repository?: string };

/** The command that builds the web app, run from the repository's root. */
export const BUILD_WEB_APP = 'npm run build -w apps/web';

/**
 * Finds the built web app (a folder with `index.html`) from the CLI's own file: a `web` folder
 * beside it (a packaged CLI), else `apps/web/dist` in the repository the CLI sits in.
 */
export function findWebApp(cliFile: string = fileURLToPath(import.meta.url)): WebAppLocation {
  const beside = join(dirname(cliFile), 'web');
  if (isBuiltApp(beside)) return { found: true, dir: beside };
  let repository: string | undefined;
  for (let dir = dirname(cliFile); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'apps', 'web', 'package.json'))) {
      repository = dir;
      const dist = join(dir, 'apps', 'web', 'dist');
      if (isBuiltApp(dist)) return { found: true, dir: dist };
      break;
    }
    if (dirname(dir) === dir) break;
  }
  if (repository === undefined)
    return {
      found: false,
      problem: `the web app is not here: there is no folder "web" beside ${cliFile} and no Specrun repository (apps/web) above it. Run specrun from a Specrun repository in which "${BUILD_WEB_APP}" has been run.`,
    };
  return {
    found: false,
    repository,
    problem: `the web app is not built: ${join(repository, 'apps', 'web', 'dist', 'index.html')} is missing. Build it with "${BUILD_WEB_APP}" in ${repository}, then run this command again.`,
  };
}

function isBuiltApp(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}
