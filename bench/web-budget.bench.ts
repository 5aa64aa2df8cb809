import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { serveStatic } from '../packages/cli/src/dev/serveStatic.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = join(ROOT, 'apps', 'web', 'dist');
const BUDGET_KB = 250;
/** How long the network must be quiet before the start page counts as loaded. */
const QUIET_MS = 500;

/** The figures of one start page. */
interface StartLoad {
  /** index.html's entry scripts and modulepreloads, and their static imports, gzipped. */
  initial: Map<string, number>;
  /** Every script the page loaded until its first screen showed, gzipped. */
  loaded: Map<string, number>;
  css: number;
}

/**
 * The built app's initial JavaScript, gzipped (level 9), against the budget of 250 KB: what
 * index.html loads (its entry scripts, their modulepreloads and static imports, found in the
 * files), and what the start page loads in Chromium until its first screen shows, lazy chunks
 * included. Measured for the gallery (apps/web/dist) and for a single-spec site (`specrun build`
 * of the expense claims example), whose start page is the running app.
 */
export default async function webBudgetBench(): Promise<void> {
  console.log('building apps/web and the CLI…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'ignore' });
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'packages', 'cli') });
  const site = join(mkdtempSync(join(tmpdir(), 'specrun-budget-')), 'site');
  execFileSync(process.execPath, [
    join(ROOT, 'packages', 'cli', 'dist', 'specrun.js'),
    'build',
    join(ROOT, 'examples', 'expense-claims.md'),
    '--out',
    site,
  ]);
  try {
    const rows: [string, StartLoad][] = [
      ['gallery (apps/web/dist)', await measureStart(WEB_DIST, 'article')],
      ['single spec (expense claims)', await measureStart(site, 'main h1')],
    ];
    for (const [name, load] of rows) report(name, load);
    console.log('\nsummary (JavaScript loaded before the first screen, gzipped):');
    for (const [name, load] of rows) {
      const loaded = [...load.loaded.values()].reduce((a, b) => a + b, 0);
      console.log(`  ${name.padEnd(30)} ${kb(loaded).padStart(9)}  ${verdict(loaded)}`);
    }
  } finally {
    rmSync(dirname(site), { recursive: true, force: true });
  }
}

async function measureStart(dir: string, firstScreen: string): Promise<StartLoad> {
  const initial = new Map<string, number>();
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"|<link\b[^>]*\bhref="([^"]+\.js)"/g),
    // A site's page has its boot script add the entry and its preloads after the first paint.
    ...html.matchAll(/"(\.\/assets\/[^"]+\.js)"/g),
  ].map((m) => posix.normalize(m[1] ?? m[2] ?? ''));
  for (const entry of entries) addWithStaticImports(dir, entry, initial);

  const server = await listen(
    createServer((request, response) => void serveStatic(dir)(request, response)),
  );
  const browser = await launchChromium();
  const loaded = new Map<string, number>();
  let css = 0;
  try {
    const page = await browser.newPage();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const path = new URL(response.url()).pathname.replace(/^\//, '');
      pending.push(
        response.body().then((body) => {
          const size = gzipSync(body, { level: 9 }).length;
          if (type === 'script') loaded.set(path, size);
          else css += size;
        }),
      );
    });
    const quiet = trackQuiet(page);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.locator(firstScreen).first().waitFor({ timeout: 30_000 });
    await quiet(QUIET_MS);
    await Promise.all(pending);
  } finally {
    await browser.close();
    server.close();
  }
  return { initial, loaded, css };
}

/** Returns a wait for the moment the page has had no request in flight for `ms`. */
function trackQuiet(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async (ms) => {
    const giveUp = performance.now() + 15_000;
    while (inFlight > 0 || performance.now() - lastChange < ms) {
      if (performance.now() > giveUp)
        throw new Error(`the network never went quiet (${inFlight} requests in flight)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Adds a script and, recursively, the chunks it imports statically (not `import()`). */
function addWithStaticImports(dir: string, path: string, into: Map<string, number>): void {
  const file = posix.normalize(path.replace(/^\.?\//, ''));
  if (into.has(file)) return;
  const code = readFileSync(join(dir, file));
  into.set(file, gzipSync(code, { level: 9 }).length);
  // Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./y.js"`.
  const imports =
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.toString('utf8').matchAll(imports)) {
    const target = match[1] ?? '';
    if (target.startsWith('.'))
      addWithStaticImports(dir, posix.join(posix.dirname(file), target), into);
  }
}

function report(name: string, load: StartLoad): void {
  const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
  const initial = sum(load.initial);
  const loaded = sum(load.loaded);
  console.log(`\n${name}`);
  console.log(
    `  initial JavaScript: ${kb(initial)} gzipped in ${load.initial.size} file(s): ${verdict(initial)}`,
  );
  console.log(
    `  JavaScript loaded before the first screen: ${kb(loaded)} gzipped in ${load.loaded.size} file(s): ${verdict(loaded)}`,
  );
  for (const [path, size] of [...load.loaded].sort((a, b) => b[1] - a[1]))
    console.log(
      `    ${path.padEnd(44)} ${kb(size).padStart(9)}${load.initial.has(path) ? '  (initial)' : ''}`,
    );
  console.log(`  CSS: ${kb(load.css)} gzipped (not counted in the budget)`);
}

function verdict(bytes: number): string {
  const left = BUDGET_KB - bytes / 1024;
  return left >= 0
    ? `PASS (budget ${BUDGET_KB} KB, ${left.toFixed(1)} KB left)`
    : `MISS (budget ${BUDGET_KB} KB, over by ${(-left).toFixed(1)} KB)`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
