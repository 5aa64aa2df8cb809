#!/usr/bin/env node
// The `specrun` command: runs the bundled CLI (dist/specrun.js), bundling it first when it is
// missing or older than the sources it is made from, so that `npx specrun` works right after
// `npm ci` in a fresh clone and never runs a stale bundle in a working tree.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(here, 'dist', 'specrun.js');
// The CLI's own sources and those of the packages it bundles (their src folders beside it).
const packages = join(here, '..');
const sources = readdirSync(packages).map((name) => join(packages, name, 'src'));

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function isStale() {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newestChange(dir) > built);
}

if (isStale()) await import('../build.mjs');
await import(pathToFileURL(bundle).href);
