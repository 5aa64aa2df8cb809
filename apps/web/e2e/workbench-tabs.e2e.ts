import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import {
  editor,
  expectNoProblems,
  newSpecFrom,
  savedFile,
  saveStatus,
  typeAtEnd,
} from './workbench-helpers.ts';

// Each test opens the workbench twice, with its preview, on a machine the tests share.
test.describe.configure({ timeout: 120_000 });

const notice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'This spec was saved in another tab' });

// Regression: with one spec open in two tabs, each tab's saves silently replaced the other's
// text as the newest, and neither tab said so.
test('a tab says when another tab saved the spec, and opens its text without losing its own', async ({
  page,
  context,
}) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(editor(other)).toBeVisible({ timeout: 30_000 });

  await typeAtEnd(page, '\nTyped in the first tab.\n');
  await typeAtEnd(other, '\nTyped in the second tab.\n');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveStatus(other)).toHaveText(/^Saved/);

  await expect(notice(page)).toBeVisible();
  await expect(notice(other)).toHaveCount(0);
  await screenshot(page, 'workbench-saved-in-another-tab');
  await page.getByRole('button', { name: 'Open the other tab’s text' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText(/^Saved/);
  const opened = (await savedFile(page)).text;
  expect(opened).toContain('Typed in the second tab.');
  expect(opened).not.toContain('Typed in the first tab.');

  // The first tab's own text was kept as a version before the other's was opened.
  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions.first()).toContainText('Opened the text saved in another tab');
  await expect(versions.nth(1)).toContainText('Kept before opening the text saved in another tab');
});

test('a tab that keeps its own text saves it as the newest, and the other text stays in the history', async ({
  page,
  context,
}) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(editor(other)).toBeVisible({ timeout: 30_000 });

  await typeAtEnd(other, '\nTheirs.\n');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notice(page)).toBeVisible();
  await page.getByRole('button', { name: 'Keep this tab’s text' }).click();
  await expect(notice(page)).toHaveCount(0);
  await typeAtEnd(page, '\nMine.\n');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveStatus(page)).toHaveText(/^Saved/);
  // Now the second tab hears of the first one's save in its turn.
  await expect(notice(other)).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
});
