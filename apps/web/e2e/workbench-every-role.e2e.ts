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

## 4. States and transitions

### Book

Initial state: available.

| from | action | to |
| --- | --- | --- |
| available | lend | lent |
| lent | return | available |
`;

const USERS = `
## 6. Roles and permissions

Sample users:

| user | name | roles |
| --- | --- | --- |
| u1 | Lia Librarian | librarian |
`;

// Regression: a spec without sample users runs as one user with every role, whom the lifecycle
// panel named mid-sentence ("Not open to Every role now"); once the spec had sample users, the
// moves that user made showed "everyone", an id, in the history's By column.
test('the user with every role is named in words, in the panel and in the history after sample users come', async ({
  page,
}) => {
  await newSpecFrom(page, /undetermined product/);
  await replaceText(page, LIBRARY);
  const main = preview(page).getByRole('main');
  await preview(page)
    .getByRole('navigation', { name: 'Screens of Library' })
    .getByRole('link', { name: 'Books' })
    .click({ timeout: 30_000 });
  await main.getByRole('link', { name: 'New Book' }).click();
  await main.getByRole('textbox', { name: 'title' }).fill('Dune');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Dune' })).toBeVisible();

  const actions = main.getByRole('region', { name: 'State and actions' });
  await expect(actions).toContainText('Not open to someone acting with every role now');
  await actions.scrollIntoViewIfNeeded();
  await screenshot(page, 'workbench-every-role-panel');
  await actions.getByRole('button', { name: 'Lend' }).click();
  const history = main.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText('someone acting with every role');

  await typeAtEnd(page, USERS);
  await expect(preview(page).getByRole('combobox', { name: 'Acting as' })).toHaveValue('u1', {
    timeout: 30_000,
  });
  await expect(history.getByRole('row').nth(1)).toContainText('someone acting with every role');
  await expect(history).not.toContainText('everyone');
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'workbench-every-role-history');
});
