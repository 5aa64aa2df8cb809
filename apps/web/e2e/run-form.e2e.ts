import { expect, test, type Page } from '@playwright/test';
import { exampleNamed } from './examplesOnDisk.ts';
import { findLowContrast, headingLevels, skippedHeadingLevels } from './pageAudits.ts';
import { actAs, describedText, fieldLabel, startEmpty } from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

// Forms: create and edit, an input per field type, errors beside their fields.
// Each test opens a spec several times (two tabs, reloads of screens): more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 90_000 });

const CLAIMS = `/#/s/example-${exampleNamed('expense-claims').stem}`;
const BOARD = `/#/s/example-${exampleNamed('project-board').stem}`;

/** The input of a field, found by its label (the field's name) as a user would. */
const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: fieldLabel(name), exact: true });
const combobox = (page: Page, name: string) =>
  page.getByRole('combobox', { name: fieldLabel(name), exact: true });

/**
 * Opens a screen of a running spec and waits for its main heading. Opening a spec reads,
 * checks and migrates it first, which takes longer than a default expect on a busy machine.
 */
async function open(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}

/** Makes a category as the admin (only an admin may, by point 6), then acts as Ada again. */
async function createCategory(page: Page, name: string): Promise<void> {
  await open(page, CLAIMS, 'Expense claims');
  await actAs(page, 'Dan Admin');
  await page.goto(`${CLAIMS}/categories/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Category' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'active' })).toBeChecked();
  await textbox(page, 'name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  // Category has no detail screen in the spec, so the form goes back to the list.
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await actAs(page, 'Ada Employee');
}

/** Fills the claim form with valid values; `receipt` may be overridden. */
async function fillClaim(page: Page, title: string, receipt = 'https://example.org/r/1') {
  await textbox(page, 'title').fill(title);
  await textbox(page, 'amount').fill('42.5');
  await combobox(page, 'category').fill('tra');
  await page.getByRole('option', { name: 'Travel' }).click();
  await textbox(page, 'spentOn').fill('2026-01-15');
  await textbox(page, 'receipt').fill(receipt);
}

test("a field's notes help in words, without what the format reads in them", async ({ page }) => {
  await open(page, `${CLAIMS}/claims/new`, 'New Claim');
  await expect(textbox(page, 'title')).toHaveAccessibleDescription('what the money was spent on');
  await expect(textbox(page, 'receipt')).toHaveAccessibleDescription(
    'a link to the scanned receipt',
  );
  await actAs(page, 'Dan Admin');
  await page.goto(`${CLAIMS}/categories/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Category' })).toBeVisible();
  // Category's notes say `unique` and `default true`: words for the app, not its users.
  await expect(textbox(page, 'name')).toHaveAccessibleDescription('');
  await expect(page.getByRole('checkbox', { name: 'active' })).toHaveAccessibleDescription('');
});

