import { expect, test, type Locator, type Page } from '@playwright/test';
import { exampleNamed } from './examplesOnDisk.ts';
import { findLowContrast } from './pageAudits.ts';
import {
  actAs,
  createCategory,
  createClaim,
  firstCells,
  openScreen,
  runUrl,
  startEmpty,
  type ClaimInput,
} from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

// Lifecycles and permissions (points 4 and 6) as the users of the examples meet them: actions on a
// claim's detail, its history and state diagram, screens refused by role, lists by permission, the
// permission matrix, and moving the cards of a board by the actions that lead there.

const TRAIN: ClaimInput = {
  title: 'Train to Lyon',
  amount: '45',
  category: 'Travel',
  spentOn: '2026-01-05',
};

/** The detail screen's "State and actions" section. */
function actions(page: Page): Locator {
  return page.getByRole('region', { name: 'State and actions' });
}

/** The record's state as its badge says it. */
function stateBadge(page: Page, state: string): Locator {
  return actions(page).getByLabel(`State: ${state}`, { exact: true });
}

/** The rows of the History table, each as its cells' texts (the time, each row's header, left out). */
function historyRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('table', { name: 'History', exact: true })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector('td') !== null)
        .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
}

const CLAIM_STATES = ['draft', 'submitted', 'approved', 'rejected', 'paid'];

/** The states whose names the diagram shows whole, inside its figure: none cut off. */
async function statesInside(diagram: Locator): Promise<string[]> {
  const frame = await diagram.boundingBox();
  if (!frame) return [];
  const inside: string[] = [];
  for (const state of CLAIM_STATES) {
    const box = await diagram.getByText(state, { exact: true }).boundingBox();
    if (
      box &&
      box.width > 0 &&
      box.x >= frame.x &&
      box.y >= frame.y &&
      box.x + box.width <= frame.x + frame.width &&
      box.y + box.height <= frame.y + frame.height
    )
      inside.push(state);
  }
  return inside;
}

