import { expect, test } from '@playwright/test';
import {
  actAs,
  CLAIMS,
  dataRows,
  fieldLabel,
  firstCells,
  openScreen,
  runUrl,
  seedClaims,
  startEmpty,
} from './runActions.ts';
import { screenshot } from './screenshot.ts';

// Each test makes its records through the app's forms first, which takes a while.
test.describe.configure({ timeout: 90_000 });

// The tests count and make records from none: the example's place starts empty.
test.beforeEach(async ({ page }) => {
  await startEmpty(page, 'expense-claims');
});

test('claims made through the forms are listed newest first, and survive a reload', async ({
  page,
}) => {
  await seedClaims(page);
  await openScreen(page, 'Claims');
  const main = page.getByRole('main');
  await expect(main.getByText('3 claims, newest first')).toBeVisible();
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(CLAIMS.map((c) => c.title).reverse());
  // References show the name of what they point at, not its id.
  await expect(dataRows(page, 'Claims').first().getByRole('cell').nth(2)).toHaveText('Meals');
  await screenshot(page, 'run-claims-list');

  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(CLAIMS.map((c) => c.title).reverse());
  await expect(page.getByRole('table', { name: 'Claims' })).toHaveAttribute('aria-rowcount', '4');
});

test('a list sorts by any column, both ways, and says so', async ({ page }) => {
  await seedClaims(page);
  await openScreen(page, 'Claims');
  const amount = page.getByRole('columnheader', { name: 'amount' });
  await expect(amount).toHaveAttribute('aria-sort', 'none');

  await amount.getByRole('button', { name: 'amount' }).click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(() => firstCells(page, 'Claims'))
    .toEqual(['Team lunch', 'Hotel in Berlin', 'Taxi to the airport']);
  await amount.getByRole('button', { name: 'amount' }).click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(() => firstCells(page, 'Claims'))
    .toEqual(['Taxi to the airport', 'Hotel in Berlin', 'Team lunch']);

  const title = page.getByRole('columnheader', { name: 'title' });
  await title.getByRole('button', { name: 'title' }).click();
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect(amount).toHaveAttribute('aria-sort', 'none');
  await expect
    .poll(() => firstCells(page, 'Claims'))
    .toEqual(['Hotel in Berlin', 'Taxi to the airport', 'Team lunch']);
  // A reference sorts by the name it shows.
  await page.getByRole('button', { name: 'category' }).click();
  await expect.poll(async () => (await firstCells(page, 'Claims'))[0]).toBe('Team lunch');
});

