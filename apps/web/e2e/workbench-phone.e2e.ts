import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { sidewaysOverflow } from './pageAudits.ts';
import { editor, expectNoProblems, newSpecFrom, preview, problems } from './workbench-helpers.ts';

test.describe.configure({ timeout: 90_000 });

// Regression: the phone layout's heights (editor 60vh, preview side 80vh) came before the rules
// they meant to change, which overrode them: at 375 px the editor grew with the text (2,000 px for
// an 80-line spec), the problems box took 900 px for one problem, and the preview was a 360 px
// box far below them.
test('at a phone width the editor scrolls in its own box and the preview is the height of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  const height = (locator: ReturnType<typeof editor>) =>
    locator.evaluate((element) => element.getBoundingClientRect().height);
  const section = page.getByRole('region', { name: 'Editor' });
  expect(await height(section)).toBeLessThanOrEqual(740 * 0.6 + 1);
  // The problems' box (around the Problems region) holds no problem here.
  expect(await height(problems(page).locator('..'))).toBeLessThanOrEqual(740 * 0.3 + 1);
  expect(await height(page.locator('iframe[title^="Preview of"]'))).toBeGreaterThanOrEqual(
    740 * 0.6,
  );
  expect(await sidewaysOverflow(page)).toBe(0);
  // The editor scrolls inside its box: its end is reached without scrolling the page past it.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect(editor(page).locator('.cm-line').last()).toBeInViewport();
  await screenshot(page, 'workbench-phone');
});
