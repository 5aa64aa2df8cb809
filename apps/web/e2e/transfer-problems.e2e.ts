import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import {
  expectImported,
  exportList,
  importIntoList,
  openSpecFile,
  READING_LIST,
} from './transfer-helpers.ts';

// Imports of thousands of rows take a while on a loaded machine.
test.setTimeout(120_000);

test('an import with one bad row imports nothing, and names the row and the field', async ({
  page,
}) => {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await page.goto('/#/s/file-reading-list/books');
  const rows = ['title,pages', ...Array.from({ length: 40 }, (_, i) => `Book ${i},${i + 10}`)];
  rows[17] = 'Book 16,many';
  const dialog = await importIntoList(page, 'books.csv', rows.join('\n'));
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported');
  await expect(dialog.getByRole('alert')).toContainText('books.csv has 1 problem');
  const table = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toHaveText(
    /^18pages"many" is not an integer value\. \(INVALID_VALUE\)$/,
  );
  await screenshot(page, 'transfer-problems');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No books yet')).toBeVisible();
});

// Regression: an exported CSV whose price column was deleted imported "fine" and erased the
// price of every stored book.
test('an exported CSV without a column is refused, not imported with that field erased', async ({
  page,
}) => {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await page.goto('/#/s/file-reading-list/books');
  await expectImported(
    await importIntoList(page, 'books.csv', 'title,price\nDune,12.50\nEmma,8\n'),
    'Imported 2',
  );
  const { text } = await exportList(page, 'CSV');
  const lines = text.trim().split(/\r?\n/);
  const at = (lines[0] ?? '').split(',').indexOf('price');
  const without = lines.map((line) =>
    line
      .split(',')
      .filter((_, i) => i !== at)
      .join(','),
  );
  const dialog = await importIntoList(page, 'books.csv', without.join('\n'));
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported');
  await expect(dialog.getByRole('table', { name: 'Problems in the file' })).toContainText(
    'The CSV has no column "price": its rows are exported records (they have a version), each restored as it is, and would lose their price.',
  );
  await screenshot(page, 'transfer-missing-column');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('main')).toContainText('12.50');
});

test('a file with many bad rows lists the first 100 and counts them all', async ({ page }) => {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await page.goto('/#/s/file-reading-list/books');
  const rows = ['title,read', ...Array.from({ length: 250 }, (_, i) => `Book ${i},perhaps`)];
  const dialog = await importIntoList(page, 'books.csv', rows.join('\n'));
  await expect(dialog).toContainText('books.csv has 250 problems');
  await expect(dialog).toContainText('The first 100 of 250 problems:');
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(101);
});

test('a large import shows its progress, and one cancelled while reading or writing writes nothing', async ({
  page,
}) => {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await page.goto('/#/s/file-reading-list/books');
  const rows = [
    'title,pages,genre,summary',
    ...Array.from(
      { length: 40_000 },
      (_, i) => `Book number ${i},${i},novel,A summary of book ${i}`,
    ),
  ].join('\n');
  const cancelled = 'Import cancelled: nothing was written.';

  // Cancelled while the file is read: the reading stops.
  let dialog = await importIntoList(page, 'books.csv', rows);
  const progress = dialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await screenshot(page, 'transfer-progress');
  await dialog.getByRole('button', { name: 'Cancel import' }).click();
  await expect(dialog.getByRole('status')).toHaveText(cancelled, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Cancelled while the records are written: the chunks already written are rolled back.
  dialog = await importIntoList(page, 'books.csv', rows);
  await expect(progress).toHaveAttribute(
    'aria-valuetext',
    /^Writing records: [1-9][\d,]* of 40,000 records$/,
    {
      timeout: 60_000,
    },
  );
  await dialog.getByRole('button', { name: 'Cancel import' }).click();
  await expect(dialog.getByRole('status')).toHaveText(cancelled, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No books yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No books yet')).toBeVisible();
});

test("20,000 rows are read off the page's thread, in a worker, and all written", async ({
  page,
}) => {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await page.goto('/#/s/file-reading-list/books');
  const rows = [
    'title,pages',
    ...Array.from({ length: 20_000 }, (_, i) => `Book number ${i},${i}`),
  ];
  // The longest gap between animation frames while the import runs, for the log: on a loaded
  // machine it says little, so it is reported, not held to a bound.
  await page.evaluate(() => {
    const state = { last: performance.now(), longest: 0, running: true };
    (window as unknown as { frames_: typeof state }).frames_ = state;
    const tick = (now: number) => {
      state.longest = Math.max(state.longest, now - state.last);
      state.last = now;
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  const worker = page.waitForEvent('worker');
  const dialog = await importIntoList(page, 'books.csv', rows.join('\n'));
  expect((await worker).url()).toMatch(/\/assets\/importWorker-[\w-]+\.js$/);
  await expect(dialog.getByRole('status')).toContainText('Imported 20,000 records', {
    timeout: 60_000,
  });
  const took = Date.now() - started;
  const longest = await page.evaluate(() => {
    const state = (window as unknown as { frames_: { longest: number; running: boolean } }).frames_;
    state.running = false;
    return state.longest;
  });
  console.log(
    `20,000 rows imported in ${took} ms; longest pause of the page ${Math.round(longest)} ms`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('20,000 books')).toBeVisible();
});
