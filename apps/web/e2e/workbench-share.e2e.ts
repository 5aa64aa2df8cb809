import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';

// Each test opens the workbench and its preview, on a machine the tests share.
test.describe.configure({ timeout: 90_000 });
import {
  editor,
  expectNoProblems,
  newSpecFrom,
  savedFile,
  typeAtEnd,
} from './workbench-helpers.ts';

async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = page.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/#\/share\/[A-Za-z0-9_-]+$/);
  return link.inputValue();
}

test('a share link opens an equal spec as a copy with its own place', async ({ page, browser }) => {
  await newSpecFrom(page, 'From the example Expense claims');
  await typeAtEnd(page, '\n\nA note added before sharing: ünïcödé ✓.\n');
  await expectNoProblems(page);
  const sent = await savedFile(page);
  const url = await shareLink(page);
  await screenshot(page, 'workbench-share');

  // Someone else opens it, in a browser of their own.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  const requests: string[] = [];
  theirs.on('request', (request) => requests.push(request.url()));
  await theirs.goto(url);
  await expect(theirs).toHaveURL(/#\/workbench\/[0-9a-z]{10}$/);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Expense claims' })).toBeVisible();
  await expectNoProblems(theirs);
  const received = await savedFile(theirs);
  expect(received).toEqual(sent);
  // The spec travelled in the fragment: no request carried it.
  const payload = url.slice(url.indexOf('#/share/') + 8);
  expect(requests.some((r) => r.includes(payload.slice(0, 40)))).toBe(false);

  // Opening the same link again makes another copy, never overwriting the first.
  await theirs.goto(url);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Expense claims (2)' })).toBeVisible();
  await other.close();
});

// Regression: a shared copy was named after the sender's "New spec", as "New spec (2)".
test("a shared copy is named after the spec's title", async ({ page, browser }) => {
  await newSpecFrom(page, /undetermined product/);
  await editor(page).locator('.cm-line').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('# Specification: Lending library');
  await expect(page.getByRole('heading', { level: 1, name: 'Lending library' })).toBeVisible({
    timeout: 30_000,
  });
  const url = await shareLink(page);
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(url);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Lending library' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(theirs).toHaveTitle('Lending library · Workbench · Specrun');
  await other.close();
});

test('a tampered or malformed share link opens nothing and says why', async ({ page }) => {
  await newSpecFrom(page, 'From the example Expense claims');
  const url = await shareLink(page);
  const at = url.length - 20;
  const tampered = url.slice(0, at) + (url[at] === 'A' ? 'B' : 'A') + url.slice(at + 1);
  await page.goto(tampered);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link opens nothing' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('does not match its check');
  await screenshot(page, 'workbench-share-tampered');

  await page.goto('/#/share/not*base64');
  await expect(page.getByRole('alert')).toContainText('not base64url');
  await page.goto(url.slice(0, url.length - 30));
  await expect(page.getByRole('alert')).toContainText(/changed or cut|cut short|damaged/);

  await page.goto('/#/workbench');
  await expect(page.getByRole('list', { name: 'Your specs' }).getByRole('listitem')).toHaveCount(1);
});

test('a spec too large for a link says so and offers the file instead', async ({ page }) => {
  await newSpecFrom(page, /undetermined product/);
  // Prose that does not compress: a pseudo-random word list of about 120,000 characters.
  let seed = 7;
  const words = Array.from({ length: 20_000 }, () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed.toString(36).slice(0, 5);
  });
  await typeAtEnd(page, `\n\n${words.join(' ')}\n`);
  await page.getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share as a link' });
  await expect(dialog.getByRole('alert')).toContainText('This spec is too large for a link');
  await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save file instead' }).click();
  expect((await download).suggestedFilename()).toBe('new-spec.md');
  await screenshot(page, 'workbench-share-too-large');
});
