import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { newSpecFrom, preview, replaceText, typeAtEnd } from './workbench-helpers.ts';

test.describe.configure({ timeout: 90_000 });

const LIBRARY = `# Specification: Library

## 3. Entities and their fields

### Book

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| status | state | | |
`;

const LIFECYCLE = `
## 4. States and transitions

### Book

Initial state: available.

| from | action | to |
| --- | --- | --- |
| available | lend | lent |
| lent | return | available |
`;

// Regression: a book saved before point 4 gave Book a lifecycle kept no state. Its actions took it
// to be "available" while its detail and list showed the status as empty and its form said "No
// initial state is given".
test('a record saved before its entity had a lifecycle is in the initial state once it has one', async ({
  page,
}) => {
  await newSpecFrom(page, /undetermined product/);
  await replaceText(page, LIBRARY);
  const app = preview(page);
  const main = app.getByRole('main');
  await app
    .getByRole('navigation', { name: 'Screens of Library' })
    .getByRole('link', { name: 'Books' })
    .click({ timeout: 30_000 });
  await main.getByRole('link', { name: 'New Book' }).click();
  await main.getByRole('textbox', { name: 'title' }).fill('Dune');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Dune' })).toBeVisible();

  await typeAtEnd(page, LIFECYCLE);
  await expect(main.getByRole('button', { name: 'Lend' })).toBeVisible({ timeout: 30_000 });
  const fields = main.getByRole('region', { name: 'Fields' });
  await expect(fields).toContainText(/Status\s*available/);
  await screenshot(page, 'workbench-lifecycle-later');

  await main.getByRole('link', { name: 'Edit' }).click();
  await expect(main.getByRole('textbox', { name: 'status' })).toHaveValue('available');
});
