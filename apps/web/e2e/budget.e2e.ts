import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkSpec, readSpec } from '@specrun/model';
import { hashSpecText } from '@specrun/model';
import { EXAMPLES_DIR } from './examplesOnDisk.ts';

// The budget for the built app's initial JavaScript, gzipped. The tests hold to it everything a
// start page loads until its first screen shows, which is stricter than index.html's entry alone:
// the entry chunk, and the chunks it loads lazily on the way (the spec reader and checker, the
// running app, IndexedDB's wrapper). Measured for both start pages: the gallery, and the running
// app of a single spec as `specrun build` makes it (a specrun.json beside the page, which carries
// the spec's diagnostics: that page does not load the checker).
const BUDGET_KB = 250;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const CLAIMS = readFileSync(join(EXAMPLES_DIR, 'expense-claims.md'), 'utf8');

/**
 * The specrun.json that `specrun build` writes for a Markdown spec: its name and what checking it
 * found (packages/cli/src/build/shipSpec.ts), so that the page loads what a built site's page does.
 */
function builtSiteConfig(spec: string, text: string) {
  const read = readSpec(text, { format: 'markdown' });
  const diagnostics = [...read.diagnostics, ...checkSpec(read.spec)].sort(
    (a, b) => a.at.line - b.at.line || a.at.column - b.at.column,
  );
  return { spec, check: { hash: hashSpecText(text), diagnostics } };
}

/** The JavaScript, gzipped, that the page loads from `goto` until `firstScreen` shows. */
async function measureStart(
  page: Page,
  label: string,
  firstScreen: (page: Page) => Locator,
): Promise<number> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/');
  await expect(firstScreen(page)).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');

  const sizes = new Map<string, number>();
  for (const [path, size] of scripts) sizes.set(path, await size);
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.log(`${label}: ${kb(total)} of JavaScript, gzipped, in ${sizes.size} files`);
  for (const [path, size] of [...sizes].sort((a, b) => b[1] - a[1]))
    console.log(`  ${path}  ${kb(size)}`);
  return total;
}

test(`the gallery loads at most ${BUDGET_KB} KB of JavaScript, gzipped`, async ({ page }) => {
  const total = await measureStart(page, 'Gallery', (p) => p.getByRole('article').first());
  expect(total).toBeGreaterThan(0);
  expect(total / 1024).toBeLessThanOrEqual(BUDGET_KB);
});

test(`a single spec's running app, reading the spec itself, loads at most ${BUDGET_KB} KB of JavaScript, gzipped`, async ({
  page,
}) => {
  await page.route('**/specrun.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(builtSiteConfig('claims.md', CLAIMS)),
    }),
  );
  await page.route('**/claims.md', (route) =>
    route.fulfill({ contentType: 'text/markdown', body: CLAIMS }),
  );
  const total = await measureStart(page, 'Single spec', (p) =>
    p.getByRole('heading', { level: 1, name: 'Expense claims' }),
  );
  expect(total).toBeGreaterThan(0);
  expect(total / 1024).toBeLessThanOrEqual(BUDGET_KB);
});
