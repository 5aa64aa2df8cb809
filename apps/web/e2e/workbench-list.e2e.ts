import { expect, test } from '@playwright/test';
import { findLowContrast, headingLevels, skippedHeadingLevels } from './pageAudits.ts';
import { screenshot } from './screenshot.ts';

// Each test opens the workbench and its preview, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });
import { editor, expectNoProblems, newSpecFrom } from './workbench-helpers.ts';

test('a new spec from the undetermined product reports nine points not shown, each with a way to its section', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Write a spec in the workbench' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();
  await screenshot(page, 'workbench-list-empty');
  await newSpecFrom(page, /undetermined product/);
  await expect(page.getByRole('heading', { level: 1, name: 'New spec' })).toBeVisible();
  await expectNoProblems(page);
  await page.getByRole('tab', { name: /^Gaps/ }).click();
  const report = page.getByRole('table', { name: 'Gap report' });
  await expect(report.getByRole('row').filter({ hasText: 'Not shown' })).toHaveCount(9);
  await page
    .getByRole('button', { name: /^Go to section 3, Entities and their fields, at line \d+/ })
    .click();
  await expect(editor(page)).toBeFocused();
  await screenshot(page, 'workbench-gaps');
  // Headings in order and every text at WCAG AA contrast, the editor's included (the preview
  // frame apart: the running app's tests check it).
  expect(skippedHeadingLevels(await headingLevels(page))).toEqual([]);
  expect(await findLowContrast(page)).toEqual([]);
});

test('an example opens as a copy from its page, and a kept spec is deleted only when confirmed', async ({
  page,
}) => {
  await page.goto('/#/examples/todomvc');
  await page.getByRole('link', { name: 'Edit in the workbench' }).click();
  await expect(page).toHaveURL(/#\/workbench\/[0-9a-z]{10}$/);
  await expect(editor(page)).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: 'All specs in the workbench' }).click();
  const kept = page.getByRole('list', { name: 'Your specs' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await screenshot(page, 'workbench-list');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(kept).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('No spec yet')).toBeVisible();
});

test("a spec's name follows its title as it is edited, unique in the list", async ({ page }) => {
  for (const expected of ['Reading list', 'Reading list (2)']) {
    await newSpecFrom(page, /undetermined product/);
    await expect(page.getByRole('heading', { level: 1, name: 'New spec' })).toBeVisible();
    await editor(page).locator('.cm-line').first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('# Specification: Reading list');
    await expect(page.getByRole('heading', { level: 1, name: expected })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveTitle(`${expected} · Workbench · Specrun`);
  }
  await screenshot(page, 'workbench-renamed');
  await page.getByRole('link', { name: 'All specs in the workbench' }).click();
  const kept = page.getByRole('list', { name: 'Your specs' }).getByRole('listitem');
  await expect(kept).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Open Reading list (2)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Reading list', exact: true })).toBeVisible();
  await screenshot(page, 'workbench-list-renamed');
});