test('a category and then a claim are created, shown, and edited', async ({ page }) => {
  await createCategory(page, 'Travel');

  await open(page, `${CLAIMS}/claims/new`, 'New Claim');
  await expect(textbox(page, 'status')).toHaveValue('draft');
  await expect(textbox(page, 'status')).not.toBeEditable();
  await expect(combobox(page, 'owner')).toHaveValue('Ada Employee');
  await expect(textbox(page, 'title')).toHaveAttribute('required', '');
  await fillClaim(page, 'Taxi to the airport');
  await textbox(page, 'amount').blur();
  await expect(textbox(page, 'amount')).toHaveValue('42.50');
  await screenshot(page, 'run-form-new-claim');
  expect(await findLowContrast(page)).toEqual([]);
  expect(skippedHeadingLevels(await headingLevels(page))).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();

  // The new claim's own address, not the form's (/claims/new) it was saved from.
  await expect(page).toHaveURL(/\/claims\/(?!new$)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taxi to the airport' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('42.50 EUR');
  await expect(page.getByRole('main')).toContainText('Travel');
  const detail = page.url();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Claim' })).toBeVisible();
  await expect(textbox(page, 'title')).toHaveValue('Taxi to the airport');
  await expect(textbox(page, 'amount')).toHaveValue('42.50');
  await expect(combobox(page, 'category')).toHaveValue('Travel');
  await expect(textbox(page, 'spentOn')).toHaveValue('2026-01-15');
  await screenshot(page, 'run-form-edit-claim');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(detail);

  await page.getByRole('link', { name: 'Edit' }).click();
  await textbox(page, 'title').fill('Taxi home');
  await textbox(page, 'receipt').fill('');
  await textbox(page, 'title').press('Enter');
  await expect(page).toHaveURL(detail);
  await expect(page.getByRole('heading', { level: 1, name: 'Taxi home' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('https://example.org/r/1');
});

test('missing required fields are shown beside them, the focus goes to the first, and nothing is saved', async ({
  page,
}) => {
  await startEmpty(page, 'expense-claims');
  await open(page, `${CLAIMS}/claims/new`, 'New Claim');
  await textbox(page, 'receipt').fill('https://example.org/r/2');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect
    .poll(() => describedText(textbox(page, 'title')))
    .toMatch(/Title is required\. \(REQUIRED\)/);
  await expect(textbox(page, 'title')).toBeFocused();
  // What a screen reader says is the message alone; its code is behind the form's "Why?".
  await expect(textbox(page, 'title')).toHaveAccessibleDescription(/is required\./);
  await expect(textbox(page, 'title')).not.toHaveAccessibleDescription(/REQUIRED/);
  await expect.poll(() => describedText(textbox(page, 'amount'))).toMatch(/\(REQUIRED\)/);
  await expect.poll(() => describedText(combobox(page, 'category'))).toMatch(/\(REQUIRED\)/);
  await expect.poll(() => describedText(textbox(page, 'spentOn'))).toMatch(/\(REQUIRED\)/);
  await expect(textbox(page, 'receipt')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'receipt')).toHaveValue('https://example.org/r/2');
  await expect(page).toHaveURL(/\/claims\/new$/);
  await screenshot(page, 'run-form-required');

  // Typing in a field clears its error; the others stay until the next save.
  await textbox(page, 'title').fill('Lunch');
  await expect.poll(() => describedText(textbox(page, 'title'))).not.toMatch(/REQUIRED/);
  await expect.poll(() => describedText(textbox(page, 'amount'))).toMatch(/\(REQUIRED\)/);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/claims$/);
  await expect(page.getByText('No claims yet')).toBeVisible();
});

test('input that is not of its type is reported beside its field before anything is saved', async ({
  page,
}) => {
  await createCategory(page, 'Travel');
  await open(page, `${CLAIMS}/claims/new`, 'New Claim');
  await fillClaim(page, 'Hotel', 'example.org/receipt');
  await textbox(page, 'amount').fill('12,5,3');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect
    .poll(() => describedText(textbox(page, 'amount')))
    .toMatch(/^Amount does not hold a valid money EUR\. \(INVALID_VALUE\)/);
  await expect(textbox(page, 'amount')).toBeFocused();
  await expect
    .poll(() => describedText(textbox(page, 'receipt')))
    .toMatch(/^Receipt does not hold a valid url\. \(INVALID_VALUE\)/);
  await expect(textbox(page, 'title')).toHaveValue('Hotel');
  await screenshot(page, 'run-form-invalid');

  await textbox(page, 'amount').fill('80');
  await textbox(page, 'receipt').fill('https://example.org/receipt');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel' })).toBeVisible();
});

test('an edit of a claim changed meanwhile in another tab gets CONFLICT and keeps what was typed', async ({
  page,
  context,
}) => {
  const edit = await newTrainClaim(page);

  await open(page, edit, 'Edit Claim');
  await expect(textbox(page, 'title')).toHaveValue('Train');
  const other = await context.newPage();
  await open(other, edit, 'Edit Claim');
  await textbox(other, 'title').fill('Train to Lyon');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Train to Lyon' })).toBeVisible();

  await textbox(page, 'title').fill('Train to Paris');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Someone else changed this claim; reload it and try again. (CONFLICT)',
  );
  await expect(alert).toBeFocused();
  await expect(textbox(page, 'title')).toHaveValue('Train to Paris');
  await screenshot(page, 'run-form-conflict');
});

// Regression: the edit form of a claim the acting user may not update (her own claim once it
// is submitted, another employee's draft) offered its inputs and Save, which the data source
// then refused: point 6 lets an employee update only her own drafts.
test('the edit form of a claim the acting user may not update says why and offers no Save', async ({
  page,
}) => {
  const edit = await newTrainClaim(page);

  // Ben may read Ada's draft (he is an approver) but not update it, though he is an employee.
  await actAs(page, 'Ben Approver');
  await open(page, edit, 'Edit Claim');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(
    'Ben Approver may not edit this claim: You may not do this. (NOT_ALLOWED)',
  );
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(textbox(page, 'title')).toBeDisabled();

  // Ada may edit her draft; once she has submitted it, she may not.
  await actAs(page, 'Ada Employee');
  await expect(textbox(page, 'title')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByLabel('State: submitted', { exact: true })).toBeVisible();
  await open(page, edit, 'Edit Claim');
  await expect(main.getByRole('alert')).toHaveText(
    'Ada Employee may not edit this claim: You may not do this. (NOT_ALLOWED)',
  );
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(textbox(page, 'title')).toBeDisabled();
  await expect(textbox(page, 'title')).toHaveValue('Train');
  await screenshot(page, 'run-form-not-allowed');
});

test('the edit form of a record that does not exist says so', async ({ page }) => {
  await open(page, `${CLAIMS}/claims/nothing-here/edit`, 'Not found');
  await expect(page.getByRole('main')).toContainText('claim with the id “nothing-here”');
});

test('Enter in a form saves it: a task is created and shown', async ({ page }) => {
  await open(page, `${BOARD}/tasks/new`, 'New Task');
  await expect(textbox(page, 'status')).toHaveValue('todo');
  await textbox(page, 'title').fill('Buy milk');
  await textbox(page, 'title').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy milk' })).toBeVisible();
});

/** A spec with one entity of 200 fields of several types, every seventh required. */
function wideSpec(): string {
  const types = ['text', 'number', 'integer', 'email', 'money EUR'];
  const rows = Array.from(
    { length: 200 },
    (_, i) => `| f${i} | ${types[i % types.length]} | ${i % 7 === 0 ? 'yes' : 'no'} | |`,
  );
  return [
    '# Specification: Wide',
    '',
    '## 3. Entities and their fields',
    '',
    '### Wide',
    '',
    '| field | type | required | notes |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

test('typing in a form of 200 fields clears the error of the field at once and keeps every character', async ({
  page,
}) => {
  const replaced = await serveAsExample(page, wideSpec());
  await open(page, `/#/s/example-${replaced.stem}/wides/new`, 'New Wide');
  await expect(textbox(page, 'f199')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => describedText(textbox(page, 'f0'))).toMatch(/REQUIRED/);

  // Each keystroke is an input event; React renders discrete events before the next microtasks.
  // How fast is measured in bench/form-keystroke.bench.ts, not here.
  const clearedAfterFirst = await page.evaluate(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const input = document.querySelector<HTMLInputElement>('input[name="f0"]')!;
    let cleared = false;
    for (let i = 0; i < 100; i++) {
      setValue.call(input, `${input.value}x`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      if (i === 0) cleared = input.getAttribute('aria-invalid') !== 'true';
    }
    return cleared;
  });
  expect(clearedAfterFirst).toBe(true);
  await expect(textbox(page, 'f0')).toHaveValue('x'.repeat(100));
  await expect.poll(() => describedText(textbox(page, 'f7'))).toMatch(/REQUIRED/);
});

/** Saves a claim "Train" (and its category) as the acting user; the address of its edit form. */
async function newTrainClaim(page: Page): Promise<string> {
  await createCategory(page, 'Travel');
  await open(page, `${CLAIMS}/claims/new`, 'New Claim');
  await fillClaim(page, 'Train');
  await page.getByRole('button', { name: 'Save' }).click();
  // The new claim's own address, not the form's (/claims/new) it was saved from.
  await expect(page).toHaveURL(/\/claims\/(?!new$)[^/]+$/);
  return `${page.url()}/edit`;
}
