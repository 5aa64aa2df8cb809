import { expect, test, type Page } from '@playwright/test';
import { dataRows, runUrl } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

/** A spec of notes, with or without a colour field, and a list whose where may name it. */
function notesSpec({ colour, where }: { colour: boolean; where: string }): string {
  return `# Specification: Notes

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /notes | list | Note | all |
| /notes/new | form | Note | all |
| /notes/:id | detail | Note | all |
| /red | list | Note where ${where} | all |

## 3. Entities and their fields

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
${colour ? '| colour | text | no | |\n' : ''}`;
}

/** Makes a note through the form and returns to its detail screen. */
async function createNote(page: Page, title: string, colour: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'New Note' }).click();
  await main.getByRole('textbox', { name: 'title' }).fill(title);
  await main.getByRole('textbox', { name: 'colour' }).fill(colour);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a value whose field left the spec is kept aside and shown on the detail', async ({
  page,
}) => {
  const replaced = await serveAsExample(
    page,
    notesSpec({ colour: true, where: 'colour == "red"' }),
  );
  await page.goto(runUrl(replaced.stem, '/notes'));
  await createNote(page, 'Shopping', 'red');
  const detail = page.url();

  await page.unrouteAll();
  await serveAsExample(page, notesSpec({ colour: false, where: 'title != ""' }));
  await page.goto(detail);
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Shopping' })).toBeVisible();
  const aside = main.getByRole('region', { name: 'Values kept aside' });
  await expect(aside.locator('dt:text-is("colour") + dd')).toContainText('red');
  await expect(main.getByRole('region', { name: 'Fields' }).getByText('colour')).toHaveCount(0);
  await screenshot(page, 'run-detail-aside');
});

test('a where that cannot be applied says why instead of listing all or nothing', async ({
  page,
}) => {
  const replaced = await serveAsExample(
    page,
    notesSpec({ colour: true, where: 'size(colour) > "three"' }),
  );
  await page.goto(runUrl(replaced.stem, '/notes'));
  await createNote(page, 'Shopping', 'red');
  await page
    .getByRole('navigation', { name: 'Screens of Notes' })
    .getByRole('link', { name: 'Red' })
    .click();
  const main = page.getByRole('main');
  const alert = main.getByRole('alert');
  await expect(alert).toContainText("The screen's filter could not be applied");
  await expect(alert).toContainText('size(colour) > "three"');
  await expect(main.getByRole('table')).toHaveCount(0);
  await screenshot(page, 'run-where-problem');

  // The same list with a where that holds lists the note.
  await page.unrouteAll();
  await serveAsExample(page, notesSpec({ colour: true, where: 'colour == "red"' }));
  await page.reload();
  await expect(dataRows(page, 'Red')).toHaveCount(1);
});
