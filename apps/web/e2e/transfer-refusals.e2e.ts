import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import {
  expectImported,
  exportList,
  importIntoList,
  openSpecFile,
  pickFile,
  READING_LIST,
} from './transfer-helpers.ts';

/** The first bytes of a PNG image: its signature and the start of its header chunk. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0,
]);

/** Opens the reading list's books, with two books imported. */
async function twoBooks(page: Page): Promise<void> {
  await openSpecFile(page, 'reading-list.md', READING_LIST);
  await page.goto('/#/s/file-reading-list/books');
  await expectImported(
    await importIntoList(page, 'books.csv', 'title,price\nDune,12.50\nEmma,8\n'),
    'Imported 2',
  );
}

/** Picks a file for "Import" and expects it refused in one sentence, with no table of rows. */
async function expectRefused(page: Page, name: string, content: string | Buffer, says: string) {
  await pickFile(page, page.getByRole('button', { name: 'Import', exact: true }), name, content);
  const dialog = page.getByRole('dialog');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Nothing was imported');
  await expect(alert).toContainText(says);
  await expect(dialog.getByRole('table')).toHaveCount(0);
  return dialog;
}

/** The books are still the two imported first, with their prices. */
async function expectTwoBooksUnchanged(page: Page): Promise<void> {
  await expect(page.getByText('2 books')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('12.50');
  await expect(page.getByRole('main')).toContainText('Emma');
}

// Regression: a .txt was read as CSV, and every word of its first line was "not a field".
test('a .txt or an image is refused as neither CSV nor JSON, and the records stay as they were', async ({
  page,
}) => {
  await twoBooks(page);
  let dialog = await expectRefused(
    page,
    'notes.txt',
    'Books to buy this year\nDune, Emma\n',
    "notes.txt is neither CSV nor JSON: its first line is not a CSV header of Book's fields",
  );
  await screenshot(page, 'import-txt-refused');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectTwoBooksUnchanged(page);

  dialog = await expectRefused(
    page,
    'cover.png',
    PNG,
    'cover.png is neither CSV nor JSON: the file holds binary data (a PNG image), from line 1, column 1.',
  );
  await screenshot(page, 'import-png-refused');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectTwoBooksUnchanged(page);
});

// Regression: a binary file named .json was refused with its raw bytes quoted in the message.
test('a binary file named .json is refused as not valid JSON, saying where, quoting no bytes', async ({
  page,
}) => {
  await twoBooks(page);
  const dialog = await expectRefused(
    page,
    'books.json',
    PNG,
    'books.json is not valid JSON: the file holds binary data (a PNG image), from line 1, column 1.',
  );
  await expect(dialog.getByRole('alert')).not.toContainText('\uFFFD');
  await screenshot(page, 'import-binary-json-refused');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectTwoBooksUnchanged(page);
});

// Regression: plain JSON objects with the ids of stored books and only a title replaced the
// books, and erased their prices.
test('JSON objects with ids that leave out fields are refused rather than erase them', async ({
  page,
}) => {
  await twoBooks(page);
  const { text } = await exportList(page, 'JSON');
  const exported = JSON.parse(text) as { records: { id: string; values: { title: string } }[] };
  const plain = exported.records.map(({ id, values }) => ({ id, title: values.title }));
  const dialog = await importIntoList(page, 'books.json', JSON.stringify(plain));
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported');
  const first = exported.records[0]?.id ?? '';
  await expect(dialog.getByRole('table', { name: 'Problems in the file' })).toContainText(
    `This row would update the stored Book ${first} and erase its pages, price, published, read, genre, summary, tags and bookcase, which it leaves out. Give every field`,
  );
  await screenshot(page, 'import-json-erase-refused');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectTwoBooksUnchanged(page);
});

// Regression: a row of new data with the id of a stored book replaced it: the book went back to
// version 1, took the import's time as its creation (and so moved to the end of the list), and
// the message said nothing of what was updated.
test('a CSV of edited books with their ids updates them, and adds the rows without an id', async ({
  page,
}) => {
  await twoBooks(page);
  const { text } = await exportList(page, 'JSON');
  const exported = JSON.parse(text) as { records: { id: string; values: { title: string } }[] };
  const idOf = (title: string) => exported.records.find((r) => r.values.title === title)?.id;
  const header = 'id,title,pages,price,published,read,genre,summary,tags,bookcase';
  const csv = [
    header,
    `${idOf('Dune')},Dune,412,14,,true,novel,,,`,
    `${idOf('Emma')},Emma,,8,,false,,,,`,
    ',Middlemarch,,9.5,,false,,,,',
  ].join('\n');
  const dialog = await importIntoList(page, 'books.csv', csv);
  await expect(dialog.getByRole('status')).toContainText(
    'Imported 3 records of Book from books.csv: 1 new, 2 updated.',
  );
  await screenshot(page, 'import-updates-done');
  await expectImported(dialog, '2 updated');
  await expect(page.getByText('3 books')).toBeVisible();
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows.filter({ hasText: 'Dune' })).toContainText('14.00');
  // The updated books keep their place before the new one: their creation time is still theirs.
  await expect(rows.nth(3)).toContainText('Middlemarch');
  await screenshot(page, 'import-updates-books');
});

// Regression: a CSV saved in Latin-1 was imported with each accented letter a U+FFFD and no
// word; one in UTF-16 was refused as binary.
test('a CSV in Latin-1 is refused naming its line; one in UTF-16 is imported as it is', async ({
  page,
}) => {
  await twoBooks(page);
  const latin1 = Buffer.from('title,pages\nMiddlemarch,880\nCaf\xe9 society,120\n', 'latin1');
  const dialog = await expectRefused(
    page,
    'more-books.csv',
    latin1,
    'more-books.csv is not UTF-8 text: the bytes at line 3, column 4 are not valid UTF-8',
  );
  await expect(dialog.getByRole('alert')).not.toContainText('\uFFFD');
  await screenshot(page, 'import-latin1-refused');
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'import-latin1-refused-narrow');
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectTwoBooksUnchanged(page);

  const utf16 = Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from('title,pages\nCafé society,120\n', 'utf16le'),
  ]);
  await pickFile(
    page,
    page.getByRole('button', { name: 'Import', exact: true }),
    'more-books.csv',
    utf16,
  );
  await expectImported(page.getByRole('dialog'), 'Imported 1');
  await expect(page.getByRole('main')).toContainText('Café society');
});
