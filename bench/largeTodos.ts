// What the large-list and large-import benchmarks share: a build of the web app served from a
// port of 4500–4520, Debian's Chromium, TodoMVC records, and the app's own import dialog.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { serveStatic } from '../packages/cli/src/dev/serveStatic.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The ports a bench server may use (others belong to the e2e servers). */
const PORTS = { first: 4500, last: 4520 };

/** The app, built into a folder of its own and served; `close` stops and removes it. */
export interface ServedApp {
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Builds apps/web into a temporary folder (not apps/web/dist, which the e2e tests build into),
 * or takes the build in `built`, serves it on the first free port of 4500–4520 and launches
 * Chromium.
 */
export async function serveApp(built?: string): Promise<ServedApp> {
  const out = built ?? mkdtempSync(join(tmpdir(), 'specrun-bench-web-'));
  if (built === undefined) {
    console.log('building apps/web…');
    execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
      cwd: join(ROOT, 'apps', 'web'),
      stdio: 'ignore',
    });
  }
  const serve = serveStatic(out);
  const server = await listenOnFreePort(
    createServer((request, response) => void serve(request, response)),
  );
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  const browser = await launchChromium();
  return {
    base: `http://127.0.0.1:${address.port}/`,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      if (built === undefined) rmSync(out, { recursive: true, force: true });
    },
  };
}

async function listenOnFreePort(server: Server): Promise<Server> {
  for (let port = PORTS.first; port <= PORTS.last; port++) {
    const listening = await new Promise<boolean>((resolve) => {
      const onError = (): void => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (listening) return server;
  }
  throw new Error(`no free port in ${PORTS.first}–${PORTS.last} for the bench server`);
}

/** A stored todo, as the app exports it. */
export interface TodoRecord {
  entity: 'Todo';
  id: string;
  values: { title: string; completed: boolean };
  aside: Record<string, never>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const WORDS = ['call', 'buy', 'write', 'fix', 'read', 'plan', 'clean', 'send', 'book', 'pay'];
const THINGS = ['mum', 'milk', 'report', 'bike', 'mail', 'trip', 'kitchen', 'invoice', 'tax'];

/**
 * `count` todos from `from` on, one second apart, with titles in no order ("pay trip 4711"), so
 * that sorting by title moves nearly every row.
 */
export function todoRecords(count: number, from = 0): TodoRecord[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const mixed = (index * 2654435761) >>> 0;
    const at = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
    return {
      entity: 'Todo',
      id: `todo-${String(index).padStart(6, '0')}`,
      values: {
        title: `${WORDS[mixed % WORDS.length]} ${THINGS[(mixed >>> 8) % THINGS.length]} ${mixed % 100_000}`,
        completed: index % 3 === 0,
      },
      aside: {},
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** The text of a specrun-records file of todos. */
export function todosFile(records: readonly TodoRecord[]): string {
  return JSON.stringify({ format: 'specrun-records', version: 1, entity: 'Todo', records });
}

/** The address of the TodoMVC example's list of all todos. */
export function todosUrl(base: string): string {
  return `${base}#/s/example-todomvc/`;
}

/** Moments (performance.now() of the page) that the probes of `installProbes` saw. */
export interface Probes {
  /** A file was chosen in a file input. */
  fileChosen?: number;
  /** The import dialog said "Imported …". */
  imported?: number;
  /** The first data row of a table was in the page. */
  firstRow?: number;
}

/**
 * Watches every page that `page` loads from its first script on, noting when a file is chosen,
 * when an import ends and when the first row of a table shows, so that the figures are taken in
 * the page itself and not through the protocol's round trips.
 */
export async function installProbes(page: Page): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(…)`: functions
  // sent to the page need it there too.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(() => {
    const probes: Record<string, number> = {};
    (window as unknown as { __probes: Record<string, number> }).__probes = probes;
    document.addEventListener(
      'change',
      (event) => {
        if ((event.target as HTMLInputElement).type === 'file') {
          probes['fileChosen'] = performance.now();
          delete probes['imported'];
        }
      },
      true,
    );
    new MutationObserver(() => {
      const now = performance.now();
      if (probes['firstRow'] === undefined && document.querySelector('tbody tr[aria-rowindex]'))
        probes['firstRow'] = now;
      if (
        probes['fileChosen'] !== undefined &&
        probes['imported'] === undefined &&
        /^Imported /.test(document.querySelector('[role=dialog] [role=status]')?.textContent ?? '')
      )
        probes['imported'] = now;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What the probes have seen so far on the current page. */
export function readProbes(page: Page): Promise<Probes> {
  return page.evaluate(() => ({ ...(window as unknown as { __probes: Probes }).__probes }));
}

/**
 * Imports a file of todos through the list's Import button and the import dialog, as a person
 * does, and closes the dialog; returns the milliseconds from the file's choice to "Imported"
 * (the page needs `installProbes`).
 */
export async function importThroughDialog(page: Page, text: string): Promise<number> {
  const main = page.getByRole('main');
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: 'Import' }).click();
  const count = (JSON.parse(text) as { records: unknown[] }).records.length;
  await (
    await chooser
  ).setFiles({ name: 'todos.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const dialog = page.getByRole('dialog');
  const status = dialog.getByRole('status');
  await status.filter({ hasText: /^Imported / }).waitFor({ timeout: 600_000 });
  const said = (await status.textContent()) ?? '';
  if (!said.includes(`Imported ${count.toLocaleString('en')} records`))
    throw new Error(`the import said "${said}", not that it imported ${count} records`);
  const { fileChosen, imported } = await readProbes(page);
  if (fileChosen === undefined || imported === undefined)
    throw new Error('the probes did not see the import start and end');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return imported - fileChosen;
}
