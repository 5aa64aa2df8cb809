import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow } from './pageAudits.ts';
import { runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';

// The running app at a phone's width (375 px): a header of one line with Specrun's views and the
// "Acting as" switcher in a menu, lists as cards, and nothing that scrolls sideways.
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 375, height: 740 } });

const SCREENS = [
  { name: 'home', stem: 'expense-claims', route: '', heading: 'Expense claims' },
  { name: 'claims', stem: 'expense-claims', route: '/claims', heading: 'Claims' },
  { name: 'claim', stem: 'expense-claims', route: '/claims/c2', heading: 'Hotel in Lyon' },
  { name: 'new-claim', stem: 'expense-claims', route: '/claims/new', heading: 'New Claim' },
  { name: 'about', stem: 'expense-claims', route: '/~about', heading: 'About this spec' },
  { name: 'data', stem: 'expense-claims', route: '/~data', heading: 'Sample data' },
  { name: 'todos', stem: 'todomvc', route: '', heading: 'All' },
  { name: 'tasks', stem: 'project-board', route: '/tasks', heading: 'Tasks' },
  { name: 'board', stem: 'project-board', route: '/board', heading: 'Board' },
] as const;

/** How much wider than its box a list's scrolling region is: 0 when it does not scroll sideways. */
function listOverflow(page: Page): Promise<number> {
  return page
    .locator('[role="region"][aria-label$=", scrollable"]')
    .evaluateAll((regions) => Math.max(0, ...regions.map((r) => r.scrollWidth - r.clientWidth)));
}

for (const screen of SCREENS) {
  test(`${screen.name} fits a phone: no sideways scroll, a compact header`, async ({ page }) => {
    await page.goto(runUrl(screen.stem, screen.route));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: screen.heading, exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await listOverflow(page)).toBe(0);
    // The spec's own header and navigation take little of the first screen.
    const heading = await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: screen.heading, exact: true })
      .boundingBox();
    expect(heading?.y ?? 0).toBeLessThan(260);
    await screenshot(page, `run-phone-${screen.name}`);
  });
}

test("the phone menu holds Specrun's views of the spec and the switcher", async ({ page }) => {
  await page.goto(runUrl('expense-claims', '/claims'));
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'About this spec' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Acting as' })).toHaveCount(0);
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'About this spec' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sample data' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Acting as' })).toBeVisible();
  await screenshot(page, 'run-phone-menu');
  await page.getByRole('link', { name: 'Sample data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample data' })).toBeVisible();
  // Following a link closes the menu.
  await expect(page.getByRole('link', { name: 'About this spec' })).toHaveCount(0);

  // A list's records are cards: each field under its label, no column headers in view.
  await page.goto(runUrl('expense-claims', '/claims'));
  const card = page.getByRole('row').filter({ hasText: 'Hotel in Lyon' });
  await expect(card.locator('td[data-label="Amount"]')).toBeVisible();
  await expect(card.locator('td[data-label="Spent on"]')).toHaveText('2025-11-13');
  const head = await page.locator('thead').boundingBox();
  expect(head?.height ?? 0).toBeLessThanOrEqual(1);
});

test("a record's history fits a phone: each move a block, each value under its label", async ({
  page,
}) => {
  await page.goto(runUrl('expense-claims', '/claims/c1'));
  const actions = page.getByRole('region', { name: 'State and actions' });
  await actions.getByRole('button', { name: 'Submit' }).click({ timeout: 15_000 });
  const history = page.getByRole('table', { name: 'History', exact: true });
  const move = history.getByRole('row').filter({ hasText: 'submit' });
  await expect(move.locator('td[data-label="From"]')).toHaveText('draft');
  await expect(move.locator('td[data-label="To"]')).toHaveText('submitted');
  await expect(move.locator('td[data-label="By"]')).toHaveText('Ada Employee');
  // The table fits its box: nothing in it, nor the page, scrolls sideways.
  const overflow = await history.evaluate((table) => {
    const box = table.parentElement!;
    return Math.max(0, box.scrollWidth - box.clientWidth, table.scrollWidth - table.clientWidth);
  });
  expect(overflow).toBe(0);
  expect(await sidewaysOverflow(page)).toBe(0);
  await move.scrollIntoViewIfNeeded();
  await screenshot(page, 'run-phone-claim-history');
});
