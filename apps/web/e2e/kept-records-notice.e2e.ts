import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { downloadOf, expectImported, importIntoList, openSpecFile } from './transfer-helpers.ts';

test.setTimeout(120_000);

const V1 = `# Specification: Shop

## 3. Entities and their fields

### Category

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
`;

// Version 2: Category is renamed Kind; its records stay under Category.
const V2 = V1.replace('### Category', '### Kind');

test('records of an entity the spec no longer has are told of on the home and About pages', async ({
  page,
}) => {
  await openSpecFile(page, 'shop.md', V1);
  await page.goto('/#/s/file-shop/categories');
  await expectImported(
    await importIntoList(page, 'categories.csv', 'id,name\nc1,Books\nc2,Games\nc3,Tools\n'),
    'Imported 3 records',
  );
  // The spec as it is names no entity it lost: no notice.
  await page.goto('/#/s/file-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);

  await openSpecFile(page, 'shop.md', V2);
  await page.goto('/#/s/file-shop/kinds');
  await expect(page.getByText('No kinds yet')).toBeVisible();

  const sentence =
    '3 records of Category, an entity this spec no longer has, are kept on this device: Export all data includes them.';
  await page.goto('/#/s/file-shop');
  await expect(page.getByRole('note')).toContainText(sentence);
  await page.goto('/#/s/file-shop/~about');
  await expect(page.getByRole('heading', { level: 1, name: 'About this spec' })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText(sentence);
  await screenshot(page, 'kept-records-notice');

  // The notice tells the truth: the export holds the three records, untouched.
  await page.goto('/#/s/file-shop');
  const all = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export all data' }).click(),
  );
  const data = JSON.parse(all.text) as { entities: Record<string, { id: string }[]> };
  expect(data.entities.Category?.map((c) => c.id).sort()).toEqual(['c1', 'c2', 'c3']);
});
