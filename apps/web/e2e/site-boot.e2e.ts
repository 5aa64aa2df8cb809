import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DIST } from './builtApp.ts';
import { EXAMPLES_DIR } from './examplesOnDisk.ts';
import { screenshot } from './screenshot.ts';

// The page of a site made by `specrun build` shows the running app's frame and the heading of
// the screen its URL names before any of the app's code has run, and the app, once started,
// draws the same heading in the same place, once.

const CLI_DIR = resolve(import.meta.dirname, '../../../packages/cli');
const OPENING = { timeout: 20_000 };
const LIST = '#/s/single-claims/claims';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
};

let work: string;
let server: Server;
let site: string;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  // The CLI as it is packaged, with the web app these tests built beside it, builds the site.
  execFileSync(process.execPath, ['build.mjs'], { cwd: CLI_DIR, stdio: 'inherit' });
  work = mkdtempSync(join(tmpdir(), 'specrun-site-boot-'));
  for (const file of readdirSync(join(CLI_DIR, 'dist')))
    copyFileSync(join(CLI_DIR, 'dist', file), join(work, file));
  symlinkSync(E2E_DIST, join(work, 'web'));
  copyFileSync(join(EXAMPLES_DIR, 'expense-claims.md'), join(work, 'claims.md'));
  execFileSync(
    process.execPath,
    [join(work, 'specrun.js'), 'build', 'claims.md', '--out', 'site'],
    {
      cwd: work,
      stdio: 'ignore',
    },
  );
});

test.beforeAll(async () => {
  const root = join(work, 'site');
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

/** Blocks the app's code from now on: pages show what they carry alone. Returns what was asked. */
async function blockCode(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/assets/*.js', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  return asked;
}

/** Loads the site's page anew at `hash` (a hash alone would not load it again). */
async function openAt(page: Page, hash: string): Promise<void> {
  await page.goto('about:blank');
  const refused = collectRefusals(page);
  await page.goto(`${site}${hash}`);
  await page.waitForLoadState('load');
  expect(await refused(), 'nothing refused by the content security policy').toEqual([]);
}

/** What the content security policy refused, from now on. */
function collectRefusals(page: Page): () => Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => refused;
}

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const navigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Screens of Expense claims' });

for (const width of [375, 1280]) {
  test(`at ${width} px, the page shows the frame and the list's heading before the app's code runs, and the app keeps it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const asked = await blockCode(page);
    await openAt(page, LIST);
    // The code is asked for after the page is painted, and none of it ran.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(mainHeading(page)).toHaveText(['Claims']);
    await expect(page.getByRole('link', { name: 'Expense claims' })).toBeVisible();
    await expect(navigation(page).getByRole('link')).toHaveText(['Home', 'Claims']);
    await expect(navigation(page).getByRole('link', { name: 'Claims' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('status')).toHaveText('Starting…');
    const before = await mainHeading(page).boundingBox();
    await screenshot(page, `site-boot-${width}`);

    // Started, the app draws the same heading, once, where the page drew it.
    await page.unroute('**/assets/*.js');
    await openAt(page, LIST);
    await expect(page.getByRole('link', { name: 'Printer paper' }).first()).toBeVisible(OPENING);
    await expect(mainHeading(page)).toHaveText(['Claims']);
    const after = await mainHeading(page).boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(after?.y).toBe(before?.y);
    expect(after?.height).toBe(before?.height);
    await screenshot(page, `site-boot-${width}-started`);
  });
}

test("the page names the home's heading without a hash, and none for a route it cannot know", async ({
  page,
}) => {
  await blockCode(page);
  await openAt(page, '');
  await expect(mainHeading(page)).toHaveText(['Expense claims']);
  // The home's intro, point 1's words, where the home shows it.
  const intro = page.getByText(/^A client-side web product in which employees claim back/);
  await expect(intro).toBeVisible();
  const introAt = await intro.boundingBox();
  await expect(navigation(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.unroute('**/assets/*.js');
  await openAt(page, '');
  await expect(page.getByRole('heading', { name: 'Gap report' })).toBeVisible(OPENING);
  expect(await intro.boundingBox()).toEqual(introAt);
  await blockCode(page);
  // A record's screen shows its screen's title, never the record; a form some roles may not
  // open, an unknown route and Specrun's own pages show the frame without a heading.
  await openAt(page, '#/s/single-claims/claims/c1');
  await expect(mainHeading(page)).toHaveText(['Claim']);
  for (const path of ['claims/new', 'nowhere', '~about']) {
    await openAt(page, `#/s/single-claims/${path}`);
    await expect(navigation(page)).toBeVisible();
    await expect(mainHeading(page), path).toHaveCount(0);
  }
  // Another page of the app (the gallery) is no screen of the spec: the plain start page.
  await openAt(page, '#/workbench');
  await expect(page.getByRole('status')).toHaveText('Starting…');
  await expect(navigation(page)).toHaveCount(0);
  await expect(mainHeading(page)).toHaveCount(0);
});

test('after a start on one screen, another opens with its own heading alone', async ({ page }) => {
  await openAt(page, LIST);
  await expect(page.getByRole('link', { name: 'Printer paper' }).first()).toBeVisible(OPENING);
  await navigation(page).getByRole('link', { name: 'Home' }).click();
  await expect(mainHeading(page)).toHaveText(['Expense claims']);
  expect(readFileSync(join(work, 'site', 'index.html'), 'utf8')).not.toContain(
    '<script type="module"',
  );
});
