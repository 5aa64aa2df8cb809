import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { findLowContrast } from './pageAudits.ts';
import { dataRows, firstCells, openScreen, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { openSpecFile } from './transfer-helpers.ts';

// Live mode (point 7) against a server stood in for by the test: the expense claims example's
// calls go to http://live.test, whose answers each test decides.
test.describe.configure({ timeout: 90_000 });
// The mock backend's service worker is not needed here, and would hide the calls from the routes.
test.use({ serviceWorkers: 'block' });

const CLAIMS = runUrl('expense-claims');
const LIVE = 'http://live.test';
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' };

const claim = (id: string, title: string, amount: number) => ({
  id,
  title,
  amount,
  category: 'k1',
  spentOn: '2026-01-05',
  owner: 'u1',
  status: 'draft',
});

/** A live server whose categories (their list, and each one) answer 500 until `recover` is called. */
async function serveLive(page: Page): Promise<{ recover: () => void }> {
  let failing = true;
  await page.route(`${LIVE}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    if (request.method() === 'GET' && path === '/api/claims')
      return route.fulfill({
        headers: CORS,
        json: [claim('c1', 'Train to Lyon', 45), claim('c2', 'Hotel in Lyon', 120)],
      });
    if (request.method() === 'GET' && path === '/api/claims/c1')
      return route.fulfill({ headers: CORS, json: claim('c1', 'Train to Lyon', 45) });
    if (request.method() === 'GET' && path === '/api/categories')
      return failing
        ? route.fulfill({ status: 500, headers: CORS, body: 'Internal Server Error' })
        : route.fulfill({ headers: CORS, json: [{ id: 'k1', name: 'Travel', active: true }] });
    if (request.method() === 'GET' && path === '/api/categories/k1')
      return failing
        ? route.fulfill({ status: 500, headers: CORS, body: 'Internal Server Error' })
        : route.fulfill({ headers: CORS, json: { id: 'k1', name: 'Travel', active: true } });
    return route.fulfill({ status: 404, headers: CORS, json: { errors: [{ code: 'NOT_FOUND' }] } });
  });
  return { recover: () => (failing = false) };
}

/** Sends the spec's calls to the live server, through the Calls view of the spec at `place`. */
async function goLive(page: Page, place = CLAIMS): Promise<void> {
  await page.goto(`${place}/~calls`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('combobox', { name: 'Send the calls to' })
    .selectOption({ label: 'Live server at a base URL' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(LIVE);
  await page.getByRole('button', { name: 'Use it' }).click();
  await expect(page.getByText(`Now: the live server at ${LIVE}.`)).toBeVisible();
}

/** The notice of a screen whose categories could not be listed. */
const categoriesNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The categories could not be loaded' });

// Regression: when the list call of the categories answered 500, the claims list, whose own call
// worked, showed only NETWORK ("The server did not answer").
test('a list whose categories answer 500 still shows its claims, says why, and names them once they load', async ({
  page,
}) => {
  const server = await serveLive(page);
  await goLive(page);
  await openScreen(page, 'Claims');

  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Hotel in Lyon', 'Train to Lyon']);
  const notice = categoriesNotice(page);
  await expect(notice).toContainText('The server failed to handle the request. (SERVER_ERROR)');
  await expect(notice).toContainText('References to categories show their id, marked');
  await expect(page.getByText('The server did not answer')).toHaveCount(0);
  const train = dataRows(page, 'Claims').filter({ hasText: 'Train to Lyon' });
  await expect(train).toContainText('k1 (not loaded)');
  // The pointer still rests on the navigation link just clicked: its hover colours count too
  // (its blue on the tinted hover background was 4.0:1).
  expect(await findLowContrast(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'live-claims-categories-failed');

  server.recover();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(train).toContainText('Travel');
  await expect(train).not.toContainText('not loaded');
  await expect(categoriesNotice(page)).toHaveCount(0);
  await expect.poll(() => firstCells(page, 'Claims')).toEqual(['Hotel in Lyon', 'Train to Lyon']);
});

test('a claim whose categories answer 500 shows its fields, the category as not loaded, and the reason', async ({
  page,
}) => {
  const server = await serveLive(page);
  await goLive(page);
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'Train to Lyon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Train to Lyon' })).toBeVisible();
  const fields = page.getByRole('region', { name: 'Fields' });
  await expect(fields).toContainText('k1 (not loaded)');
  await expect(categoriesNotice(page)).toContainText('(SERVER_ERROR)');
  await screenshot(page, 'live-claim-categories-failed');

  server.recover();
  await categoriesNotice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(fields).toContainText('Travel');
  await expect(categoriesNotice(page)).toHaveCount(0);
});

// Regression: the edit form said the chosen category was "not found" when it could not be listed.
test('an edit form whose categories answer 500 shows the chosen one as not loaded, not as gone', async ({
  page,
}) => {
  const server = await serveLive(page);
  await goLive(page);
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'Train to Lyon' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const picker = page.getByRole('combobox', { name: 'category' });
  await expect(picker).toHaveValue('k1 (not loaded)');
  await expect(page.getByRole('textbox', { name: 'title' })).toHaveValue('Train to Lyon');
  await expect(page.getByText('(SERVER_ERROR)')).toBeVisible();

  server.recover();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(picker).toHaveValue('Travel');
});

test('a form whose categories answer 500 says so with the code, keeps what was typed, and lists them again', async ({
  page,
}) => {
  const server = await serveLive(page);
  await goLive(page);
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'New Claim' }).click();
  const form = page.getByRole('form', { name: 'New Claim' });
  await page.getByRole('textbox', { name: 'title' }).fill('Taxi to the station');
  await expect(form).toContainText(
    'The Category list could not be loaded: The server failed to handle the request. (SERVER_ERROR)',
  );
  await screenshot(page, 'live-claim-form-categories-failed');

  server.recover();
  await form.getByRole('button', { name: 'Try again' }).click();
  await expect(form).not.toContainText('could not be loaded');
  await expect(page.getByRole('textbox', { name: 'title' })).toHaveValue('Taxi to the station');
  await page.getByRole('combobox', { name: 'category' }).click();
  await expect(page.getByRole('option', { name: 'Travel', exact: true })).toBeVisible();
});

// Regression: a dashboard that names no entity counts every entity's records, and when the list
// call of one entity failed the whole dashboard showed only that error.
test('a dashboard counts what it could list and says which records could not be counted', async ({
  page,
}) => {
  const claims = readFileSync(
    new URL('../../../examples/expense-claims.md', import.meta.url),
    'utf8',
  );
  const withDashboard = claims.replace(
    '| /claims | list | Claim | all |',
    '| /overview | dashboard | how many claims and categories there are | all |\n| /claims | list | Claim | all |',
  );
  await openSpecFile(page, 'Expense claims with a dashboard.md', withDashboard);
  const place = page.url();
  const server = await serveLive(page);
  await goLive(page, place);
  await openScreen(page, 'Overview');

  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'The categories could not be counted' });
  await expect(failure).toContainText('The server failed to handle the request. (SERVER_ERROR)');
  await expect(page.getByRole('region', { name: 'Claims' })).toContainText('2');
  await expect(page.getByText('The records could not be loaded')).toHaveCount(0);
  await screenshot(page, 'live-dashboard-categories-failed');

  server.recover();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Categories' })).toBeVisible();
});
