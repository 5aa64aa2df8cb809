import { expect, test, type Locator, type Page } from '@playwright/test';
import { exampleNamed, readExamplesOnDisk } from './examplesOnDisk.ts';
import { findLowContrast } from './pageAudits.ts';
import { actAs, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

// A record's actions and Delete where the spec gives its entity no detail screen (a todo list of
// lists and forms only, as TodoMVC was written before its lists had behaviours of their own), and
// what the confirmation of a delete says of the records pointing there.
test.describe.configure({ timeout: 90_000 });

const TODO_FORMS = `# Specification: Todo forms

A todo list with forms and no detail screen: each todo's actions and Delete are on its edit form.

## 2. Screens and routes

| route | screen | shows | roles | title |
| --- | --- | --- | --- | --- |
| / | list | Todo | all | All |
| /active | list | Todo where status == "active" | all | Active |
| /completed | list | Todo where status == "completed" | all | Completed |
| /todos/new | form | Todo | all | |
| /todos/:id/edit | form | Todo | all | |

## 3. Entities and their fields

### Todo

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | what is to be done |
| status | state | yes | see point 4 |

The list of todos shows title and status, oldest first.

## 4. States and transitions

### Todo

Initial state: active.

| from | action | to | roles | when |
| --- | --- | --- | --- | --- |
| active | complete | completed | all | |
| completed | reopen | active | all | |

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| user | all | Todo | |

Sample users:

| user | name | roles |
| --- | --- | --- |
| me | You | user |
`;

/** The address of the todo list of lists and forms, served in place of the first example. */
const TODOS = runUrl(readExamplesOnDisk()[0]?.stem ?? '');
const BOARD = runUrl(exampleNamed('project-board').stem);

test.beforeEach(async ({ page }) => {
  await serveAsExample(page, TODO_FORMS);
});

/** The "State and actions" section, on a detail screen or a form standing in for one. */
function actions(page: Page): Locator {
  return page.getByRole('region', { name: 'State and actions' });
}

/** The first cells (titles) of the list's rows on the screen. */
function titles(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
}

async function addTodo(page: Page, title: string): Promise<void> {
  await page.goto(`${TODOS}/todos/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

// Regression: a todo could never be completed, reopened or deleted: its actions and Delete were
// only on a detail screen, which TodoMVC's point 2 does not list.
test('a todo is completed, reopened and deleted from its edit form', async ({ page }) => {
  await addTodo(page, 'Buy milk');
  await page.getByRole('link', { name: 'Buy milk', exact: true }).click();
  const form = page.getByRole('form');
  await expect(form.getByRole('textbox', { name: 'status' })).toHaveValue('active');
  await expect(form.getByRole('textbox', { name: 'status' })).toHaveAccessibleDescription(
    'Changes through the actions below, not in this form',
  );
  await expect(actions(page).getByLabel('State: active', { exact: true })).toHaveText('Active');
  // The state reads as point 4 writes it, not in capitals.
  await expect(actions(page).getByLabel('State: active', { exact: true })).toHaveCSS(
    'text-transform',
    'none',
  );
  // active ⇄ completed has no final state, so the caption says nothing of a double border.
  await expect(page.getByText(/^State diagram of Todo/)).toHaveText(
    'State diagram of Todo: this todo is active.',
  );
  // The action that does not apply says why, with its code.
  await expect(page.getByRole('list', { name: 'Refused actions' })).toContainText(
    /Reopen: .*\(NOT_APPLICABLE\)/,
  );
  await screenshot(page, 'run-todo-form-actions');
  expect(await findLowContrast(page)).toEqual([]);

  await actions(page).getByRole('button', { name: 'Complete' }).click();
  await expect(actions(page).getByLabel('State: completed', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'status' })).toHaveValue('completed');
  await expect(page.getByRole('table', { name: 'History' })).toContainText('complete');
  // One date-time format on every screen: the time heads each move's row.
  await expect(
    page.getByRole('table', { name: 'History' }).getByRole('rowheader').first(),
  ).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);

  await page.goto(`${TODOS}/completed`);
  await expect.poll(() => titles(page)).toEqual(['Buy milk']);
  await page.getByRole('link', { name: 'Buy milk', exact: true }).click();
  await actions(page).getByRole('button', { name: 'Reopen' }).click();
  await expect(actions(page).getByLabel('State: active', { exact: true })).toBeVisible();
  await page.goto(`${TODOS}/active`);
  await expect.poll(() => titles(page)).toEqual(['Buy milk']);

  await page.getByRole('link', { name: 'Buy milk', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this todo?' });
  await expect(dialog).toContainText('“Buy milk” will be deleted');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // After a delete, the list of todos.
  await expect(page.getByRole('heading', { level: 1, name: 'All' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy milk', exact: true })).toHaveCount(0);
});

// Regression: the button of an action taken went away with the state it was open in, and the
// focus fell back to the page's body; it now goes to the section that shows the new state.
test('after an action the focus is on the state and its actions, not lost', async ({ page }) => {
  await addTodo(page, 'Post the letter');
  await page.getByRole('link', { name: 'Post the letter', exact: true }).click();
  await actions(page).getByRole('button', { name: 'Complete' }).click();
  await expect(actions(page).getByLabel('State: completed', { exact: true })).toBeVisible();
  await expect(actions(page).getByRole('heading', { name: 'State and actions' })).toBeFocused();
  // From there the next action is one Tab away.
  await expect(actions(page).getByRole('button', { name: 'Reopen' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(actions(page).getByRole('button', { name: 'Reopen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(actions(page).getByLabel('State: active', { exact: true })).toBeVisible();
  await expect(actions(page).getByRole('heading', { name: 'State and actions' })).toBeFocused();
});

test('what was typed in the form survives an action, and saves against the new version', async ({
  page,
}) => {
  await addTodo(page, 'Buy milk');
  await page.getByRole('link', { name: 'Buy milk', exact: true }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Buy oat milk');
  await actions(page).getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('textbox', { name: 'status' })).toHaveValue('completed');
  await expect(title).toHaveValue('Buy oat milk');
  // Saving sends the title alone against the version the action left: no CONFLICT, and the
  // action is not undone.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All' })).toBeVisible();
  await page.goto(`${TODOS}/completed`);
  await expect.poll(() => titles(page)).toEqual(['Buy oat milk']);
});

test('a form keeps to its fields where the spec gives a detail screen', async ({ page }) => {
  await page.goto(`${BOARD}/tasks/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Write the copy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write the copy' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('form')).toBeVisible();
  await expect(actions(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

// Regression: deleting a project that tasks pointed at asked to confirm without a word of them;
// afterwards each task showed the project's raw id as missing.
test('deleting a project says how many tasks point at it', async ({ page }) => {
  await page.goto(`${BOARD}/projects`);
  await actAs(page, 'Leo Lead');
  await page.getByRole('link', { name: 'New Project' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Launch');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launch' })).toBeVisible();
  const project = page.url();
  await actAs(page, 'Mia Member');
  for (const task of ['Write the copy', 'Pick a font']) {
    await page.goto(`${BOARD}/tasks/new`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(task);
    await page.getByRole('combobox', { name: 'Project', exact: true }).click();
    await page.getByRole('option', { name: 'Launch', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: task })).toBeVisible();
  }
  await actAs(page, 'Leo Lead');
  await page.goto(project);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(dialog).toContainText(
    '2 tasks point at this project: they will keep its id and show it as missing.',
  );
  await screenshot(page, 'run-delete-referenced-project');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('Import shows only to a user who may create the records, and every list states its order', async ({
  page,
}) => {
  await page.goto(`${BOARD}/projects`);
  const main = page.getByRole('main');
  await actAs(page, 'Mia Member');
  await expect(main.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'New Project' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expect(main.getByText(/^\d+ projects?, by name, ascending$/)).toBeVisible();
  await actAs(page, 'Leo Lead');
  await expect(main.getByRole('button', { name: 'Import' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'New Project' })).toBeVisible();
  await page.goto(`${BOARD}/tasks`);
  await expect(main.getByText(/^\d+ tasks?, newest first$/)).toBeVisible();
});
