import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';

// Each test opens the workbench and its preview, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });
import {
  expectNoProblems,
  newSpecFrom,
  preview,
  replaceText,
  savedFile,
} from './workbench-helpers.ts';

test('an earlier version is restored as a new version, with a diff between any two', async ({
  page,
}) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const original = (await savedFile(page)).text;

  await replaceText(
    page,
    original.replace('# Specification: Expense claims', '# Specification: Expense reports'),
  );
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('toolbar', { name: 'Spec commands' }).getByRole('status')).toHaveText(
    /^Saved/,
  );
  await expect(
    preview(page).getByRole('navigation', { name: 'Screens of Expense reports' }),
  ).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2, Saved');
  const changes = page.getByRole('list', { name: /^Changes from Version 1/ });
  await expect(changes).toContainText('removed, line 1');
  await expect(changes).toContainText('added, line 1');
  await expect(changes).toContainText('# Specification: Expense reports');
  await screenshot(page, 'workbench-history');

  await page.getByRole('button', { name: /^Restore Version 1, Created from the example/ }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3, Restored version 1');
  expect((await savedFile(page)).text).toBe(original);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(
    preview(page).getByRole('navigation', { name: 'Screens of Expense claims' }),
  ).toBeVisible({ timeout: 30_000 });
});
