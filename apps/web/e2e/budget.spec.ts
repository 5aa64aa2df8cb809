import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The budget for the built app's initial JavaScript, gzipped. The test holds to it everything the
// start page loads until the gallery shows, which is stricter: the entry chunk that index.html
// names, and the chunks it loads lazily (the spec reader and checker, the example texts).
const BUDGET_KB = 250;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

test(`the start page loads at most ${BUDGET_KB} KB of JavaScript, gzipped`, async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  // The page is served at the root, so the entry's paths resolve against it.
  const entry = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map(
    (match) => new URL(match[1] ?? '', 'http://localhost/').pathname,
  );
  expect(entry.length).toBeGreaterThan(0);

  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = new Map<string, number>();
  for (const [path, size] of scripts) sizes.set(path, await size);
  const sum = (paths: Iterable<string>): number =>
    [...paths].reduce((total, path) => total + (sizes.get(path) ?? 0), 0);
  const initial = sum(entry);
  const total = sum(sizes.keys());
  console.log(`Initial JavaScript (index.html's entry): ${kb(initial)} gzipped`);
  console.log(`JavaScript the start page loads: ${kb(total)} gzipped in ${sizes.size} files`);
  for (const [path, size] of sizes) console.log(`  ${path}  ${kb(size)}`);

  expect(initial).toBeGreaterThan(0);
  expect(total / 1024).toBeLessThanOrEqual(BUDGET_KB);
});
