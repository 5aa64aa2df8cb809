import { expect, test, type Page } from '@playwright/test';
import { readExamplesOnDisk } from './examplesOnDisk.ts';
import { actAs, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

// List behaviours bound to point 4's actions rather than a boolean field, over a list of its
// route and as point 6 allows: a checkbox of two actions, a button per row, a bulk action, a
// count of one screen's records.
const TASKS = `# Specification: Chores

## 2. Screens and routes

| route | screen | shows | roles | title |
| --- | --- | --- | --- | --- |
| / | list | Chore | all | Chores |
| /waiting | list | Chore where status == "waiting" | all | Waiting |

| list | behaviour | does | when | label |
| --- | --- | --- | --- | --- |
| Chore | add | name, trimmed | | New chore |
| Chore | toggle | finish / reopen | | Done |
| Chore | delete | | | Delete |
| /waiting | action | start | name != "Mop" | Start |
| /waiting | action all | start | | Start all |
| /waiting | count | | | {count} chore waiting |
| Chore | delete all | status == "done" | size(Chore) > 3 | Clear done |

## 3. Entities and their fields

### Chore

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| status | state | yes | |

The list of chores shows name and status, oldest first.

## 4. States and transitions

### Chore

Initial state: waiting.

| from | action | to | roles |
| --- | --- | --- | --- |
| waiting | start | doing | |
| waiting | finish | done | |
| doing | finish | done | |
| done | reopen | waiting | boss |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Chore | size(name) <= 12 | save | NAME_TOO_LONG |

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| helper | read, create, start, finish | Chore | |
| boss | all | Chore | |

| user | name | roles |
| --- | --- | --- |
| h | Hal Helper | helper |
| b | Bea Boss | boss |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| NAME_TOO_LONG | 422 | A chore's name has at most 12 characters. |
`;

const CHORES = runUrl(readExamplesOnDisk()[0]?.stem ?? '');

async function add(page: Page, name: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'New chore' });
  await input.fill(name);
  await input.press('Enter');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await serveAsExample(page, TASKS);
  await page.goto(CHORES);
  await expect(page.getByRole('heading', { level: 1, name: 'Chores' })).toBeVisible({
    timeout: 15_000,
  });
});

test('a checkbox of two actions takes the first on and the second off, as roles allow', async ({
  page,
}) => {
  await add(page, 'Dishes');
  const done = page.getByRole('checkbox', { name: 'Done: Dishes' });
  await expect(done).not.toBeChecked();
  await done.click();
  await expect(done).toBeChecked();
  await expect(page.getByRole('row', { name: /Dishes/ })).toContainText('done');
  // Reopening is the boss's: the helper's checkbox cannot be unticked.
  await expect(done).toBeDisabled();
  await actAs(page, 'Bea Boss');
  await expect(done).toBeEnabled();
  await done.click();
  await expect(done).not.toBeChecked();
  await expect(page.getByRole('row', { name: /Dishes/ })).toContainText('waiting');
});

test("a route's actions: a button per row where its condition holds, all at once, and a count", async ({
  page,
}) => {
  for (const name of ['Dishes', 'Mop', 'Laundry']) await add(page, name);
  await page.goto(`${CHORES}/waiting`);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting' })).toBeVisible();
  await expect(page.getByText(/^3 chores waiting$/)).toBeVisible();
  // The row's `when` keeps Start off the mop.
  await expect(page.getByRole('button', { name: 'Start: Mop' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start: Dishes' }).click();
  await expect(page.getByText(/^2 chores waiting$/)).toBeVisible();
  await screenshot(page, 'run-list-behaviours-waiting');
  await page.getByRole('button', { name: 'Start all' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Start all: 2 done.' })).toBeVisible();
  await expect(page.getByText('No chores here yet')).toBeVisible();
  // The count is of this list's records: none left; there is nothing to start.
  await expect(page.getByText(/^0 chores waiting$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start all' })).toHaveCount(0);
});

test('a bulk delete shows when its condition holds and some records match, and asks first', async ({
  page,
}) => {
  // Only the boss may delete chores: the helper sees neither button.
  for (const name of ['Dishes', 'Mop', 'Laundry', 'Windows']) await add(page, name);
  await page.getByRole('checkbox', { name: 'Done: Dishes' }).click();
  await expect(page.getByRole('checkbox', { name: 'Done: Dishes' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Clear done' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete: Windows' })).toHaveCount(0);
  await actAs(page, 'Bea Boss');
  await page.getByRole('button', { name: 'Delete: Windows' }).click();
  await expect(page.getByRole('cell', { name: 'Windows', exact: true })).toHaveCount(0);
  // size(Chore) > 3 does not hold with three chores.
  await expect(page.getByRole('button', { name: 'Clear done' })).toHaveCount(0);
  await add(page, 'Windows');
  await page.getByRole('button', { name: 'Clear done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear done?' });
  await expect(dialog).toContainText('This deletes 1 chore from this device: “Dishes”.');
  await dialog.getByRole('button', { name: 'Delete 1 chore' }).click();
  await expect(page.getByRole('cell', { name: 'Dishes', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Windows', exact: true })).toBeVisible();
});

test('a refused add gives back the text typed and says why; spaces alone add nothing', async ({
  page,
}) => {
  const input = page.getByRole('textbox', { name: 'New chore' });
  await input.fill('Clean the whole attic');
  await input.press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'The new Chore was not added' });
  await expect(refusal).toContainText("A chore's name has at most 12 characters.");
  await expect(input).toHaveValue('Clean the whole attic');
  await expect(page.getByText('No chores yet')).toBeVisible();
  await input.fill('Attic');
  await input.press('Enter');
  await expect(page.getByRole('cell', { name: 'Attic', exact: true })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await input.fill('    ');
  await input.press('Enter');
  await expect(input).toHaveValue('    ');
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
});
