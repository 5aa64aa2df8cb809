import { expect, test, type Page } from '@playwright/test';
import { actAs, createCategory, createClaim, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';

// A record the acting user may not read, opened by its URL: its screens keep their headings, and
// a refusal that asking again cannot change offers no "Try again"; a failure that may pass does.

test.describe.configure({ timeout: 90_000 });

const CLAIMS = runUrl('expense-claims');

/** Makes a claim of Ben's and returns its detail screen's route. */
async function bensClaim(page: Page): Promise<string> {
  await page.goto(CLAIMS);
  await expect(page.getByRole('heading', { level: 1, name: 'Expense claims' })).toBeVisible({
    timeout: 30_000,
  });
  await createCategory(page, 'Travel');
  await actAs(page, 'Ben Approver');
  await createClaim(page, {
    title: 'Train to Lyon',
    amount: '45',
    category: 'Travel',
    spentOn: '2026-01-05',
  });
  const route = /#\/s\/example-expense-claims(\/claims\/[^/]+)$/.exec(page.url())?.[1];
  if (route === undefined) throw new Error(`Not a claim's detail: ${page.url()}`);
  return route;
}

test("another user's claim keeps its screen's heading and offers no retry that cannot help", async ({
  page,
}) => {
  const route = await bensClaim(page);
  await actAs(page, 'Ada Employee');

  await page.goto(`${CLAIMS}${route}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claim', exact: true })).toBeVisible();
  const refusal = page.getByRole('alert', { name: 'The claim could not be loaded' });
  await expect(refusal).toContainText('(NOT_ALLOWED)');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await screenshot(page, 'claim-not-allowed');

  await page.goto(`${CLAIMS}${route}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Claim', exact: true }),
  ).toBeVisible();
  await expect(refusal).toContainText('(NOT_ALLOWED)');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await screenshot(page, 'claim-edit-not-allowed');
});

test('a claim that cannot be read while offline keeps "Try again", and reads once back online', async ({
  page,
}) => {
  const route = await bensClaim(page);
  const calls = await page.context().newPage();
  await calls.goto(`${CLAIMS}/~calls`);
  await calls.getByRole('checkbox', { name: 'Offline: no call gets through' }).check();
  await expect(calls.getByText('Offline.')).toBeVisible();

  await page.goto(`${CLAIMS}${route}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit Claim', exact: true }),
  ).toBeVisible();
  const failure = page.getByRole('alert', { name: 'The claim could not be loaded' });
  await expect(failure).toContainText('(NETWORK)');
  await screenshot(page, 'claim-edit-offline');

  await calls.getByRole('button', { name: 'Stop the faults' }).click();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'title' })).toHaveValue('Train to Lyon');
});
