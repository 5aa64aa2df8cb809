import { expect, test, type Page } from '@playwright/test';
import { actAs, openScreen, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';

// Nothing typed is lost: a form keeps what was typed as a draft of its place and record, through
// a navigation, a switch of the acting user and a reload, until it is saved or cancelled.
test.describe.configure({ timeout: 90_000 });

const OPENING = { timeout: 15_000 };
const restored = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Your unsaved changes are back' });
const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

test('a new claim typed and left by the menu, a switch of user and a reload comes back', async ({
  page,
}) => {
  await page.goto(runUrl('expense-claims', '/claims/new'));
  await expect(title(page)).toBeVisible(OPENING);
  await title(page).fill('Lunch with Ana');
  await page.getByRole('textbox', { name: 'amount' }).fill('32.50');

  // Away by the menu and back.
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'New Claim' }).click();
  await expect(title(page)).toHaveValue('Lunch with Ana');
  await expect(page.getByRole('textbox', { name: 'amount' })).toHaveValue('32.50');
  await expect(restored(page)).toBeVisible();
  await screenshot(page, 'run-draft-restored');

  // Acting as a user who may not open the form, then as Ada again.
  await actAs(page, 'Cleo Finance');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await actAs(page, 'Ada Employee');
  await expect(title(page)).toHaveValue('Lunch with Ana');

  // A reload.
  await page.reload();
  await expect(title(page)).toHaveValue('Lunch with Ana', OPENING);

  // Saved, the draft is gone: the next new claim starts empty.
  await page.getByRole('combobox', { name: /category/i }).click();
  await page.getByRole('option', { name: 'Food and drink', exact: true }).click();
  await page.getByRole('textbox', { name: /spent on|spentOn/i }).fill('2026-11-02');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lunch with Ana' })).toBeVisible();
  await page.goto(runUrl('expense-claims', '/claims/new'));
  await expect(title(page)).toHaveValue('', OPENING);
  await expect(restored(page)).toHaveCount(0);
});

test("a record's edit keeps its own draft, and Discard gives the stored values back", async ({
  page,
}) => {
  await page.goto(runUrl('expense-claims', '/claims/c1/edit'));
  await expect(title(page)).toHaveValue('Train to Lyon', OPENING);
  await title(page).fill('Train to Lyon and back');
  await page.goto(runUrl('expense-claims', '/claims/c8/edit'));
  // Another record's form is its own: no draft there (c8 is Ben's; Ada may not edit it).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(OPENING);
  await expect(restored(page)).toHaveCount(0);
  await page.goto(runUrl('expense-claims', '/claims/c1/edit'));
  await expect(title(page)).toHaveValue('Train to Lyon and back', OPENING);
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(title(page)).toHaveValue('Train to Lyon');
  await page.reload();
  await expect(title(page)).toHaveValue('Train to Lyon', OPENING);
  await expect(restored(page)).toHaveCount(0);

  // Cancel drops what was typed.
  await title(page).fill('Train to Paris');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.goto(runUrl('expense-claims', '/claims/c1/edit'));
  await expect(title(page)).toHaveValue('Train to Lyon', OPENING);
  await expect(restored(page)).toHaveCount(0);
});