test('a list searches what it shows and filters by field type', async ({ page }) => {
  await seedClaims(page);
  await openScreen(page, 'Claims');
  const main = page.getByRole('main');
  const search = main.getByRole('searchbox', { name: 'Search claims' });

  await search.fill('berlin');
  await expect(main.getByText('1 of 3 claims')).toBeVisible();
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Hotel in Berlin']);
  await search.fill('meals');
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Team lunch']);
  await search.fill('no such thing');
  await expect(main.getByText('No claims match')).toBeVisible();
  await screenshot(page, 'run-claims-no-match');
  await main.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expect(dataRows(page, 'Claims')).toHaveCount(3);

  const toggle = main.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const filters = main.getByRole('region', { name: 'Filters' });
  await filters
    .getByRole('group', { name: 'category' })
    .getByRole('checkbox', { name: 'Travel' })
    .check();
  await expect
    .poll(() => firstCells(page, 'Claims'))
    .toEqual(['Hotel in Berlin', 'Taxi to the airport']);
  await filters.getByRole('textbox', { name: 'amount from' }).fill('42');
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Taxi to the airport']);
  await expect(main.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await screenshot(page, 'run-claims-filtered');

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await filters.getByRole('textbox', { name: 'Spent on from' }).fill('2026-01-03');
  await expect
    .poll(() => firstCells(page, 'Claims'))
    .toEqual(['Team lunch', 'Taxi to the airport']);
  await filters
    .getByRole('group', { name: 'status' })
    .getByRole('checkbox', { name: 'submitted' })
    .check();
  await expect(main.getByText('No claims match')).toBeVisible();
  await filters.getByRole('textbox', { name: 'title contains' }).fill('x');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(dataRows(page, 'Claims')).toHaveCount(3);
});

test('a detail shows every field, links its references, and deletes after a confirmation', async ({
  page,
}) => {
  await seedClaims(page);
  await openScreen(page, 'Claims');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Taxi to the airport' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Taxi to the airport' })).toBeVisible();
  const fields = main.getByRole('region', { name: 'Fields' });
  const value = (name: string) => fields.locator(`dt:text-is("${fieldLabel(name)}") + dd`);
  await expect(value('amount')).toHaveText('45.00 EUR');
  await expect(value('spentOn')).toHaveText('2026-01-05');
  await expect(value('owner')).toHaveText('Ada Employee');
  await expect(value('status')).toHaveText('draft');
  await expect(value('receipt')).toHaveText('(empty)');
  // A claim has no field saying when it was made or changed: the app says it.
  await expect(fields.locator('dt:text-is("Created") + dd')).toHaveText(/^\d{4}-\d{2}-\d{2} /);
  await expect(fields.locator('dt:text-is("Last changed") + dd')).toHaveText(/^\d{4}-\d{2}-\d{2} /);
  await expect(value('category').getByRole('link', { name: 'Travel' })).toHaveAttribute(
    'href',
    /#\/s\/example-expense-claims\/categories\/[^/]+\/edit$/,
  );
  await expect(main.getByRole('link', { name: 'Edit' })).toBeVisible();
  await screenshot(page, 'run-claim-detail');

  await main.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this claim?' });
  await expect(dialog).toContainText('Taxi to the airport');
  await screenshot(page, 'run-claim-delete-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('heading', { level: 1, name: 'Taxi to the airport' })).toBeVisible();

  await main.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Team lunch', 'Hotel in Berlin']);
  await page.reload();
  await expect(main.getByText('2 claims, newest first')).toBeVisible();
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Team lunch', 'Hotel in Berlin']);
});

test('a list with a where shows only what it keeps, and says so', async ({ page }) => {
  await seedClaims(page);
  // Approvals are for approvers (point 2): Ben is an employee and an approver.
  await actAs(page, 'Ben Approver');
  await openScreen(page, 'Approvals');
  const main = page.getByRole('main');
  // Which claims the list keeps, in words; the condition behind "Why?".
  await expect(main).toContainText('Only some of the claims are listed here.');
  await expect(main.getByText(/status == "submitted"/)).toBeHidden();
  await main.getByRole('button', { name: 'Why?' }).click();
  await expect(main.getByText(/Point 2 lists those where status == "submitted"/)).toBeVisible();
  // Every claim is still a draft: none is waiting for approval.
  await expect(main.getByText('No claims here yet')).toBeVisible();
  await screenshot(page, 'run-approvals-empty');
});

test('a detail lists the records that point at it, as links', async ({ page }) => {
  await page.goto(runUrl('project-board', '/projects'));
  // Projects are made by a lead (point 6): Leo is a member and a lead.
  await actAs(page, 'Leo Lead');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'New Project' }).click();
  await main.getByRole('textbox', { name: 'name' }).fill('Website');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Referenced by' })).toContainText(
    'No tasks point here.',
  );

  await page.goto(runUrl('project-board', '/tasks/new'));
  await main.getByRole('textbox', { name: 'title' }).fill('Write the copy');
  await main.getByRole('combobox', { name: 'project' }).click();
  await page.getByRole('option', { name: 'Website', exact: true }).click();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Write the copy' })).toBeVisible();

  await main.getByRole('link', { name: 'Website' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
  const referring = main.getByRole('region', { name: 'Referenced by' });
  await expect(
    referring.getByRole('list', { name: 'Task (project)' }).getByRole('link'),
  ).toHaveText(['Write the copy']);
  await screenshot(page, 'run-project-detail');
  await referring.getByRole('link', { name: 'Write the copy' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Write the copy' })).toBeVisible();
});
