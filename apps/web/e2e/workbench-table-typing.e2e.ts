import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { editor, expectNoProblems, newSpecFrom, savedFile } from './workbench-helpers.ts';

// Each test opens the workbench and its preview, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });

// Regression: Enter in a table starts the new row as `|  |  |` with the cursor in its first cell,
// so a row typed whole with its pipes landed inside it: `| | librarian | adds books | |`, with
// missing-cell and extra-cells diagnostics.
test('a row typed with its own pipes after Enter is the row typed', async ({ page }) => {
  await newSpecFrom(page, /undetermined product/);
  await editor(page).locator('.cm-line', { hasText: 'What the product does: not shown.' }).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText('\n\n| audience | what they do with it |\n| --- | --- |');
  await page.keyboard.press('Enter');
  await page.keyboard.type('| librarian | adds books |');
  await expect(editor(page).locator('.cm-line', { hasText: 'librarian' })).toHaveText(
    '| librarian | adds books |',
  );
  // Enter at the end of that row starts the next one; the table is aligned as it goes.
  await page.keyboard.press('Enter');
  await page.keyboard.type('| reader | borrows books |');
  await expect(editor(page).locator('.cm-line', { hasText: 'reader' })).toHaveText(
    '| reader | borrows books |',
  );
  await page.keyboard.press('Enter');
  await expect(editor(page).locator('.cm-line', { hasText: 'librarian' })).toHaveText(
    /^\| librarian +\| adds books +\|$/,
  );
  // Enter in the new empty last row ends the table.
  await page.keyboard.press('Enter');
  await expectNoProblems(page);
  await screenshot(page, 'workbench-table-typed-row');
  const { text } = await savedFile(page);
  expect(text).toMatch(/^\| librarian +\| adds books +\|$/m);
  expect(text).toMatch(/^\| reader +\| borrows books +\|$/m);
  expect(text).not.toMatch(/^\| +\| librarian/m);
});

// Regression: Enter after a table's last row added an empty row, which stayed when the cursor
// went elsewhere, and the reader reported its cells as missing.
test('an empty row Enter added after the last row goes when the cursor leaves it', async ({
  page,
}) => {
  await newSpecFrom(page, /undetermined product/);
  await editor(page).locator('.cm-line', { hasText: 'What the product does: not shown.' }).click();
  await page.keyboard.press('End');
  await page.keyboard.insertText('\n\n| audience | what they do with it |\n| --- | --- |');
  await page.keyboard.press('Enter');
  await page.keyboard.type('| librarian | adds books |');
  await page.keyboard.press('Enter');
  await editor(page).locator('.cm-line', { hasText: 'What the product does: not shown.' }).click();
  await expectNoProblems(page);
  const { text } = await savedFile(page);
  expect(text).toMatch(/^\| librarian +\| adds books +\|\n\n/m);
  expect(text).not.toMatch(/^\|( +\|)+$/m);
});
