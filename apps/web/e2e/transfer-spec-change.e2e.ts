import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import {
  downloadOf,
  expectImported,
  importIntoList,
  openSpecFile,
  pickFile,
} from './transfer-helpers.ts';

test.setTimeout(120_000);

const V1 = `# Specification: Garden

## 3. Entities and their fields

### Plant

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| colour | text | no | |
| height | number | no | |

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| text | text | yes | |
`;

// Version 2: Plant's colour is gone and it has a new field with a default; Note is gone.
const V2 = `# Specification: Garden

## 3. Entities and their fields

### Plant

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| height | number | no | |
| watered | boolean | no | default false |
`;

test('a spec change keeps the data: values of a removed field are kept aside, and a removed entity is kept', async ({
  page,
}) => {
  await openSpecFile(page, 'garden.md', V1);
  await page.goto('/#/s/file-garden/plants');
  await expectImported(
    await importIntoList(
      page,
      'plants.csv',
      'id,name,colour,height\np1,Rose,red,1.2\np2,Fern,,0.4\n',
    ),
    'Imported 2 records',
  );
  await page.goto('/#/s/file-garden/notes');
  await expectImported(
    await importIntoList(
      page,
      'notes.json',
      JSON.stringify([{ id: 'n1', text: 'Prune in March' }]),
    ),
    'Imported 1 record',
  );

  await page.goto('/#/s/file-garden');
  const before = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export all data' }).click(),
  );

  // The edited spec, opened from a file of the same name, comes back to the same place.
  await openSpecFile(page, 'garden.md', V2);
  await page.goto('/#/s/file-garden/plants');
  await expect(page.getByText('2 plants')).toBeVisible();
  await page.getByRole('link', { name: 'Rose' }).click();
  const aside = page.getByRole('region', { name: 'Values kept aside' });
  await expect(aside).toContainText('colour');
  await expect(aside).toContainText('red');
  await expect(aside).toContainText('the field colour is no longer in the spec');
  await screenshot(page, 'transfer-spec-change-aside');

  // Nothing is lost: the whole-data export holds the values kept aside and the entity the spec dropped.
  await page.goto('/#/s/file-garden');
  const all = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export all data' }).click(),
  );
  const data = JSON.parse(all.text) as {
    entities: Record<
      string,
      { id: string; values: Record<string, unknown>; aside: Record<string, { value: unknown }> }[]
    >;
  };
  expect(Object.keys(data.entities)).toEqual(['Note', 'Plant']);
  expect(data.entities.Note?.map((n) => n.values)).toEqual([{ text: 'Prune in March' }]);
  const rose = data.entities.Plant?.find((p) => p.id === 'p1');
  expect(rose?.values).toEqual({ name: 'Rose', height: 1.2, watered: false });
  expect(rose?.aside.colour?.value).toBe('red');

  // And the export imports into a fresh place of the new spec, entity the spec dropped included.
  await openSpecFile(page, 'garden-copy.md', V2);
  await pickFile(page, page.getByRole('button', { name: 'Import all data' }), all.name, all.text);
  await expectImported(page.getByRole('dialog'), 'Imported 3 records of Note, Plant');
  const again = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Export all data' }).click(),
  );
  const withoutTime = (text: string) => text.replace(/"exportedAt": "[^"]*"/, '');
  expect(withoutTime(again.text)).toBe(withoutTime(all.text));

  // An export made before the change imports into the new spec too: what no longer fits is kept aside.
  await openSpecFile(page, 'garden-old.md', V2);
  await pickFile(
    page,
    page.getByRole('button', { name: 'Import all data' }),
    before.name,
    before.text,
  );
  await expectImported(
    page.getByRole('dialog'),
    'Imported 3 records of Note, Plant from garden-data.json. The spec changed since the file was exported: 1 value was kept aside',
  );
});
