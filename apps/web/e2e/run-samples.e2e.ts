import { expect, test, type Page } from '@playwright/test';
import { actAs, openScreen, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';

// A new place starts with the spec's sample records (point 3); the Sample data page generates
// more through the spec's own users and actions, or empties the place; an empty list says who
// may add its first record.
test.describe.configure({ timeout: 90_000 });

const OPENING = { timeout: 15_000 };

async function open(page: Page, stem: string, route: string, heading: string): Promise<void> {
  await page.goto(runUrl(stem, route));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible(
    OPENING,
  );
}

/** The first cells of the rows of a table, in order. */
function titles(page: Page, table: string): Promise<string[]> {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('td:not([data-control])')?.textContent?.trim() ?? ''),
    );
}

test('the expense claims start with claims in every state, of several users, to try each role', async ({
  page,
}) => {
  await open(page, 'expense-claims', '/claims', 'Claims');
  // Ada sees her own five claims, one in each state, newest first.
  await expect(page.getByText('5 claims, newest first')).toBeVisible();
  // The samples are made in the spec's order, one second apart: the last one is the newest.
  await expect
    .poll(() => titles(page, 'Claims'))
    .toEqual([
      'Printer paper',
      'Taxi to the airport',
      'Team lunch',
      'Hotel in Lyon',
      'Train to Lyon',
    ]);
  await screenshot(page, 'run-samples-claims');
  // Her default user can file a claim at once: the categories are there.
  await page.getByRole('link', { name: 'New Claim' }).click();
  await page.getByRole('combobox', { name: /category/i }).click();
  await expect(page.getByRole('option', { name: 'Transport', exact: true })).toBeVisible();

  // Ben approves what others submitted; Cleo pays what was approved.
  await actAs(page, 'Ben Approver');
  await openScreen(page, 'Approvals');
  await expect
    .poll(() => titles(page, 'Approvals'))
    .toEqual(['Conference ticket', 'Hotel in Lyon']);
  await actAs(page, 'Cleo Finance');
  await openScreen(page, 'Payments');
  await expect.poll(() => titles(page, 'Payments')).toEqual(['Client dinner', 'Team lunch']);
});

test('an empty list says who may add its first record and offers to act as them', async ({
  page,
}) => {
  await open(page, 'expense-claims', '/~data', 'Sample data');
  await expect(page.getByRole('status').filter({ hasText: 'started with them' })).toContainText(
    '13 records',
  );
  await page.getByRole('button', { name: 'Delete every record' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete every record' }).click();
  await expect(page.getByText('Deleted 13 records: this place is empty.')).toBeVisible();

  await actAs(page, 'Cleo Finance');
  await open(page, 'expense-claims', '/claims', 'Claims');
  await expect(page.getByText('No claims yet')).toBeVisible();
  await expect(
    page.getByText('Cleo Finance may not add claims; Ada Employee, Ben Approver or Dan Admin may.'),
  ).toBeVisible();
  await screenshot(page, 'run-samples-empty-offer');
  await page.getByRole('button', { name: 'Act as Ada Employee' }).click();
  await expect(page.getByRole('combobox', { name: 'Acting as' })).toHaveValue('u1');
  await expect(page.getByRole('link', { name: 'New Claim' })).toBeVisible();
  // A reload keeps the place empty: the samples come only to a new place.
  await page.reload();
  await expect(page.getByText('No claims yet')).toBeVisible(OPENING);
});

test('the generator writes any count through users and actions, with progress and cancel', async ({
  page,
}) => {
  await open(page, 'project-board', '/~data', 'Sample data');
  const count = page.getByRole('textbox', { name: 'Records per entity' });
  await count.fill('30');
  await page.getByRole('button', { name: 'Generate records' }).click();
  const said = page.getByRole('status').filter({ hasText: /^Made / });
  await expect(said).toBeVisible({ timeout: 60_000 });
  await expect(said).toContainText('30 projects');
  await expect(said).toContainText(/\d+ tasks \(\d+ todo, \d+ doing, \d+ done\)/);
  await screenshot(page, 'run-samples-generated');

  await count.fill('2000');
  await page.getByRole('button', { name: 'Generate records' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Writing \d+ of 4,000 records/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cancelled before the end.' }),
  ).toBeVisible({ timeout: 30_000 });
});

test('the project board starts with tasks in each column', async ({ page }) => {
  await open(page, 'project-board', '/board', 'Board');
  for (const name of ['todo, 3 tasks', 'doing, 2 tasks', 'done, 1 task'])
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
});
