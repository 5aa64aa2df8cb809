import { expect, test, type Locator, type Page } from '@playwright/test';
import { readExamplesOnDisk } from './examplesOnDisk.ts';
import { runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

// Edits in place of every kind of field of one value: each opens its kind's own input (a number
// with its currency, a date, a choice, a checkbox), saves on Enter or when left, leaves the
// value as it was on Escape, and says what is wrong with an entry that is no value of its type
// without losing it.
const STOCK = `# Specification: Stock

## 2. Screens and routes

| route | screen | shows | roles | title |
| --- | --- | --- | --- | --- |
| / | list | Item | all | Items |

| list | behaviour | does | when | label |
| --- | --- | --- | --- | --- |
| Item | edit | name, trimmed | | Name |
| Item | edit | count | | Count |
| Item | edit | price | | Price |
| Item | edit | weight | | Weight |
| Item | edit | due | | Due |
| Item | edit | seen | | Seen |
| Item | edit | size | | Size |
| Item | edit | active | | Active |

## 3. Entities and their fields

### Item

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| count | integer | no | |
| price | money EUR | no | |
| weight | number | no | |
| due | date | no | |
| seen | datetime | no | |
| size | enum S, M, L | no | |
| active | boolean | no | default false |

The list of items shows name, count, price, weight, due, seen, size and active, oldest first.

Sample items:

| id | name | count | price | weight | due | size | active |
| --- | --- | --- | --- | --- | --- | --- | --- |
| i1 | Bolts | 12 | 3.50 | 1.5 | 2026-01-05 | M | no |
`;

const ITEMS = runUrl(readExamplesOnDisk()[0]?.stem ?? '');

/** The text of a field in Bolts' row, as the button that edits it names it. */
const cell = (page: Page, label: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${label}:`) });

/** Opens the edit in place of a field of Bolts' row with a double-click. */
async function open(page: Page, label: string): Promise<void> {
  await cell(page, label).dblclick();
  await expect(cell(page, label)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await serveAsExample(page, STOCK);
  await page.goto(ITEMS);
  await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(cell(page, 'Name')).toHaveAccessibleName('Name: Bolts');
});

test('a number says what is wrong with a bad entry, keeps it, and saves once it is right', async ({
  page,
}) => {
  await open(page, 'Count');
  const count = page.getByRole('textbox', { name: 'Count' });
  await expect(count).toBeFocused();
  await expect(count).toHaveValue('12');
  await count.fill('4.5');
  await count.press('Enter');
  await expect(page.getByText('Count does not hold a valid integer.')).toBeVisible();
  await expect(count).toHaveValue('4.5');
  await screenshot(page, 'run-inline-edit-error');
  await count.fill('7');
  await count.press('Enter');
  await expect(cell(page, 'Count')).toHaveAccessibleName('Count: 7');
  await expect(cell(page, 'Count')).toBeFocused();
});

test('money and a number save when left, and Escape leaves them as they were', async ({ page }) => {
  await open(page, 'Price');
  const price = page.getByRole('textbox', { name: 'Price' });
  await expect(price).toHaveValue('3.50');
  await price.fill('12.5');
  await page.getByRole('heading', { level: 1, name: 'Items' }).click();
  await expect(cell(page, 'Price')).toHaveAccessibleName(/12\.50/);

  await open(page, 'Weight');
  const weight = page.getByRole('textbox', { name: 'Weight' });
  await weight.fill('99');
  await weight.press('Escape');
  await expect(cell(page, 'Weight')).toHaveAccessibleName('Weight: 1.5');
});

test('a date and a date with a time take their own inputs', async ({ page }) => {
  const before = await cell(page, 'Due').getAttribute('aria-label');
  await open(page, 'Due');
  const due = page.getByLabel('Due', { exact: true });
  await expect(due).toHaveAttribute('type', 'date');
  await expect(due).toHaveValue('2026-01-05');
  await due.fill('2026-03-01');
  await due.press('Enter');
  await expect(cell(page, 'Due')).not.toHaveAccessibleName(before ?? '');
  await open(page, 'Due');
  await expect(page.getByLabel('Due', { exact: true })).toHaveValue('2026-03-01');
  await page.getByLabel('Due', { exact: true }).press('Escape');

  // An empty cell has its button too: its name ends with the colon.
  await cell(page, 'Seen').dblclick();
  const seen = page.getByLabel('Seen', { exact: true });
  await expect(seen).toHaveAttribute('type', 'datetime-local');
  await seen.fill('2026-02-03T04:05');
  await seen.press('Enter');
  await expect(cell(page, 'Seen')).toHaveAccessibleName(/2026/);
});

test('a choice and yes or no take a list and a checkbox', async ({ page }) => {
  await open(page, 'Size');
  const size = page.getByRole('combobox', { name: 'Size' });
  await size.click();
  await page.getByRole('option', { name: 'L', exact: true }).click();
  await size.press('Enter');
  await expect(cell(page, 'Size')).toHaveAccessibleName('Size: L');

  await expect(cell(page, 'Active')).toHaveAccessibleName('Active: no');
  await open(page, 'Active');
  const active = page.getByRole('checkbox', { name: 'Active' });
  await expect(active).toBeFocused();
  await active.check();
  await screenshot(page, 'run-inline-edit-checkbox');
  await active.press('Enter');
  await expect(cell(page, 'Active')).toHaveAccessibleName('Active: yes');
});

test('an edit in place fits a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, 'Price');
  await page.getByRole('textbox', { name: 'Price' }).fill('abc');
  await page.getByRole('textbox', { name: 'Price' }).press('Enter');
  await expect(page.getByText('Price does not hold a valid')).toBeVisible();
  await screenshot(page, 'run-inline-edit-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
