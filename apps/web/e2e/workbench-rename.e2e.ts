import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import {
  editor,
  expectNoProblems,
  newSpecFrom,
  problems,
  replaceText,
  savedFile,
} from './workbench-helpers.ts';

// Each test opens the workbench, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });

const LIBRARY = `# Specification: Library

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /loans | list | Loan | all |

## 3. Entities and their fields

### Loan

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
`;

// Regression: "Change to Loan" did nothing for a name in a table row, and the underline covered
// only the row's first "|", since the diagnostic pointed at the row's start.
test('"Change to Loan" fixes a misspelt entity in a screens row', async ({ page }) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await replaceText(page, LIBRARY.replace('| list | Loan |', '| list | Laon |'));
  const problem = problems(page).getByRole('button', {
    name: /^Line 7, column 19: error unknown-entity/,
  });
  await expect(problem).toBeVisible({ timeout: 30_000 });

  const row = editor(page).locator('.cm-line', { hasText: '/loans' });
  const underline = row.locator('.cm-lintRange-error');
  await expect(underline).toHaveText('Laon');
  await underline.hover();
  const fix = page.getByRole('button', { name: 'Change to Loan' });
  await expect(fix).toBeVisible();
  await screenshot(page, 'workbench-rename-in-row');
  // Taking the screenshot may move the pointer off the underline, which closes its tooltip.
  await underline.hover();
  await fix.click();

  await expectNoProblems(page);
  await expect(row).toHaveText('| /loans | list | Loan | all |');
  const { text } = await savedFile(page);
  expect(text).toBe(LIBRARY);
});
