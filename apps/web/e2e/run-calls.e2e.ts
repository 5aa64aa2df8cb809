import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { actAs, createCategory, createClaim, openScreen, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';

// Point 7 as a user meets it: the expense claims spec lists calls, so its screens read and write
// through them, answered by the mock backend (MSW) in the browser; the Calls view logs each call
// and injects faults; a failed save keeps what was typed; a 401 asks the user to sign in.

test.describe.configure({ timeout: 90_000 });

const CLAIMS = runUrl('expense-claims');

async function open(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}

/** The detail screen's "State and actions" section. */
function actions(page: Page): Locator {
  return page.getByRole('region', { name: 'State and actions' });
}

/** The call log's rows, each as "<call> <status>". */
async function loggedCalls(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: 'Call log' })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector('td') !== null)
        .map((row) => {
          const cells = [...row.querySelectorAll('td')];
          const call = cells[1]?.querySelector('p')?.textContent ?? '';
          return `${call} ${cells[2]?.textContent ?? ''}`;
        }),
    );
}

async function openCalls(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Calls', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
}

/** Fills a new claim's form (the claim is Ada's), without saving it. */
async function fillClaim(page: Page, title: string): Promise<void> {
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'New Claim' }).click();
  await page.getByRole('textbox', { name: 'title' }).fill(title);
  await page.getByRole('textbox', { name: 'amount' }).fill('45');
  await page.getByRole('combobox', { name: 'category' }).click();
  await page.getByRole('option', { name: 'Travel', exact: true }).click();
  await page.getByRole('textbox', { name: 'Spent on' }).fill('2026-01-05');
}

test('a claim goes from draft to paid through the mock backend, and every call is logged', async ({
  page,
}) => {
  await open(page, CLAIMS, 'Expense claims');
  await createCategory(page, 'Travel');
  await createClaim(page, {
    title: 'Train',
    amount: '45',
    category: 'Travel',
    spentOn: '2026-01-05',
  });
  await actions(page).getByRole('button', { name: 'Submit' }).click();
  await expect(actions(page).getByLabel('State: submitted', { exact: true })).toBeVisible();
  await actAs(page, 'Ben Approver');
  await actions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(actions(page).getByLabel('State: approved', { exact: true })).toBeVisible();
  await actAs(page, 'Cleo Finance');
  await actions(page).getByRole('button', { name: 'Pay' }).click();
  await expect(actions(page).getByLabel('State: paid', { exact: true })).toBeVisible();

  await openCalls(page);
  await expect(page.getByText('Now: the mock backend.')).toBeVisible();
  const calls = await loggedCalls(page);
  for (const expected of [
    'create category 201',
    'create claim 201',
    'submit claim 200',
    'approve claim 200',
    'pay claim 200',
    'read claim 200',
  ])
    expect(calls).toContain(expected);
  await expect(page.getByRole('table', { name: 'What goes where' })).toContainText('submit claim');
  await screenshot(page, 'run-calls-log');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the log as JSON' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    format: string;
    entries: { call?: string; status?: number; method?: string }[];
  };
  expect(exported.format).toBe('specrun-call-log');
  expect(exported.entries).toContainEqual(
    expect.objectContaining({ call: 'pay claim', status: 200, method: 'POST' }),
  );
  await page.getByRole('button', { name: 'Clear the log' }).click();
  await expect(page.getByRole('table', { name: 'Call log' })).toBeHidden();
});

