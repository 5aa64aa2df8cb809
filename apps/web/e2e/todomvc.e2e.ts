import { expect, test, type Locator, type Page } from '@playwright/test';
import { runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';

// The TodoMVC example run as the TodoMVC project's own tests check an implementation of its app
// specification (tests/test.js there): each `describe` and `test` below is one of theirs, in
// their words, on the behaviours examples/todomvc.md gives its lists in point 2.

const ONE = 'buy some cheese';
const TWO = 'feed the cat';
const THREE = 'book a doctors appointment';

/** The lists of the example are titled All, Active and Completed. */
type ListName = 'All' | 'Active' | 'Completed';

async function open(page: Page, route = ''): Promise<void> {
  await page.goto(runUrl('todomvc', route));
  // The first load builds the place's database: on a busy machine that takes a few seconds.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

const newTodo = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'What needs to be done?' });

/** The table of the list shown. */
const list = (page: Page, name: ListName = 'All'): Locator =>
  page.getByRole('table', { name, exact: true });

/** The rows of the list, in order (the list is short: every row is in view). */
const rows = (page: Page, name: ListName = 'All'): Locator =>
  list(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The titles of the todos listed, in order. */
function titles(page: Page, name: ListName = 'All'): Promise<string[]> {
  return rows(page, name).evaluateAll((found) =>
    found.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
  );
}

async function enterItem(page: Page, title: string): Promise<void> {
  const before = await rows(page).count();
  await newTodo(page).fill(title);
  await newTodo(page).press('Enter');
  await expect(rows(page)).toHaveCount(before + 1);
}

async function createStandardItems(page: Page): Promise<void> {
  await enterItem(page, ONE);
  await enterItem(page, TWO);
  await enterItem(page, THREE);
}

const toggleOf = (page: Page, index: number, name: ListName = 'All'): Locator =>
  rows(page, name).nth(index).getByRole('checkbox');

function completedStates(page: Page): Promise<boolean[]> {
  return rows(page).evaluateAll((found) =>
    found.map(
      (row) => row.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked ?? false,
    ),
  );
}

const toggleAll = (page: Page): Locator =>
  page.getByRole('checkbox', { name: 'Mark all as complete' });
const counter = (page: Page): Locator => page.getByText(/^\d+ items? left$/);
const clearCompleted = (page: Page): Locator =>
  page.getByRole('button', { name: 'Clear completed' });

async function editItem(page: Page, index: number): Promise<Locator> {
  await rows(page)
    .nth(index)
    .getByRole('button', { name: /^Edit: / })
    .dblclick();
  const input = rows(page).nth(index).getByRole('textbox', { name: 'Edit' });
  await expect(input).toBeFocused();
  return input;
}

async function filterBy(page: Page, name: ListName): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Screens of TodoMVC' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

test.describe('When page is initially opened', () => {
  test('should focus on the todo input field', async ({ page }) => {
    await open(page);
    await expect(newTodo(page)).toBeFocused();
  });
});

test.describe('No Todos', () => {
  test('should hide #main and #footer', async ({ page }) => {
    await open(page);
    await expect(newTodo(page)).toBeVisible();
    await expect(page.getByText('No todos yet')).toBeVisible();
    await expect(list(page)).toHaveCount(0);
    await expect(toggleAll(page)).toHaveCount(0);
    await expect(counter(page)).toHaveCount(0);
    await expect(clearCompleted(page)).toHaveCount(0);
    await screenshot(page, 'todomvc-empty');
  });
});

test.describe('New Todo', () => {
  test('should allow me to add todo items', async ({ page }) => {
    await open(page);
    await enterItem(page, ONE);
    expect(await titles(page)).toEqual([ONE]);
    await enterItem(page, TWO);
    expect(await titles(page)).toEqual([ONE, TWO]);
  });

  test('should clear text input field when an item is added', async ({ page }) => {
    await open(page);
    await enterItem(page, ONE);
    await expect(newTodo(page)).toHaveValue('');
  });

  test('should append new items to the bottom of the list', async ({ page }) => {
    await open(page);
    // Typed one after the other without waiting, as a quick typist would.
    for (const title of [ONE, TWO, THREE]) {
      await newTodo(page).fill(title);
      await newTodo(page).press('Enter');
    }
    await expect(rows(page)).toHaveCount(3);
    expect(await titles(page)).toEqual([ONE, TWO, THREE]);
  });

  test('should trim text input', async ({ page }) => {
    await open(page);
    await enterItem(page, `   ${ONE}  `);
    expect(await titles(page)).toEqual([ONE]);
  });

  test('should show #main and #footer when items added', async ({ page }) => {
    await open(page);
    await enterItem(page, ONE);
    await expect(list(page)).toBeVisible();
    await expect(counter(page)).toBeVisible();
  });

  test('adds nothing for a text that is empty once trimmed', async ({ page }) => {
    await open(page);
    await newTodo(page).fill('    ');
    await newTodo(page).press('Enter');
    await expect(page.getByText('No todos yet')).toBeVisible();
    await expect(list(page)).toHaveCount(0);
  });
});

test.describe('Mark all as completed', () => {
  test.beforeEach(async ({ page }) => {
    await open(page);
    await createStandardItems(page);
  });

  test('should allow me to mark all items as completed', async ({ page }) => {
    await toggleAll(page).click();
    await expect.poll(() => completedStates(page)).toEqual([true, true, true]);
    await screenshot(page, 'todomvc-all-completed');
  });

  test('should correctly update the complete all checked state', async ({ page }) => {
    for (const index of [0, 1, 2]) {
      await toggleOf(page, index).click();
      await expect(toggleOf(page, index)).toBeChecked();
    }
    await expect(toggleAll(page)).toBeChecked();
  });

  test('should allow me to clear the completion state of all items', async ({ page }) => {
    await toggleAll(page).click();
    await expect(toggleAll(page)).toBeChecked();
    await toggleAll(page).click();
    await expect.poll(() => completedStates(page)).toEqual([false, false, false]);
  });

  test('complete all checkbox should update state when items are completed / cleared', async ({
    page,
  }) => {
    await toggleAll(page).click();
    await expect(toggleAll(page)).toBeChecked();
    await toggleOf(page, 0).click();
    await expect(toggleAll(page)).not.toBeChecked();
    await toggleOf(page, 0).click();
    await expect(toggleAll(page)).toBeChecked();
  });
});

test.describe('Item', () => {
  test('should allow me to mark items as complete', async ({ page }) => {
    await open(page);
    await enterItem(page, ONE);
    await enterItem(page, TWO);
    await toggleOf(page, 0).click();
    await expect.poll(() => completedStates(page)).toEqual([true, false]);
    await toggleOf(page, 1).click();
    await expect.poll(() => completedStates(page)).toEqual([true, true]);
  });

  test('should allow me to un-mark items as complete', async ({ page }) => {
    await open(page);
    await enterItem(page, ONE);
    await enterItem(page, TWO);
    await toggleOf(page, 0).click();
    await expect.poll(() => completedStates(page)).toEqual([true, false]);
    await toggleOf(page, 0).click();
    await expect.poll(() => completedStates(page)).toEqual([false, false]);
  });

  test('deletes an item with its delete button', async ({ page }) => {
    await open(page);
    await createStandardItems(page);
    await page.getByRole('button', { name: `Delete: ${TWO}` }).click();
    await expect(rows(page)).toHaveCount(2);
    expect(await titles(page)).toEqual([ONE, THREE]);
  });
});

test.describe('Editing', () => {
  test.beforeEach(async ({ page }) => {
    await open(page);
    await createStandardItems(page);
  });

  test('should focus the input', async ({ page }) => {
    await editItem(page, 1);
    await expect(newTodo(page)).not.toBeFocused();
    await screenshot(page, 'todomvc-editing');
  });

  test('should hide other controls when editing', async ({ page }) => {
    await editItem(page, 1);
    await expect(rows(page).nth(1).getByRole('checkbox')).toHaveCount(0);
    await expect(
      rows(page)
        .nth(1)
        .getByRole('button', { name: /^Edit: / }),
    ).toHaveCount(0);
    await expect(
      rows(page)
        .nth(1)
        .getByRole('button', { name: /^Delete: / }),
    ).toHaveCount(0);
  });

  test('should save edits on enter', async ({ page }) => {
    const input = await editItem(page, 1);
    await input.fill('buy some sausages');
    await input.press('Enter');
    await expect.poll(() => titles(page)).toEqual([ONE, 'buy some sausages', THREE]);
  });

  test('should save edits on blur', async ({ page }) => {
    const input = await editItem(page, 1);
    await input.fill('buy some sausages');
    // A click on another control takes the focus away from the input.
    await toggleOf(page, 0).click();
    await expect.poll(() => titles(page)).toEqual([ONE, 'buy some sausages', THREE]);
  });

  test('should trim entered text', async ({ page }) => {
    const input = await editItem(page, 1);
    await input.fill('    buy some sausages  ');
    await input.press('Enter');
    await expect.poll(() => titles(page)).toEqual([ONE, 'buy some sausages', THREE]);
  });

  test('should remove the item if an empty text string was entered', async ({ page }) => {
    const input = await editItem(page, 1);
    await input.fill('');
    await input.press('Enter');
    await expect(rows(page)).toHaveCount(2);
    expect(await titles(page)).toEqual([ONE, THREE]);
  });

  test('should cancel edits on escape', async ({ page }) => {
    const input = await editItem(page, 1);
    await input.fill('foo');
    await input.press('Escape');
    await expect(rows(page).nth(1).getByRole('textbox')).toHaveCount(0);
    expect(await titles(page)).toEqual([ONE, TWO, THREE]);
    // The edit ended by a key: the focus is back on the title it edited.
    await expect(
      rows(page)
        .nth(1)
        .getByRole('button', { name: `Edit: ${TWO}` }),
    ).toBeFocused();
  });
});

test.describe('Counter', () => {
  test('should display the current number of todo items', async ({ page }) => {
    await open(page);
    await enterItem(page, ONE);
    await expect(counter(page)).toHaveText('1 item left');
    await expect(counter(page).locator('strong')).toHaveText('1');
    await enterItem(page, TWO);
    await expect(counter(page)).toHaveText('2 items left');
    await toggleOf(page, 0).click();
    await toggleOf(page, 1).click();
    await expect(counter(page)).toHaveText('0 items left');
  });
});

test.describe('Clear completed button', () => {
  test.beforeEach(async ({ page }) => {
    await open(page);
    await createStandardItems(page);
  });

  test('should display the correct text', async ({ page }) => {
    await toggleOf(page, 1).click();
    await expect(clearCompleted(page)).toHaveText('Clear completed');
  });

  test('should remove completed items when clicked', async ({ page }) => {
    await toggleOf(page, 1).click();
    await clearCompleted(page).click();
    const dialog = page.getByRole('dialog', { name: 'Clear completed?' });
    await expect(dialog).toContainText(`This deletes 1 todo from this device: “${TWO}”.`);
    await screenshot(page, 'todomvc-clear-completed');
    await dialog.getByRole('button', { name: 'Delete 1 todo' }).click();
    await expect(rows(page)).toHaveCount(2);
    expect(await titles(page)).toEqual([ONE, THREE]);
    await expect(page.getByRole('status').filter({ hasText: 'Deleted 1 todo.' })).toBeVisible();
  });

  test('should be hidden when there are no items that are completed', async ({ page }) => {
    await toggleOf(page, 1).click();
    await expect(clearCompleted(page)).toBeVisible();
    await clearCompleted(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete 1 todo' }).click();
    await expect(clearCompleted(page)).toHaveCount(0);
  });

  test('asks first, and deletes nothing when cancelled', async ({ page }) => {
    await toggleOf(page, 1).click();
    await clearCompleted(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(3);
  });
});

test.describe('Persistence', () => {
  test('should persist its data', async ({ page }) => {
    await open(page);
    await enterItem(page, ONE);
    await enterItem(page, TWO);
    await toggleOf(page, 1).click();
    await expect.poll(() => completedStates(page)).toEqual([false, true]);
    await page.goto('about:blank');
    await open(page);
    await expect(rows(page)).toHaveCount(2);
    expect(await titles(page)).toEqual([ONE, TWO]);
    expect(await completedStates(page)).toEqual([false, true]);
  });
});

test.describe('Routing', () => {
  test.beforeEach(async ({ page }) => {
    await open(page);
    await createStandardItems(page);
    await toggleOf(page, 1).click();
    await expect(toggleOf(page, 1)).toBeChecked();
  });

  test('should allow me to display active items', async ({ page }) => {
    await filterBy(page, 'Active');
    await expect.poll(() => titles(page, 'Active')).toEqual([ONE, THREE]);
    await screenshot(page, 'todomvc-active');
  });

  test('should respect the back button', async ({ page }) => {
    await filterBy(page, 'Active');
    await filterBy(page, 'Completed');
    await expect.poll(() => titles(page, 'Completed')).toEqual([TWO]);
    await page.goBack();
    await expect.poll(() => titles(page, 'Active')).toEqual([ONE, THREE]);
    await page.goBack();
    await expect.poll(() => titles(page, 'All')).toEqual([ONE, TWO, THREE]);
  });

  test('should allow me to display completed items', async ({ page }) => {
    await filterBy(page, 'Completed');
    await expect.poll(() => titles(page, 'Completed')).toEqual([TWO]);
  });

  test('should allow me to display all items', async ({ page }) => {
    await filterBy(page, 'Active');
    await filterBy(page, 'Completed');
    await filterBy(page, 'All');
    await expect.poll(() => titles(page, 'All')).toEqual([ONE, TWO, THREE]);
  });

  test('should highlight the currently applied filter', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Screens of TodoMVC' });
    await expect(nav.getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await filterBy(page, 'Active');
    await expect(nav.getByRole('link', { name: 'Active', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await filterBy(page, 'Completed');
    await expect(nav.getByRole('link', { name: 'Completed', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('hides an item checked while the filter is Active, and counts what is left', async ({
    page,
  }) => {
    await filterBy(page, 'Active');
    await toggleOf(page, 0, 'Active').click();
    await expect.poll(() => titles(page, 'Active')).toEqual([THREE]);
    await expect(counter(page)).toHaveText('1 item left');
  });

  test('keeps the filter on reload', async ({ page }) => {
    await filterBy(page, 'Completed');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Completed' })).toBeVisible();
    await expect.poll(() => titles(page, 'Completed')).toEqual([TWO]);
  });
});
