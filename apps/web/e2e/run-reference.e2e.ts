import { expect, test, type Page } from '@playwright/test';
import { findLowContrast, sidewaysOverflow } from './pageAudits.ts';
import { runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';

// The error catalogue and constants views: every code and constant of the spec, with
// where the spec uses it.
test.describe.configure({ timeout: 90_000 });

async function openView(page: Page, stem: string, link: string): Promise<void> {
  await page.goto(runUrl(stem));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // On a phone, Specrun's views of the spec are in the header's menu.
  const view = page.getByRole('link', { name: link, exact: true });
  const menu = page.getByText('Menu', { exact: true });
  if (!(await view.isVisible()) && (await menu.isVisible())) await menu.click();
  await view.click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible({
    timeout: 30_000,
  });
}

/** The row of a table whose header cell is `name`. */
const rowOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('the catalogue lists each code with its status, its message as shown and its uses', async ({
  page,
}) => {
  await openView(page, 'expense-claims', 'Error catalogue');
  await expect(page).toHaveURL(/\/~errors$/);
  const limit = rowOf(page, 'Codes of the spec', 'CLAIM_LIMIT_EXCEEDED');
  await expect(limit).toContainText('422');
  await expect(limit).toContainText('One claim may not exceed {MAX_CLAIM_AMOUNT} EUR.');
  await expect(limit).toContainText('Shown as: One claim may not exceed 5000 EUR.');
  await expect(limit.getByRole('listitem')).toHaveText(['rule 3 on Claim (line 98)']);
  await expect(rowOf(page, 'Codes of the spec', 'WRONG_STATE').getByRole('listitem')).toHaveCount(
    5,
  );
  await expect(rowOf(page, 'Codes of the spec', 'NETWORK')).toContainText(
    'the text of point 7 (line 148)',
  );
  // Specrun's own codes that the catalogue does not redefine; NOT_FOUND and CONFLICT it does.
  const own = page.getByRole('table', { name: 'Specrun’s own codes' });
  await expect(own.getByRole('rowheader', { name: 'REQUIRED', exact: true })).toBeVisible();
  await expect(
    own
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'SERVER_ERROR', exact: true }) }),
  ).toContainText('The server failed to handle the request.');
  await expect(own.getByRole('rowheader', { name: 'NOT_FOUND', exact: true })).toHaveCount(0);
  expect(await findLowContrast(page)).toEqual([]);
  await screenshot(page, 'reference-catalogue');
});

test('the constants view lists each constant with its value, meaning and uses', async ({
  page,
}) => {
  await openView(page, 'expense-claims', 'Constants');
  const open = rowOf(page, 'Constants of the spec', 'MAX_OPEN_CLAIMS');
  await expect(open).toContainText('10');
  await expect(open).toContainText('claims one employee may have in draft or submitted at once');
  await expect(open.getByRole('listitem')).toHaveText([
    'rule 6 on Claim (line 101)',
    'the message of TOO_MANY_OPEN_CLAIMS (line 159)',
  ]);
  expect(await findLowContrast(page)).toEqual([]);
  await screenshot(page, 'reference-constants');
});

test('the undetermined product says its catalogue, constants and calls are not shown', async ({
  page,
}) => {
  await openView(page, 'undetermined-product', 'Error catalogue');
  await expect(page.getByText(/does not show point 8/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Codes of the spec' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Constants', exact: true }).click();
  await expect(page.getByText(/does not show point 9/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Calls', exact: true }).click();
  await expect(page.getByText(/does not show point 7/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

// Regressions: at 375 px the catalogue and constants views were about 570 px wide, so the whole
// page scrolled sideways and the header stopped halfway; then the catalogue scrolled sideways in
// its box, its rows made tall by the narrow "Used by" column; then the constants table scrolled
// in its box, its meanings cut mid-word and every use beyond the screen's edge.
test('on a phone the catalogue stacks each code and the constants each constant', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openView(page, 'expense-claims', 'Error catalogue');
  const codes = page.getByRole('table', { name: 'Codes of the spec' });
  expect((await codes.boundingBox())?.width, 'the catalogue fits the screen').toBeLessThanOrEqual(
    375,
  );
  const row = codes.getByRole('row', { name: /^TITLE_LENGTH/ });
  await expect(row.getByRole('rowheader')).toHaveText('TITLE_LENGTH');
  await expect(row.getByRole('cell')).toHaveCount(3);
  // Each cell is headed by its column's name, one under the other.
  const [status, message] = await Promise.all([
    row.getByRole('cell').nth(0).boundingBox(),
    row.getByRole('cell').nth(1).boundingBox(),
  ]);
  expect(message?.y).toBeGreaterThan((status?.y ?? 0) + (status?.height ?? 0) - 1);
  expect(await sidewaysOverflow(page), 'catalogue: the page scrolls sideways').toBe(0);
  await page.screenshot({ path: '/tmp/specrun-screenshots/reference-catalogue-phone-top.png' });
  await screenshot(page, 'reference-catalogue-narrow');

  await openView(page, 'expense-claims', 'Constants');
  const constants = page.getByRole('table', { name: 'Constants of the spec' });
  expect(
    (await constants.boundingBox())?.width,
    'the constants fit the screen',
  ).toBeLessThanOrEqual(375);
  const open = constants.getByRole('row', { name: /^MAX_OPEN_CLAIMS/ });
  await expect(open.getByRole('cell')).toHaveCount(3);
  const uses = open.getByRole('listitem');
  await expect(uses).toHaveText([
    'rule 6 on Claim (line 101)',
    'the message of TOO_MANY_OPEN_CLAIMS (line 159)',
  ]);
  for (const use of await uses.all()) {
    const box = await use.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), 'a use within the screen').toBeLessThanOrEqual(375);
  }
  expect(await sidewaysOverflow(page), 'Constants: the page scrolls sideways').toBe(0);
  await screenshot(page, 'reference-constants-narrow');

  const own = page.getByRole('table', { name: 'Specrun’s own codes' });
  await page.goto(runUrl('expense-claims', '/~errors'));
  await expect(own).toBeVisible({ timeout: 30_000 });
  expect((await own.boundingBox())?.width).toBeLessThanOrEqual(375);
  expect(await sidewaysOverflow(page)).toBe(0);
});
