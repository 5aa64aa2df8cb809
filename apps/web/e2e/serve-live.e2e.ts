import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { actAs, dataRows, firstCells, openScreen } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { startSpecrunServe, type ServeProcess } from './specrunServe.ts';

// Two browsers on one real `specrun serve` (PGlite, --dev): the app at / calls the server, so
// each sees the other's writes, as they are made, without a reload.
const LIBRARY = resolve(import.meta.dirname, '../../../packages/server/test/fixtures/library.md');
/** The server tests' library, with a form to add books through. */
const WITH_FORM = readFileSync(LIBRARY, 'utf8').replace(
  '| /books/:id | detail | Book | all |',
  '| /books/new | form | Book | librarian |\n| /books/:id | detail | Book | all |',
);
/** Opening a spec reads, checks and migrates it: more than a click's time on a busy machine. */
const OPENING = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let serve: ServeProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  serve = await startSpecrunServe(WITH_FORM, 'library.md', ['--dev']);
});

test.afterAll(async () => {
  await serve?.stop();
});

/** A page of its own browser context (its own storage), on the served app's Books. */
async function openBooks(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(serve.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible(OPENING);
  await openScreen(page, 'Books');
  return page;
}

async function createBook(page: Page, title: string, isbn: string): Promise<void> {
  await page.getByRole('link', { name: 'New Book' }).click();
  await page.getByRole('textbox', { name: 'title' }).fill(title);
  await page.getByRole('textbox', { name: 'isbn' }).fill(isbn);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test("two browsers on one server see each other's writes, live", async ({ browser }) => {
  const lena = await openBooks(browser);
  // Wide enough for "Acting as" in the header (a phone keeps it in the menu).
  const other = await openBooks(browser, 800);

  await createBook(lena, 'Dune', 'isbn-1');
  // The other browser shows it without a reload: the server announced the write.
  await expect.poll(() => firstCells(other, 'Books'), { timeout: 15_000 }).toEqual(['Dune']);
  await screenshot(other, 'serve-live-second-browser-800');

  // The second browser acts as a reader: the server takes the acting user from the header.
  await actAs(other, 'Rami Reader');
  await expect(other.getByRole('link', { name: 'New Book' })).toHaveCount(0);
  await actAs(other, 'Lena Librarian');
  await openScreen(lena, 'Books');
  await expect.poll(() => firstCells(lena, 'Books')).toEqual(['Dune']);
  await createBook(other, 'Emma', 'isbn-2');
  await expect
    .poll(() => firstCells(lena, 'Books'), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['Dune', 'Emma']));
  await expect(dataRows(lena, 'Books')).toHaveCount(2);
  await screenshot(lena, 'serve-live-first-browser-1280');

  // What the server holds is what both show: read over HTTP, as another client would.
  const listed = await (
    await fetch(`${serve.url}/api/books`, { headers: { 'x-specrun-user': 'u2' } })
  ).json();
  expect((listed as { title: string }[]).map((b) => b.title).sort()).toEqual(['Dune', 'Emma']);

  // The spec file changes on the server's disk: both pages run the new version, no reload.
  const changed = WITH_FORM.replace(
    '| title | text | yes | |',
    '| title | text | yes | |\n| edition | text | no | |',
  );
  writeFileSync(join(serve.dir, 'library.md'), changed);
  await expect(lena.getByRole('columnheader', { name: 'edition' })).toBeVisible(OPENING);
  await expect(dataRows(lena, 'Books')).toHaveCount(2);
  // The other page is on Emma's detail, which now lists the new field.
  const fields = other.getByRole('region', { name: 'Fields' });
  await expect(fields.getByRole('term').filter({ hasText: /^edition$/i })).toBeVisible(OPENING);
  await expect(other.getByRole('heading', { level: 1, name: 'Emma' })).toBeVisible();

  // A change with errors is not served: the app keeps the last sound version, text and all.
  writeFileSync(
    join(serve.dir, 'library.md'),
    changed.replace('| /authors | list | Author | all |', '| /authors | list | Writer | all |'),
  );
  await expect
    .poll(() => serve.output(), { timeout: 30_000 })
    .toMatch(/still serving the last sound version/);
  expect(await (await fetch(`${serve.url}/library.md`)).text()).toBe(changed);
  await expect(lena.getByRole('columnheader', { name: 'edition' })).toBeVisible();
  await expect(lena.getByRole('alert')).toHaveCount(0);
  await lena.context().close();
  await other.context().close();
});