/** One item of the "Refused actions" list, by its action's name. */
function refused(page: Page, action: string): Locator {
  return page
    .getByRole('list', { name: 'Refused actions' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${action}:`, 'i') });
}

test('a claim goes from draft to paid, each action taken by the user who may take it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(runUrl('expense-claims'));
  await createCategory(page, 'Travel');
  await createClaim(page, TRAIN);

  // Ada's new claim: a draft she may submit, with no history yet.
  await expect(stateBadge(page, 'draft')).toBeVisible();
  await expect(page.getByText('No action has been taken on this record yet.')).toBeVisible();
  await expect(actions(page).getByRole('button').filter({ hasNotText: /why/i })).toHaveText([
    'Submit',
  ]);
  // Regression: the actions a draft does not open said "The claim has moved on since you opened
  // it. (WRONG_STATE)", the answer to a stale call, and two reasons ran together in one line.
  // The reason that decides comes first; its code and the other reasons are behind "Why?".
  const approve = refused(page, 'approve');
  await expect(approve).toContainText(
    'Approve: approve does not apply while the record is draft; only when it is submitted. (NOT_APPLICABLE) Also: You may not do this. (NOT_ALLOWED) Point 6 does not permit Ada Employee to approve this record.',
  );
  await expect(approve.getByText(/NOT_APPLICABLE/)).toBeHidden();
  await approve.getByRole('button', { name: 'Why?' }).click();
  await expect(approve.getByText(/Also: You may not do this\./)).toBeVisible();
  for (const action of ['approve', 'reject', 'revise', 'pay'])
    await expect(refused(page, action)).not.toContainText('WRONG_STATE');
  await expect(refused(page, 'revise')).toHaveText(
    'Revise: revise does not apply while the record is draft; only when it is rejected. (NOT_APPLICABLE) Why?',
  );
  await screenshot(page, 'run-claim-detail-draft-refusals');
  await actions(page).getByRole('button', { name: 'Submit' }).click();
  await expect(stateBadge(page, 'submitted')).toBeVisible();
  await expect
    .poll(() => historyRows(page))
    .toEqual([['submit', 'draft', 'submitted', 'Ada Employee']]);

  // Ada may not approve her own claim: no button, and the reasons with their codes.
  await expect(actions(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByText('Ada Employee may take no action on this claim now.')).toBeVisible();
  // Regression: the roles of point 4 and point 6 each gave the same "You may not do this.
  // (NOT_ALLOWED)", twice in a row; each now says which point refuses.
  await expect(refused(page, 'approve')).toContainText(
    'Approve: You may not do this. (NOT_ALLOWED) Point 4 gives approve to approver. Also: You may not do this. (NOT_ALLOWED) Point 6 does not permit Ada Employee to approve this record. The condition of approve does not hold: record.owner != user.id. (GUARD_FAILED)',
  );
  await expect(refused(page, 'pay')).toContainText('(NOT_APPLICABLE)');

  // Ben approves it: the same screen offers him Approve and Reject.
  await actAs(page, 'Ben Approver');
  await expect(actions(page).getByRole('button').filter({ hasNotText: /why/i })).toHaveText([
    'Approve',
    'Reject',
  ]);
  await expect(refused(page, 'submit')).toContainText('(NOT_APPLICABLE)');
  const diagram = page.getByRole('figure', { name: /^State diagram of Claim/ });
  await expect(diagram).toBeVisible();
  await expect(diagram).toContainText(
    'State diagram of Claim: this claim is submitted. A double border marks a final state.',
  );
  await expect.poll(() => statesInside(diagram)).toEqual(CLAIM_STATES);
  expect(await findLowContrast(page)).toEqual([]);
  await screenshot(page, 'run-claim-detail-actions');
  await actions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(stateBadge(page, 'approved')).toBeVisible();
  await expect(actions(page).getByRole('button').filter({ hasNotText: /why/i })).toHaveCount(0);

  // Cleo pays it.
  await actAs(page, 'Cleo Finance');
  await expect(actions(page).getByRole('button').filter({ hasNotText: /why/i })).toHaveText([
    'Pay',
  ]);
  await actions(page).getByRole('button', { name: 'Pay' }).click();
  await expect(stateBadge(page, 'paid')).toBeVisible();
  await expect
    .poll(() => historyRows(page))
    .toEqual([
      ['submit', 'draft', 'submitted', 'Ada Employee'],
      ['approve', 'submitted', 'approved', 'Ben Approver'],
      ['pay', 'approved', 'paid', 'Cleo Finance'],
    ]);

  // A paid claim offers no action to anyone, not even the admin, who may do all.
  await expect(page.getByText('Cleo Finance may take no action on this claim now.')).toBeVisible();
  await actAs(page, 'Dan Admin');
  await expect(stateBadge(page, 'paid')).toBeVisible();
  await expect(page.getByText('Dan Admin may take no action on this claim now.')).toBeVisible();
  await expect(actions(page).getByRole('button').filter({ hasNotText: /why/i })).toHaveCount(0);
  for (const action of ['submit', 'approve', 'reject', 'revise', 'pay'])
    await expect(refused(page, action)).toContainText('(NOT_APPLICABLE)');
  await expect(diagram).toContainText('this claim is paid.');
  await screenshot(page, 'run-claim-detail-paid');

  // On a narrow screen the diagram reads top to bottom, every state still in its box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => statesInside(diagram)).toEqual(CLAIM_STATES);
  await screenshot(page, 'run-claim-detail-paid-narrow');
});

test('a screen the acting user may not open says so, when its address is typed by hand', async ({
  page,
}) => {
  await page.goto(runUrl('expense-claims', '/categories'));
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Ada Employee may not open Categories')).toContainText(
    '(NOT_ALLOWED)',
  );
  const navigation = page.getByRole('navigation', { name: /^Screens of / });
  await expect(navigation.getByRole('link', { name: 'Claims', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Categories', exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Approvals', exact: true })).toHaveCount(0);

  // The admin may open it, at the same address.
  await actAs(page, 'Dan Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toHaveCount(0);
});

test('an employee sees only her own claims in the list, an approver sees every claim', async ({
  page,
}) => {
  await startEmpty(page, 'expense-claims');
  test.setTimeout(60_000);
  await page.goto(runUrl('expense-claims'));
  await createCategory(page, 'Travel');
  await createClaim(page, TRAIN);
  await actAs(page, 'Ben Approver');
  await createClaim(page, { ...TRAIN, title: 'Taxi to the station', amount: '12' });

  await openScreen(page, 'Claims');
  await expect
    .poll(() => firstCells(page, 'Claims'))
    .toEqual(['Taxi to the station', 'Train to Lyon']);
  await actAs(page, 'Ada Employee');
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Train to Lyon']);
  // Ben's claim, opened by its address, is not Ada's to read.
  await actAs(page, 'Ben Approver');
  await page.getByRole('link', { name: 'Taxi to the station' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taxi to the station' })).toBeVisible();
  const address = page.url();
  await actAs(page, 'Ada Employee');
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Taxi to the station' })).toHaveCount(0);
  await expect(page.getByText('(NOT_ALLOWED)')).toBeVisible();
});

test('the permissions view shows each entity as a matrix of roles and actions', async ({
  page,
}) => {
  await page.goto(runUrl('expense-claims'));
  await page.getByRole('link', { name: 'Permissions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  const claims = page.getByRole('table', { name: 'Permissions on Claim', exact: true });
  await expect(claims.getByRole('columnheader')).toHaveText([
    'Role',
    'read',
    'create',
    'update',
    'delete',
    'submit',
    'approve',
    'reject',
    'revise',
    'pay',
  ]);
  await expect(claims.getByRole('rowheader')).toHaveText([
    'employee',
    'approver',
    'finance',
    'admin',
  ]);
  const employee = claims
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'employee' }) });
  const cells = employee.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('when record.owner == user.id');
  await expect(cells.nth(1)).toHaveText('yes');
  await expect(cells.nth(2)).toHaveText('when record.owner == user.id && record.status == "draft"');
  await expect(cells.nth(8)).toHaveText('no');
  const admin = claims
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'admin' }) });
  await expect(admin.getByRole('cell').nth(0)).toHaveText('yes');
  await expect(
    page.getByRole('table', { name: 'Permissions on Category', exact: true }),
  ).toBeVisible();
  await screenshot(page, 'run-permissions');
});

const BOARD = runUrl(exampleNamed('project-board').stem);

/** Makes a task through the project board's form, as the acting user (Mia Member at first). */
async function createTask(page: Page, place: string, title: string): Promise<void> {
  await page.goto(`${place}/tasks/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A column of the board, by its state alone (its name also counts its cards). */
function column(page: Page, state: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${state}, \\d+ tasks?$`) });
}

/** The card of a task on the board, by its title. */
function card(page: Page, title: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test('a task card moves by dragging only to a column an action leads to, and by its Move menu', async ({
  page,
}) => {
  await startEmpty(page, 'project-board');
  test.setTimeout(60_000);
  await createTask(page, BOARD, 'Write the copy');
  await createTask(page, BOARD, 'Pick a font');
  await page.goto(`${BOARD}/board`);
  await expect(page.getByRole('region', { name: 'todo, 2 tasks' })).toBeVisible();

  // Dragging "Write the copy" to doing takes the action start.
  await card(page, 'Write the copy').dragTo(column(page, 'doing'));
  await expect(page.getByRole('region', { name: 'doing, 1 task' })).toContainText('Write the copy');
  await expect(page.getByRole('region', { name: 'todo, 1 task' })).not.toContainText(
    'Write the copy',
  );
  await expect(page.getByRole('status')).toHaveText('Start: “Write the copy” moved to doing.');

  // While "Pick a font" is dragged, each column says whether it takes it; done does not.
  await card(page, 'Pick a font').hover();
  await page.mouse.down();
  await column(page, 'done').hover();
  await expect(column(page, 'doing')).toContainText('Drop to start “Pick a font”.');
  await expect(column(page, 'done')).toContainText('No action moves a task from todo to done.');
  await expect(column(page, 'todo')).toContainText('The card is here now.');
  // What the columns say while dragging is as readable as the rest.
  expect(await findLowContrast(page)).toEqual([]);
  await screenshot(page, 'run-board-dragging');
  await page.mouse.up();
  await expect(page.getByText('The card is here now.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'todo, 1 task' })).toContainText('Pick a font');
  await expect(page.getByRole('region', { name: 'done, 0 tasks' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Start: “Write the copy” moved to doing.');

  // The same moves from the keyboard: the card's Move menu names the actions open now.
  const move = page.getByRole('button', { name: 'Move Pick a font', exact: true });
  await move.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText(['Start to doing']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'doing, 2 tasks' })).toContainText('Pick a font');
  await expect(page.getByRole('status')).toHaveText('Start: “Pick a font” moved to doing.');

  await page.getByRole('button', { name: 'Move Write the copy', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Pause to todo', 'Finish to done']);
  await page.getByRole('menuitem', { name: 'Finish to done' }).click();
  await expect(page.getByRole('region', { name: 'done, 1 task' })).toContainText('Write the copy');
  await page.getByRole('button', { name: 'Move Write the copy', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Reopen to todo']);
  await page.keyboard.press('Escape');
  await screenshot(page, 'run-board-moved');

  // The moves are the actions of the record: its history names them and who took them.
  await page.getByRole('link', { name: 'Write the copy', exact: true }).click();
  await expect
    .poll(() => historyRows(page))
    .toEqual([
      ['start', 'todo', 'doing', 'Mia Member'],
      ['finish', 'doing', 'done', 'Mia Member'],
    ]);
});

// A board whose action has a rule of point 5: the card may be dragged there, and the data source
// refuses the action with the rule's code.
const CHORES = `# Specification: Chores

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /board | board | Chore | all |
| /chores/new | form | Chore | all |
| /chores/:id | detail | Chore | all |

## 3. Entities and their fields

### Chore

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| status | state | yes | |

## 4. States and transitions

### Chore

Initial state: open.

| from | action | to | roles | when |
| --- | --- | --- | --- | --- |
| open | finish | done | | |
| done | reopen | open | | |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Chore | size(title) > 8 | finish | TOO_VAGUE |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| TOO_VAGUE | 422 | Say what the chore is before finishing it. |
`;

test('a move the data source refuses leaves the card and says why, with the code', async ({
  page,
}) => {
  const replaced = await serveAsExample(page, CHORES);
  const place = runUrl(replaced.stem);
  await page.goto(`${place}/chores/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Sweep');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sweep' })).toBeVisible();
  await page.goto(`${place}/board`);
  const open = page.getByRole('region', { name: 'open, 1 chore' });
  await expect(open).toContainText('Sweep');

  await open.getByRole('listitem').dragTo(page.getByRole('region', { name: 'done, 0 chores' }));
  const alert = page.getByRole('alert').filter({ hasText: 'Finish of “Sweep” was refused' });
  await expect(alert).toContainText('Say what the chore is before finishing it. (TOO_VAGUE)');
  await expect(open).toContainText('Sweep');
  await expect(page.getByRole('region', { name: 'done, 0 chores' })).toBeVisible();
});
