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

// Each test opens the workbench and its preview, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });

/** The whole text in the editor (which draws only the lines in view), as "Save file" gives it. */
async function expectTextToContain(page: Page, ...parts: string[]): Promise<void> {
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });
  for (const part of parts)
    await expect
      .poll(async () => (await savedFile(page)).text, { timeout: 15_000 })
      .toContain(part);
}

// Regression: the last 1.5 s of typing (the autosave's pause) was lost on a reload or a closed tab.
test('what was typed just before a reload or closing the tab is there when the spec opens again', async ({
  page,
  context,
}) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const address = page.url();

  await typeAtEnd(page, '\nTyped just before the reload.\n');
  await page.reload();
  await expectTextToContain(page, 'Typed just before the reload.');
  await expect(saveStatus(page)).toHaveText(/^Saved/);

  await typeAtEnd(page, 'Typed just before the tab was closed.\n');
  await page.close();
  const again = await context.newPage();
  await again.goto(address);
  await expectTextToContain(
    again,
    'Typed just before the tab was closed.',
    'Typed just before the reload.',
  );
  await expect(saveStatus(again)).toHaveText(/^Saved/);
  await again.getByRole('tab', { name: 'History' }).click();
  await expect(again.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(3);
  await screenshot(again, 'workbench-after-close');
});

test('the workbench goes on saving when localStorage is full', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await newSpecFrom(page, 'From the example Expense claims');
  await typeAtEnd(page, '\nTyped with storage full.\n');
  await expect(saveStatus(page)).toHaveText(/^Saved/, { timeout: 10_000 });
  await page.reload();
  await expectTextToContain(page, 'Typed with storage full.');
});
