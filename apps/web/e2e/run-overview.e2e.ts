import { expect, test, type Locator, type Page } from '@playwright/test';
import { exampleNamed } from './examplesOnDisk.ts';
import {
  findClippedText,
  findLowContrast,
  headingLevels,
  skippedHeadingLevels,
} from './pageAudits.ts';
import { actAs, fieldLabel, startEmpty } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

// Dashboards and boards, in examples/project-board.md and in a spec served for the test.
const BOARD = `/#/s/example-${exampleNamed('project-board').stem}`;

/** The rows of a count chart's table: each value's label and its count. */
function chartRows(page: Page, name: string): Promise<[string, string][]> {
  return page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector('td') !== null)
        .map((row): [string, string] => [
          row.querySelector('th')?.textContent?.trim() ?? '',
          row.querySelector('td:last-child')?.textContent?.trim() ?? '',
        ]),
    );
}

/** The labels of the cards in a board's column, the column found by its name ("todo, 2 tasks"). */
function cardsIn(page: Page, column: string): Locator {
  return page.getByRole('region', { name: column, exact: true }).getByRole('listitem');
}

/** One h1, no skipped heading levels, readable contrast, no words cut off, wide or narrow. */
async function expectReadable(page: Page): Promise<void> {
  const levels = await headingLevels(page);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(skippedHeadingLevels(levels)).toEqual([]);
  expect(await findLowContrast(page)).toEqual([]);
  expect(await findClippedText(page)).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await findClippedText(page)).toEqual([]);
  if (size) await page.setViewportSize(size);
}

/** Opens a screen of a place and waits for its heading: the spec opens first, in a moment. */
async function open(page: Page, url: string, title: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
}