/** Goes to a route of the running spec without reloading the page (the call log stays). */
async function goWithin(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/s/example-expense-claims${route}`);
}

// Regression: opening a claim made four identical GET /api/claims/:id and read every category
// to name one; an approve was followed by three identical reads.
test('a claim is read once to open it and once after an action, its category not listed', async ({
  page,
}) => {
  await open(page, `${CLAIMS}/~calls`, 'Calls');
  await goWithin(page, '/claims/c2');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel in Lyon' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Hotels');
  await goWithin(page, '/~calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  let calls = await loggedCalls(page);
  expect(calls.filter((c) => c === 'read claim 200')).toHaveLength(1);
  // Its category is read by its id, through the spec's call that reads one.
  expect(calls.filter((c) => c.startsWith('list categories'))).toHaveLength(0);
  expect(calls.filter((c) => c === 'read category 200')).toHaveLength(1);

  await page.getByRole('button', { name: 'Clear the log' }).click();
  await actAs(page, 'Ben Approver');
  await goWithin(page, '/claims/c2');
  await actions(page).getByRole('button', { name: 'Approve' }).click();
  await expect(actions(page).getByLabel('State: approved', { exact: true })).toBeVisible();
  await goWithin(page, '/~calls');
  calls = await loggedCalls(page);
  expect(calls.filter((c) => c === 'approve claim 200')).toHaveLength(1);
  expect(calls.filter((c) => c === 'read claim 200').length).toBeLessThanOrEqual(2);
});

test('the claims list names its categories by reading each one once, not listing them', async ({
  page,
}) => {
  await open(page, `${CLAIMS}/~calls`, 'Calls');
  await goWithin(page, '/claims');
  const table = page.getByRole('table', { name: /claims/i });
  await expect(table).toContainText('Hotels');
  await expect(table).toContainText('Office supplies');
  await goWithin(page, '/~calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  const calls = await loggedCalls(page);
  expect(calls.filter((c) => c.startsWith('list categories'))).toHaveLength(0);
  // The sample claims point at four of the five categories: each is read once.
  expect(calls.filter((c) => c === 'read category 200')).toHaveLength(4);
  expect(calls.filter((c) => c === 'list claims 200')).toHaveLength(1);
});

/** Opens the Calls view of the same spec in a second tab, whose settings apply to the first. */
async function callsTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await open(other, `${CLAIMS}/~calls`, 'Calls');
  return other;
}

test('a save the form already knows would be refused shows why and makes no call', async ({
  page,
}) => {
  await open(page, CLAIMS, 'Expense claims');
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'New Claim' }).click();
  await page.getByRole('textbox', { name: 'title' }).fill('Hotel in Lyon');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Amount is required. (REQUIRED)')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'amount' })).toBeFocused();
  await openCalls(page);
  const calls = await loggedCalls(page);
  expect(calls.filter((call) => call.startsWith('create claim'))).toEqual([]);
});

test('with every call failing a save shows the error and keeps the form; it saves once they stop', async ({
  page,
}) => {
  await open(page, CLAIMS, 'Expense claims');
  await createCategory(page, 'Travel');
  await fillClaim(page, 'Hotel in Lyon');
  const settings = await callsTab(page);
  await settings.getByRole('textbox', { name: 'Calls that fail (%)' }).fill('100');
  await settings.getByRole('textbox', { name: 'Failing with status' }).fill('503');
  await expect(page.getByText('100% of calls fail with 503')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alert').filter({ hasNotText: 'Faults injected' });
  await expect(refusal.first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'title' })).toHaveValue('Hotel in Lyon');
  await screenshot(page, 'run-calls-failing');

  await page.getByRole('button', { name: 'Stop the faults' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel in Lyon' })).toBeVisible();
});

// Regression: when the list call behind a reference's picker timed out, the picker said "There is
// no Category yet", with no error.
test('a picker whose list call times out says so with its code, and lists again on request', async ({
  page,
}) => {
  await open(page, CLAIMS, 'Expense claims');
  await createCategory(page, 'Travel');
  const settings = await callsTab(page);
  // Beyond the spec's CALL_TIMEOUT_MS (10000): no answer in time is NETWORK.
  await settings.getByRole('textbox', { name: 'Added latency (ms)' }).fill('12000');
  await expect(page.getByText(/12000 ms/)).toBeVisible();
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'New Claim' }).click();

  const picker = page.getByRole('combobox', { name: 'category' });
  const problem =
    'The Category list could not be loaded: The server did not answer. Try again. (NETWORK)';
  await expect(page.getByRole('form', { name: 'New Claim' })).toContainText(problem, {
    timeout: 20_000,
  });
  await picker.click();
  // The opened picker says it too, in place of an empty list.
  await expect(page.getByText(problem)).toHaveCount(2);
  await expect(page.getByText('There is no Category yet')).toHaveCount(0);
  await screenshot(page, 'run-calls-picker-failed');
  await page.keyboard.press('Escape');
  await screenshot(page, 'run-calls-picker-failed-closed');

  await page.getByRole('button', { name: 'Stop the faults' }).click();
  await page
    .getByRole('form', { name: 'New Claim' })
    .getByRole('button', { name: 'Try again' })
    .click();
  await expect(page.getByRole('form', { name: 'New Claim' })).not.toContainText(problem);
  await picker.click();
  await expect(page.getByRole('option', { name: 'Travel', exact: true })).toBeVisible();
});

test('offline, a save says the server did not answer; back online, the same save goes through', async ({
  page,
}) => {
  await open(page, CLAIMS, 'Expense claims');
  await createCategory(page, 'Travel');
  await fillClaim(page, 'Taxi');
  const settings = await callsTab(page);
  await settings.getByRole('checkbox', { name: 'Offline: no call gets through' }).check();
  await expect(page.getByText('Offline.')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'New Claim' })).toContainText(
    'The server did not answer. Try again.',
  );
  await expect(page.getByRole('textbox', { name: 'amount' })).toHaveValue(/^45/);

  await page.getByRole('button', { name: 'Stop the faults' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taxi' })).toBeVisible();
});

test('a 401 answer shows the sign-in prompt, and signing in acts as the chosen user', async ({
  page,
}) => {
  await open(page, CLAIMS, 'Expense claims');
  await openScreen(page, 'Claims');
  const settings = await callsTab(page);
  await settings.getByRole('textbox', { name: 'Calls that fail (%)' }).fill('100');
  await settings.getByRole('textbox', { name: 'Failing with status' }).fill('401');
  // The next call answers 401: the list of claims, read again.
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Claims', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in' });
  await expect(prompt).toBeVisible();
  await screenshot(page, 'run-calls-sign-in');
  await settings.getByRole('textbox', { name: 'Calls that fail (%)' }).fill('0');
  await prompt
    .getByRole('combobox', { name: 'Sign in as' })
    .selectOption({ label: 'Ben Approver' });
  await prompt.getByRole('button', { name: 'Sign in' }).click();
  await expect(prompt).toBeHidden();
  const acting = page.getByRole('combobox', { name: 'Acting as' });
  await expect(acting.locator('option:checked')).toHaveText(/^Ben Approver/);
});

test("the page answers the first calls itself; once it is idle, MSW's service worker serves them, where the browser sees them", async ({
  page,
}) => {
  const throughWorker: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/') && response.fromServiceWorker())
      throughWorker.push(`${response.request().method()} ${path} ${response.status()}`);
  });
  await open(page, `${CLAIMS}/claims`, 'Claims');
  // The worker starts once the page is idle (5 s at the latest) and then controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  await page
    .getByRole('navigation', { name: /^Screens of / })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expense claims' })).toBeVisible();
  await openScreen(page, 'Claims');
  await expect.poll(() => throughWorker).toContain('GET /api/claims 200');
  // Logged the same either way: the list was read twice.
  await openCalls(page);
  const logged = await loggedCalls(page);
  expect(logged.filter((line) => line === 'list claims 200').length).toBeGreaterThanOrEqual(2);
});
