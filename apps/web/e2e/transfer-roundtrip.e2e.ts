import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import {
  downloadOf,
  expectImported,
  exportList,
  importIntoList,
  openSpecFile,
  pickFile,
  READING_LIST,
} from './transfer-helpers.ts';

// Imports of thousands of rows take a while on a loaded machine.
test.setTimeout(120_000);

const BOOKCASES = JSON.stringify([
  { id: 's1', name: 'Hall' },
  { id: 's2', name: 'Study, "upstairs"' },
]);

// Every kind of cell: quotes, a comma, a line break, an empty cell, a list, a reference.
const BOOKS_CSV = [
  'title,pages,price,published,read,genre,summary,tags,bookcase',
  'Dune,412,9.99,1965-08-01,true,novel,"Spice, sand\nand worms","[""sf"",""classic""]",s1',
  '"Essays, ""collected""",,12,,false,essay,,,s2',
  'Leaves of Grass,145,,1855-07-04,no,poetry,Whitman,[],',
].join('\n');

async function goTo(page: Page, place: string, route: string): Promise<void> {
  await page.goto(`/#/s/${place}${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a list exports as CSV and JSON, and imports back into a fresh place equal', async ({
  page,
}) => {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await goTo(page, 'file-reading-list', '/bookcases');
  await expectImported(
    await importIntoList(page, 'bookcases.json', BOOKCASES),
    'Imported 2 records',
  );
  await goTo(page, 'file-reading-list', '/books');
  const dialog = await importIntoList(page, 'books.csv', BOOKS_CSV);
  await expect(dialog.getByRole('status')).toContainText('Imported 3 records of Book', {
    timeout: 30_000,
  });
  await screenshot(page, 'transfer-imported');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The list updates itself from the store's change events.
  await expect(page.getByText('3 books')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dune' })).toBeVisible();
  await screenshot(page, 'transfer-list-after-import');

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Export as CSV' })).toBeVisible();
  await screenshot(page, 'transfer-export-menu');
  await page.keyboard.press('Escape');
  const csv = await exportList(page, 'CSV');
  const json = await exportList(page, 'JSON');
  expect(csv.name).toBe('reading-list-book.csv');
  expect(json.name).toBe('reading-list-book.json');
  expect(csv.text.split('\n')[0]).toBe(
    'id,title,pages,price,published,read,genre,summary,tags,bookcase,version,createdAt,updatedAt,aside',
  );
  const records = (JSON.parse(json.text) as { records: { values: Record<string, unknown> }[] })
    .records;
  expect(records.map((r) => r.values.title).sort()).toEqual([
    'Dune',
    'Essays, "collected"',
    'Leaves of Grass',
  ]);
  expect(records.find((r) => r.values.title === 'Dune')?.values).toMatchObject({
    pages: 412,
    price: 9.99,
    read: true,
    summary: 'Spice, sand\nand worms',
    tags: ['sf', 'classic'],
    bookcase: 's1',
  });

  // A fresh place: the same spec opened from another file.
  for (const [copy, file] of [
    ['copy-csv', csv],
    ['copy-json', json],
  ] as const) {
    await openSpecFile(page, `${copy}.md`, READING_LIST);
    await goTo(page, `file-${copy}`, '/books');
    await expect(page.getByText('No books yet')).toBeVisible();
    await expectImported(await importIntoList(page, file.name, file.text), 'Imported 3 records');
    await expect(page.getByText('3 books')).toBeVisible();
    const again = await exportList(page, file.name.endsWith('.csv') ? 'CSV' : 'JSON');
    expect(again.text).toBe(file.text);
  }
});

test('the whole data exports as one file and imports into a fresh place equal', async ({
  page,
}) => {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await goTo(page, 'file-reading-list', '/bookcases');
  await expectImported(
    await importIntoList(page, 'bookcases.json', BOOKCASES),
    'Imported 2 records',
  );
  await goTo(page, 'file-reading-list', '/books');
  await expectImported(await importIntoList(page, 'books.csv', BOOKS_CSV), 'Imported 3 records');

  await goTo(page, 'file-reading-list', '');
  await screenshot(page, 'transfer-home-menu');
  const all = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export all data' }).click(),
  );
  expect(all.name).toBe('reading-list-data.json');
  const data = JSON.parse(all.text) as { entities: Record<string, unknown[]> };
  expect(Object.keys(data.entities)).toEqual(['Book', 'Bookcase']);

  await openSpecFile(page, 'reading-copy.md', READING_LIST);
  await pickFile(page, page.getByRole('button', { name: 'Import all data' }), all.name, all.text);
  await expectImported(page.getByRole('dialog'), 'Imported 5 records of Book, Bookcase');
  const again = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export all data' }).click(),
  );
  const withoutTime = (text: string) => text.replace(/"exportedAt": "[^"]*"/, '');
  expect(withoutTime(again.text)).toBe(withoutTime(all.text));
});
