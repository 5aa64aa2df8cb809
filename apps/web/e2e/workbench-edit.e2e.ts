import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';

// Each test opens the workbench and its preview, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });
import {
  editor,
  expectNoProblems,
  lineOf,
  newSpecFrom,
  preview,
  problems,
  replaceText,
  savedFile,
  typeAtEnd,
} from './workbench-helpers.ts';

const EXPENSE_CLAIMS = readFileSync(
  new URL('../../../examples/expense-claims.md', import.meta.url),
  'utf8',
);

const READING_LIST = `# Specification: Reading list

## 3. Entities and their fields

### Book

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
`;

test('a new entity typed in the editor gets its list screen in the preview, which keeps its records and route', async ({
  page,
}) => {
  await newSpecFrom(page, /undetermined product/);
  await replaceText(page, READING_LIST);
  await expectNoProblems(page);

  const app = preview(page);
  const navigation = app.getByRole('navigation', { name: 'Screens of Reading list' });
  await navigation.getByRole('link', { name: 'Books' }).click();
  const main = app.getByRole('main');
  await main.getByRole('link', { name: 'New Book' }).click();
  await main.getByRole('textbox', { name: 'title' }).fill('Middlemarch');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Middlemarch' })).toBeVisible();

  await typeAtEnd(
    page,
    '\n### Author\n\n| field | type | required | notes |\n| --- | --- | --- | --- |\n| name | text | yes | |\n',
  );
  await expect(navigation.getByRole('link', { name: 'Authors' })).toBeVisible({ timeout: 30_000 });
  // The preview stayed on the record it showed, and the record is still there.
  await expect(main.getByRole('heading', { level: 1, name: 'Middlemarch' })).toBeVisible();
  await screenshot(page, 'workbench-new-entity');

  await navigation.getByRole('link', { name: 'Authors' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible();
});

test('a broken reference shows its diagnostic at its line, underlined, and the preview keeps the last sound version', async ({
  page,
}) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const broken = EXPENSE_CLAIMS.replace('| ref Category |', '| ref Categry |');
  await replaceText(page, broken);

  const line = lineOf(broken, 'ref Categry');
  const problem = problems(page).getByRole('button', {
    name: new RegExp(`^Line ${line}, column \\d+: error`),
  });
  await expect(problem).toBeVisible({ timeout: 30_000 });
  await expect(problem).toContainText('Categry');
  await expect(
    page.getByText(/The spec has 1 error; the preview runs the last version that checked/),
  ).toBeVisible();
  // The editor underlines it, on that line.
  await problem.click();
  const underlined = editor(page).locator('.cm-line', { has: page.locator('.cm-lintRange-error') });
  await expect(underlined).toHaveCount(1);
  await expect(underlined).toContainText('| category | ref Categry | yes |');
  // The preview still runs the version that checked.
  await expect(
    preview(page)
      .getByRole('navigation', { name: 'Screens of Expense claims' })
      .getByRole('link', { name: 'Claims' }),
  ).toBeVisible();
  await screenshot(page, 'workbench-broken-reference');
});

test('a quick fix offered on a diagnostic adds the missing error code', async ({ page }) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const broken = EXPENSE_CLAIMS.replace(
    '| amount > 0 | save | AMOUNT_NOT_POSITIVE |',
    '| amount > 0 | save | AMOUNT_IS_ZERO |',
  );
  await replaceText(page, broken);
  const line = lineOf(broken, 'AMOUNT_IS_ZERO');
  const problem = problems(page).getByRole('button', {
    name: new RegExp(`^Line ${line}, column \\d+: error unknown-error-code`),
  });
  await expect(problem).toBeVisible({ timeout: 30_000 });
  await problem.click();

  const underlined = editor(page).locator('.cm-line', { hasText: 'AMOUNT_IS_ZERO' });
  await underlined.locator('.cm-lintRange-error').hover();
  const fix = page.getByRole('button', {
    name: 'Add AMOUNT_IS_ZERO to the error catalogue (point 8)',
  });
  await expect(fix).toBeVisible();
  await screenshot(page, 'workbench-quick-fix');
  await fix.click();
  await expect(problem).toHaveCount(0, { timeout: 30_000 });
  await expect(problems(page).getByRole('button', { name: /unknown-error-code/ })).toHaveCount(0);
  const { text } = await savedFile(page);
  expect(text).toMatch(/^\| AMOUNT_IS_ZERO +\| 422 +\|/m);
});

const LIBRARY = `# Specification: Library

## 3. Entities and their fields

### Book

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Book | size(title) <= MAX_TITLE | save | TITLE_TOO_LONG |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| TITLE_TOO_LONG | 422 | The title is too long. |
`;

// Regression: the new row was \`| MAX_TITLE | 0 |\` with the caret before " 0", so typing 10 gave "10 0".
test('the quick fix adding a constant selects its value, so typing replaces it', async ({
  page,
}) => {
  await newSpecFrom(page, /undetermined product/);
  await replaceText(page, LIBRARY);
  const problem = problems(page).getByRole('button', { name: /error unknown-name/ });
  await expect(problem).toBeVisible({ timeout: 30_000 });
  await problem.click();
  await editor(page)
    .locator('.cm-line', { hasText: 'MAX_TITLE' })
    .locator('.cm-lintRange-error')
    .hover();
  await page.getByRole('button', { name: 'Add the constant MAX_TITLE (point 9)' }).click();
  await page.keyboard.type('80');
  await expectNoProblems(page);
  await screenshot(page, 'workbench-quick-fix-constant');
  const { text } = await savedFile(page);
  expect(text).toMatch(/^\| MAX_TITLE +\| 80 +\| +\|$/m);
});

// Regression: Enter after the last cell typed into a row added by Tab split the padded row into
// \`| isbn | … | the number\` and a stray \`|\` line, with a short-row warning.
test('Enter in a table row ends the row and starts a new one', async ({ page }) => {
  await newSpecFrom(page, /undetermined product/);
  await replaceText(page, READING_LIST);
  await expectNoProblems(page);
  await editor(page).locator('.cm-line', { hasText: '| title | text | yes |' }).click();
  await page.keyboard.press('End');
  // Tab in the last cell adds a row; each cell is typed, then Enter.
  await page.keyboard.press('Tab');
  for (const [i, cell] of ['isbn', 'text', 'no', 'the number'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(cell);
  }
  await page.keyboard.press('Enter');
  for (const [i, cell] of ['pages', 'text', 'no'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(cell);
  }
  await expect(editor(page).locator('.cm-line', { hasText: 'pages' })).toHaveText(
    /^\| pages +\| text +\| no +\| +\|$/,
  );
  await expectNoProblems(page);
  await screenshot(page, 'workbench-table-enter');
  const { text } = await savedFile(page);
  expect(text).toMatch(/^\| isbn +\| text +\| no +\| the number \|$/m);
  expect(text).not.toMatch(/^ *\| *$/m);
});