/** Creates a record through the app's own form at `route`, typing texts and choosing values. */
async function create(
  page: Page,
  place: string,
  route: string,
  texts: Record<string, string>,
  choices: Record<string, string> = {},
): Promise<void> {
  await page.goto(`${place}${route}`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 15_000 });
  for (const [label, text] of Object.entries(texts))
    await page.getByRole('textbox', { name: fieldLabel(label), exact: true }).fill(text);
  for (const [label, option] of Object.entries(choices)) {
    await page.getByRole('combobox', { name: fieldLabel(label), exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${route}$`));
}

test('the dashboard and the board of an empty project board say so', async ({ page }) => {
  await startEmpty(page, 'project-board');
  await open(page, `${BOARD}/overview`, 'Overview');
  await expect(page.getByText('No records yet.')).toBeVisible();
  await expect(page.getByText('No tasks yet.')).toBeVisible();
  await expect(page.getByText('No projects yet.')).toBeVisible();

  await open(page, `${BOARD}/board`, 'Board');
  await expect(page.getByText('No tasks yet.')).toBeVisible();
  const columns = page.getByRole('region', { name: /, \d+ tasks?$/ });
  await expect(columns).toHaveText([/^todo/, /^doing/, /^done/]);
  for (const state of ['todo', 'doing', 'done'])
    await expect(page.getByRole('region', { name: `${state}, 0 tasks` })).toContainText('No tasks');
  await screenshot(page, 'run-board-empty');
});

test('records made in the forms are counted on the dashboards and shown as cards on the board', async ({
  page,
}) => {
  await startEmpty(page, 'project-board');
  // Five records through the forms, then three screens, each checked wide and narrow.
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Projects are made by a lead (point 2): Leo is a member and a lead, so he makes the tasks too.
  await page.goto(BOARD);
  await actAs(page, 'Leo Lead');
  await create(page, BOARD, '/projects/new', { name: 'Website' });
  await create(page, BOARD, '/tasks/new', { title: 'Write the copy' }, { priority: 'high' });
  await create(page, BOARD, '/tasks/new', { title: 'Pick a font' }, { priority: 'low' });
  await create(page, BOARD, '/tasks/new', { title: 'Buy the domain' });
  await create(page, BOARD, '/tasks/new', { title: 'Set up hosting' }, { priority: 'high' });

  await page.goto(`${BOARD}/overview`);
  // The dashboard's code loads when it is first shown: wait for its charts before reading them.
  await expect(page.getByRole('table', { name: 'Records per entity', exact: true })).toBeVisible();
  await expect(page.getByText('No records yet.')).toHaveCount(0);
  expect(await chartRows(page, 'Records per entity')).toEqual([
    ['Projects', '1'],
    ['Tasks', '4'],
  ]);
  expect(await chartRows(page, 'Tasks by priority')).toEqual([
    ['low', '1'],
    ['medium', '1'],
    ['high', '2'],
  ]);
  // New tasks start in the initial state; the columns follow the lifecycle's order.
  expect(await chartRows(page, 'Tasks by status')).toEqual([
    ['todo', '4'],
    ['doing', '0'],
    ['done', '0'],
  ]);
  await expect(page.getByRole('region', { name: 'Tasks' })).toContainText('4 tasks in all');
  await expectReadable(page);
  await screenshot(page, 'run-dashboard');

  await open(page, `${BOARD}/open-work`, 'Open work');
  await expect(page.getByText('4 tasks in all')).toBeVisible();
  expect(await chartRows(page, 'Tasks by priority')).toEqual([
    ['low', '1'],
    ['medium', '1'],
    ['high', '2'],
  ]);

  await page.goto(`${BOARD}/board`);
  const todo = cardsIn(page, 'todo, 4 tasks');
  // The list of tasks is "newest first", and so is each column.
  await expect(todo).toHaveText([
    /^Set up hosting/,
    /^Buy the domain/,
    /^Pick a font/,
    /^Write the copy/,
  ]);
  await expect(todo.first()).toContainText('priority: high');
  await expect(cardsIn(page, 'doing, 0 tasks')).toHaveCount(0);
  await expect(cardsIn(page, 'done, 0 tasks')).toHaveCount(0);
  await expectReadable(page);
  await screenshot(page, 'run-board');

  await todo.getByRole('link', { name: 'Pick a font' }).click();
  await expect(page).toHaveURL(/#\/s\/example-project-board\/tasks\/[^/]+$/);
  await expect(page.getByText('Pick a font').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a board and a dashboard stay live when a record is added in another tab', async ({
  context,
  page,
}) => {
  await startEmpty(page, 'project-board');
  await open(page, `${BOARD}/board`, 'Board');
  await expect(page.getByRole('region', { name: 'todo, 0 tasks' })).toBeVisible();
  const dashboard = await context.newPage();
  await open(dashboard, `${BOARD}/open-work`, 'Open work');
  await expect(dashboard.getByText('No tasks match status != "done".')).toBeVisible();

  const other = await context.newPage();
  await create(other, BOARD, '/tasks/new', { title: 'Answer the mail' });
  await expect(cardsIn(page, 'todo, 1 task')).toHaveText([/^Answer the mail/]);
  await expect(dashboard.getByText('1 task in all')).toBeVisible();
  expect(await chartRows(dashboard, 'Tasks by status')).toEqual([
    ['todo', '1'],
    ['doing', '0'],
    ['done', '0'],
  ]);
});

const IDEAS = `# Specification: Ideas

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /ideas-board | board | Idea | all |
| /big-ideas | dashboard | Idea where size == "big" | all |
| /tags-board | board | Tag | all |
| /ideas/new | form | Idea | all |
| /ideas/:id | detail | Idea | all |

## 3. Entities and their fields

### Idea

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| size | enum small, big | no | |

### Tag

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
`;

test('a board without a state field makes columns of its first enum, with one for no value', async ({
  page,
}) => {
  const replaced = await serveAsExample(page, IDEAS);
  const place = `/#/s/example-${replaced.stem}`;
  await create(page, place, '/ideas/new', { title: 'Tiny' }, { size: 'small' });
  await create(page, place, '/ideas/new', { title: 'Huge' }, { size: 'big' });
  await create(page, place, '/ideas/new', { title: 'Someday' });

  await page.goto(`${place}/ideas-board`);
  await expect(page.getByText('Ideas in columns by size.')).toBeVisible();
  await expect(page.getByRole('region', { name: /, \d+ ideas?$/ })).toHaveText([
    /^small/,
    /^big/,
    /^\(none\)/,
  ]);
  await expect(cardsIn(page, 'small, 1 idea')).toHaveText(['Tiny']);
  await expect(cardsIn(page, 'big, 1 idea')).toHaveText(['Huge']);
  await expect(cardsIn(page, '(none), 1 idea')).toHaveText(['Someday']);
  await screenshot(page, 'run-board-enum');

  await page.goto(`${place}/big-ideas`);
  await expect(page.getByText('1 idea in all')).toBeVisible();
  expect(await chartRows(page, 'Ideas by size')).toEqual([
    ['small', '0'],
    ['big', '1'],
  ]);
  await screenshot(page, 'run-dashboard-where');

  await page.goto(`${place}/tags-board`);
  await expect(page.getByText('This board has nothing to make columns of')).toBeVisible();
  await expect(page.getByText('Tag has neither')).toBeVisible();
  await screenshot(page, 'run-board-without-columns');
});
