import { expect, test } from '@playwright/test';
import { readExamplesOnDisk } from './examplesOnDisk.ts';
import { screenshot } from './screenshot.ts';

// Each example's text is a chunk of its own, named after its file: holding or failing those
// requests shows the gallery's loading and error states.
const exampleChunk = new RegExp(
  `/assets/(${readExamplesOnDisk()
    .map((example) => example.stem)
    .join('|')})-[\\w-]+\\.js$`,
);

test('the gallery says it is loading while the examples load', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(exampleChunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Loading the examples…');
  await screenshot(page, 'gallery-loading');
  release();
  await expect(page.getByRole('article')).toHaveCount(readExamplesOnDisk().length);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the gallery says so when the examples cannot be loaded, and offers to try again', async ({
  page,
}) => {
  await page.route(exampleChunk, (route) => route.abort());
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The examples could not be loaded');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await screenshot(page, 'gallery-error');

  await page.unroute(exampleChunk);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(readExamplesOnDisk().length);
});

test("a screen whose code cannot be loaded says so in the spec's frame, and loads when tried again", async ({
  page,
}) => {
  let failing = true;
  await page.route(/\/assets\/ListScreen-[\w-]+\.js$/, (route) =>
    failing ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/#/s/example-expense-claims/claims');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('This page could not be shown');
  // The frame of the running spec stays: its navigation still works.
  await expect(page.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
  await screenshot(page, 'run-screen-code-failed');
  failing = false;
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search claims' })).toBeVisible();
});
