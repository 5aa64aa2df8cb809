import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EXAMPLES_DIR } from './examplesOnDisk.ts';
import { findLowContrast } from './pageAudits.ts';
import { screenshot } from './screenshot.ts';

// Single-spec mode, as `specrun build` and `specrun dev` set it up: a specrun.json beside the
// app's page names the one spec it runs. The tests answer those two requests themselves.
/** Opening a spec reads, checks and migrates it: give it more than a click's time on a busy machine. */
const OPENING = { timeout: 15_000 };

const CLAIMS = readFileSync(join(EXAMPLES_DIR, 'expense-claims.md'), 'utf8');

async function serveSingle(
  page: Page,
  config: unknown,
  spec: { status: number; body: string } = { status: 200, body: CLAIMS },
): Promise<void> {
  await page.route('**/specrun.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) }),
  );
  await page.route('**/claims.md', (route) =>
    route.fulfill({ status: spec.status, contentType: 'text/markdown', body: spec.body }),
  );
}

test("opens on the spec's running app instead of the gallery", async ({ page }) => {
  await serveSingle(page, { spec: 'claims.md' });
  await page.goto('/');
  await expect(page).toHaveURL(/#\/s\/single-claims$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Expense claims' })).toBeVisible(
    OPENING,
  );
  // The navigation offers what the first sample user, an employee, may open (points 2 and 6).
  const navigation = page.getByRole('navigation', { name: 'Screens of Expense claims' });
  await expect(navigation.getByRole('link')).toHaveText(['Home', 'Claims']);
  const actingAs = page.getByRole('combobox', { name: 'Acting as' });
  await expect(actingAs.locator('option:checked')).toHaveText('Ada Employee (employee)');
  await screenshot(page, 'single-spec-home');
  expect(await findLowContrast(page)).toEqual([]);

  // The gallery is still there, one link away, and is not sent back to the spec.
  await page.getByRole('link', { name: 'Examples', exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(
    page.getByRole('region', { name: 'Examples' }).getByRole('article').first(),
  ).toBeVisible();
});

test('keeps a deeper route asked for in the URL', async ({ page }) => {
  await serveSingle(page, { spec: 'claims.md' });
  await page.goto('/#/s/single-claims/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible(OPENING);
  await expect(page).toHaveURL(/#\/s\/single-claims\/claims$/);
});

test("goes to the spec's own route asked for by its path alone, as #/claims", async ({ page }) => {
  await serveSingle(page, { spec: 'claims.md' });
  await page.goto('/#/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible(OPENING);
  await expect(page).toHaveURL(/#\/s\/single-claims\/claims$/);
  // A path that is no route of the spec is the running app's "not found", not Specrun's.
  await page.goto('/#/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible(OPENING);
  await expect(page.getByRole('link', { name: 'Back to Expense claims' })).toBeVisible();
});

test('says clearly when the spec cannot be loaded, and tries again on request', async ({
  page,
}) => {
  await serveSingle(page, { spec: 'claims.md' }, { status: 404, body: 'not here' });
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The spec could not be opened');
  await expect(alert).toContainText(
    /The spec http:\/\/127\.0\.0\.1:\d+\/claims\.md could not be loaded: the server answered 404/,
  );
  await expect(page.getByRole('region', { name: 'Examples' })).toHaveCount(0);
  await screenshot(page, 'single-spec-error');

  await page.unroute('**/claims.md');
  await page.route('**/claims.md', (route) =>
    route.fulfill({ contentType: 'text/markdown', body: CLAIMS }),
  );
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expense claims' })).toBeVisible(
    OPENING,
  );
});

test('refuses a specrun.json that points at another site', async ({ page }) => {
  await serveSingle(page, { spec: 'https://elsewhere.test/claims.md' });
  let asked = false;
  await page.route('https://elsewhere.test/**', (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('"spec" must be on this site');
  expect(asked).toBe(false);
});

test('without specrun.json the app is the gallery, as usual', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Specrun' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Examples' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/#\/s\//);
});
