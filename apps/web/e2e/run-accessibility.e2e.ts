import { expect, test, type Page } from '@playwright/test';
import {
  findClippedText,
  findLowContrast,
  headingLevels,
  sidewaysOverflow,
  skippedHeadingLevels,
} from './pageAudits.ts';
import { actAs, openScreen, runUrl, seedClaims, startEmpty } from './runActions.ts';
import { screenshot } from './screenshot.ts';

/** Collects console errors and warnings, and uncaught errors, of a page from now on. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** One h1, no skipped levels, readable contrast, no cut-off words (wide and narrow), named controls. */
async function expectSoundPage(page: Page, name: string): Promise<void> {
  const levels = await headingLevels(page);
  expect(
    levels.filter((level) => level === 1),
    `${name}: one h1`,
  ).toHaveLength(1);
  expect(skippedHeadingLevels(levels), `${name}: heading levels`).toEqual([]);
  expect(await findLowContrast(page), `${name}: contrast`).toEqual([]);
  expect(await findClippedText(page), `${name}: cut-off words`).toEqual([]);
  const unnamed = await page
    .getByRole('link')
    .or(page.getByRole('button'))
    .or(page.getByRole('textbox'))
    .or(page.getByRole('searchbox'))
    .evaluateAll((controls) =>
      controls
        .filter((control) => {
          const labelled = control.getAttribute('aria-labelledby');
          const label =
            control.textContent?.trim() ||
            control.getAttribute('aria-label') ||
            (labelled && document.getElementById(labelled)?.textContent?.trim()) ||
            (control.id && document.querySelector(`label[for="${control.id}"]`)?.textContent);
          return !label;
        })
        .map((control) => control.outerHTML.slice(0, 80)),
    );
  expect(unnamed, `${name}: controls without a name`).toEqual([]);
  const width = page.viewportSize()?.width ?? 1280;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await findClippedText(page), `${name}: cut-off words, narrow`).toEqual([]);
  expect(await sidewaysOverflow(page), `${name}: the page scrolls sideways, narrow`).toBe(0);
  await screenshot(page, `${name}-narrow`);
  await page.setViewportSize({ width, height: 900 });
}

const screens = [
  { name: 'run-home', path: runUrl('expense-claims'), heading: 'Expense claims' },
  {
    name: 'run-home-undetermined',
    path: runUrl('undetermined-product'),
    heading: 'web product of undetermined purpose',
  },
  { name: 'run-about', path: runUrl('expense-claims', '/~about'), heading: 'About this spec' },
  { name: 'run-catalogue', path: runUrl('expense-claims', '/~errors'), heading: 'Error catalogue' },
  { name: 'run-constants', path: runUrl('expense-claims', '/~constants'), heading: 'Constants' },
  {
    name: 'run-permissions',
    path: runUrl('expense-claims', '/~permissions'),
    heading: 'Permissions',
  },
  { name: 'run-calls', path: runUrl('expense-claims', '/~calls'), heading: 'Calls' },
  { name: 'run-calls-none', path: runUrl('todomvc', '/~calls'), heading: 'Calls' },
  { name: 'run-empty-list', path: runUrl('expense-claims', '/claims'), heading: 'Claims' },
  { name: 'run-new-claim', path: runUrl('expense-claims', '/claims/new'), heading: 'New Claim' },
  {
    name: 'run-not-allowed',
    path: runUrl('expense-claims', '/categories'),
    heading: 'Not allowed',
  },
  { name: 'run-todos', path: runUrl('todomvc'), heading: 'All' },
  { name: 'run-board-home', path: runUrl('project-board'), heading: 'Project board' },
  { name: 'run-dashboard', path: runUrl('project-board', '/overview'), heading: 'Overview' },
  {
    name: 'run-entity-dashboard',
    path: runUrl('project-board', '/open-work'),
    heading: 'Open work',
  },
  { name: 'run-board', path: runUrl('project-board', '/board'), heading: 'Board' },
  { name: 'run-new-task', path: runUrl('project-board', '/tasks/new'), heading: 'New Task' },
  { name: 'run-not-found', path: runUrl('todomvc', '/todos/none'), heading: 'Not found' },
];

for (const screen of screens) {
  test(`${screen.name} is sound: headings, contrast, whole words, named controls, no console errors`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto(screen.path);
    // Opening a spec reads, checks and migrates it first: give it time on a busy machine.
    await expect(
      page.getByRole('heading', { level: 1, name: screen.heading, exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expectSoundPage(page, screen.name);
    expect(problems).toEqual([]);
  });
}

test('lists with records, their filters, a detail with its history, the delete dialog and the call log are sound', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await startEmpty(page, 'expense-claims');
  await seedClaims(page);
  // The state diagram loads apart, after the rest of the detail.
  await expect(page.getByRole('figure', { name: /^State diagram of Claim/ })).toBeVisible();
  await expectSoundPage(page, 'run-claim-detail');

  await openScreen(page, 'Claims');
  await page.getByRole('main').getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await expectSoundPage(page, 'run-claims-with-filters');

  await page.getByRole('main').getByRole('link', { name: 'Team lunch' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await findLowContrast(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const actions = page.getByRole('region', { name: 'State and actions' });
  await actions.getByRole('button', { name: 'Submit' }).click();
  await expect(actions.getByLabel('State: submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
  await expectSoundPage(page, 'run-claim-history');

  await page.getByRole('link', { name: 'Calls', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Call log' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear the log' })).toBeEnabled();
  await expectSoundPage(page, 'run-calls-with-log');
  expect(problems).toEqual([]);
});

test('the keyboard reaches the navigation, the search, the sort buttons and the rows', async ({
  page,
}) => {
  await page.goto(runUrl('expense-claims'));
  await actAs(page, 'Dan Admin');
  await page.goto(runUrl('expense-claims', '/categories'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await main.getByRole('link', { name: 'New Category' }).click();
  await main.getByRole('textbox', { name: 'name' }).fill('Travel');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('link', { name: 'Travel' })).toBeVisible();

  const reached: string[] = [];
  for (let press = 0; press < 45; press += 1) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ||
          document.activeElement?.textContent?.trim() ||
          '',
      ),
    );
    if (reached.at(-1) === 'Travel') break;
  }
  expect(reached).toEqual(
    expect.arrayContaining(['Categories', 'Filters', 'Name↕', 'Categories, scrollable', 'Travel']),
  );
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Edit Category' })).toBeVisible();
});

test('the Export menu, loaded on its first press, opens from the keyboard and gives the focus back', async ({
  page,
}) => {
  await page.goto(runUrl('expense-claims', '/claims'));
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await expect(exportButton).toHaveAttribute('aria-haspopup', 'menu');
  await exportButton.focus();
  for (const round of [1, 2]) {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem'), `round ${round}`).toHaveText([
      'Export as JSON',
      'Export as CSV',
    ]);
    await expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(exportButton, `round ${round}`).toBeFocused();
  }
});
