import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { editor, expectNoProblems, lineOf, newSpecFrom, replaceText } from './workbench-helpers.ts';

const EXPENSE_CLAIMS = readFileSync(
  new URL('../../../examples/expense-claims.md', import.meta.url),
  'utf8',
);
const SEED = readFileSync(
  new URL('../../../examples/undetermined-product.md', import.meta.url),
  'utf8',
);

// Each test opens the workbench and its preview, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });

/** The line the editor's cursor is on. */
const activeLine = (page: Page) => editor(page).locator('.cm-activeLine');

async function openViews(page: Page, text: string): Promise<void> {
  await newSpecFrom(page, /undetermined product/);
  await replaceText(page, text);
  await page.getByRole('tab', { name: 'Views', exact: true }).click();
}

test('the views draw the entities, screens and states of a spec and lead back to their lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openViews(page, EXPENSE_CLAIMS);
  await expectNoProblems(page);
  const views = page.getByRole('tablist', { name: 'Views of the spec' });
  await expect(views).toBeVisible();

  // The ER diagram, and its table: Claim refers to Category and to the built-in User.
  const entities = page.getByRole('table', { name: 'Entities and their references' });
  await expect(entities.getByRole('rowheader')).toHaveText([
    'Claim',
    'Category',
    'User (built in: the users of point 6)',
  ]);
  await expect(page.locator('.react-flow__node')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await screenshot(page, 'workbench-views-entities');

  await entities.getByRole('button', { name: /go to entity Category$/ }).click();
  await expect(activeLine(page)).toHaveText('### Category');
  await page
    .locator('.react-flow__node')
    .filter({ hasText: /^Claim/ })
    .click({ position: { x: 24, y: 12 } });
  await expect(activeLine(page)).toHaveText('### Claim');
  await entities.getByRole('button', { name: /go to field owner of Claim$/ }).click();
  await expect(activeLine(page)).toContainText('| owner | ref User |');

  await views.getByRole('tab', { name: 'Screens' }).click();
  const screens = page.getByRole('table', { name: 'Screens and where they lead' });
  await expect(screens.getByRole('rowheader')).toHaveCount(10);
  await expect(page.locator('.react-flow__node')).toHaveCount(10, { timeout: 15_000 });
  await screenshot(page, 'workbench-views-screens');
  await screens
    .getByRole('button', {
      name: 'line ' + lineOf(EXPENSE_CLAIMS, '| /approvals |') + ': go to screen /approvals',
    })
    .click();
  await expect(activeLine(page)).toContainText('| /approvals | list |');

  await views.getByRole('tab', { name: 'States' }).click();
  await expect(
    page.getByRole('table', { name: 'Transitions of Claim' }).getByRole('rowheader'),
  ).toHaveText(['submit', 'approve', 'reject', 'revise', 'pay']);
  await expect(page.locator('.react-flow__node')).toHaveCount(5, { timeout: 15_000 });
  await screenshot(page, 'workbench-views-states');
  await page
    .locator('.react-flow__node')
    .filter({ hasText: /^paid$/ })
    .click();
  await expect(activeLine(page)).toContainText('| approved | pay | paid |');

  await views.getByRole('tab', { name: 'Permissions' }).click();
  const matrix = page.getByRole('table', { name: 'Permissions on Claim' });
  await expect(matrix).toBeVisible();
  await screenshot(page, 'workbench-views-permissions');
  await matrix.getByRole('button', { name: /the permission: finance may pay Claim$/ }).click();
  await expect(activeLine(page)).toContainText('| finance | read, pay | Claim |');

  for (const [tab, table, row, line] of [
    ['Calls', 'Calls of the spec', 'call pay claim', '| pay claim |'],
    ['Errors', 'Error catalogue of the spec', 'error NETWORK', '| NETWORK |'],
    ['Constants', 'Constants of the spec', 'constant TITLE_MAX', '| TITLE_MAX |'],
  ] as const) {
    await views.getByRole('tab', { name: tab }).click();
    const button = page
      .getByRole('table', { name: table })
      .getByRole('button', { name: `line ${lineOf(EXPENSE_CLAIMS, line)}: go to ${row}` });
    await button.click();
    await expect(activeLine(page)).toContainText(line);
  }
  await screenshot(page, 'workbench-views-constants');
});

test('the views say "not shown" of the points a spec does not show, and draw a dangling reference', async ({
  page,
}) => {
  await openViews(page, SEED);
  const views = page.getByRole('tablist', { name: 'Views of the spec' });
  for (const tab of [
    'Entities',
    'Screens',
    'States',
    'Permissions',
    'Calls',
    'Errors',
    'Constants',
  ]) {
    await views.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByText('Not shown', { exact: true })).toBeVisible();
  }
  await views.getByRole('tab', { name: 'Entities' }).click();
  await screenshot(page, 'workbench-views-not-shown');

  await replaceText(
    page,
    EXPENSE_CLAIMS.replace('| category | ref Category |', '| category | ref Nope |'),
  );
  const entities = page.getByRole('table', { name: 'Entities and their references' });
  await expect(
    entities.getByRole('rowheader', { name: 'Nope (not defined in the spec)' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.locator('.react-flow__node').filter({ hasText: 'Nope (not defined)' }),
  ).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'workbench-views-dangling');
});
