import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  actAs,
  dataRows,
  describedText,
  fieldLabel,
  openScreen,
  runUrl,
  startEmpty,
} from './runActions.ts';
import { screenshot } from './screenshot.ts';
import { expectImported, importIntoList } from './transfer-helpers.ts';

// The rules of point 5 of the expense claims example, each failing in a form with its catalogue
// message (constants filled in) and its code, then passing once corrected; nothing is saved while
// a rule fails. Each test opens the spec and makes its data first: more than the default 30 s on
// a busy machine.
test.describe.configure({ timeout: 90_000 });

// The tests count and make records from none: the example's place starts empty.
test.beforeEach(async ({ page }) => {
  await startEmpty(page, 'expense-claims');
});

const CLAIMS = runUrl('expense-claims');

/** The id of the category the claims of a test point at, made by `importCategory`. */
const TRAVEL = 'cat-travel';

const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: fieldLabel(name), exact: true });
const combobox = (page: Page, name: string) =>
  page.getByRole('combobox', { name: fieldLabel(name), exact: true });

/** The errors at the top of the form named `name` (an alert). */
const formAlert = (page: Page, name: string) => page.getByRole('form', { name }).getByRole('alert');

/** Matches a text that contains `text` as it is. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A date `days` after today's (UTC, as the rules' `today`), as an ISO date. */
function isoDate(days: number, from = new Date()): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens a screen of the running spec and waits for its main heading (opening a spec is slow). */
async function open(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * Makes the category Travel with a known id, acting as the admin through the Categories list's
 * import (only an admin may create categories, and an import is the one way to choose an id,
 * which the claims imported by a test point at); then acts as Ada Employee again.
 */
async function importCategory(page: Page): Promise<void> {
  await open(page, CLAIMS, 'Expense claims');
  await actAs(page, 'Dan Admin');
  await openScreen(page, 'Categories');
  // With an id, an object gives every field: one it left out would be erased in a stored record.
  const file = JSON.stringify([{ id: TRAVEL, name: 'Travel', active: true }]);
  await expectImported(await importIntoList(page, 'categories.json', file), 'Imported 1 record');
  await expect(page.getByRole('cell', { name: 'Travel', exact: true })).toBeVisible();
  await actAs(page, 'Ada Employee');
}

/** A claim's inputs as the form takes them. */
interface ClaimForm {
  title: string;
  amount: string;
  spentOn: string;
  receipt?: string;
}

const VALID: ClaimForm = { title: 'Taxi to the airport', amount: '42', spentOn: '2026-01-15' };

/** Opens the new claim form and fills it, in category Travel. */
async function fillNewClaim(page: Page, claim: ClaimForm): Promise<void> {
  await open(page, `${CLAIMS}/claims/new`, 'New Claim');
  await textbox(page, 'title').fill(claim.title);
  await textbox(page, 'amount').fill(claim.amount);
  await combobox(page, 'category').click();
  await page.getByRole('option', { name: 'Travel', exact: true }).click();
  await textbox(page, 'spentOn').fill(claim.spentOn);
  if (claim.receipt !== undefined) await textbox(page, 'receipt').fill(claim.receipt);
}

/** Saves a form that a rule refuses: it stays open, its fields as typed. */
async function saveRefused(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Saves the claim form, which goes to the new claim; then checks how many claims Ada has. */
async function saveClaim(page: Page, title: string, count: number): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await openScreen(page, 'Claims');
  await expect(
    page.getByText(`${count} claim${count === 1 ? '' : 's'}, newest first`),
  ).toBeVisible();
}

/** Expects `input` to show one error, and the form nothing at its top. */
async function expectFieldError(page: Page, input: Locator, text: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedText(input)).toMatch(containing(text));
  await expect(formAlert(page, 'New Claim')).toBeHidden();
}

test('TITLE_LENGTH: a title shorter than 3 or longer than 80 characters is refused', async ({
  page,
}) => {
  await importCategory(page);
  await fillNewClaim(page, { ...VALID, title: 'Ab' });
  const title = textbox(page, 'title');
  await saveRefused(page, 'New Claim');
  await expectFieldError(page, title, 'The title must be 3 to 80 characters long. (TITLE_LENGTH)');
  await expect(title).toBeFocused();
  await screenshot(page, 'run-rules-title');

  await title.fill('A'.repeat(81));
  await expectFieldError(page, title, 'The title must be 3 to 80 characters long. (TITLE_LENGTH)');
  await saveRefused(page, 'New Claim');
  await expect.poll(() => describedText(title)).toMatch(/\(TITLE_LENGTH\)/);

  await title.fill('Abc');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedText(title)).not.toMatch(/TITLE_LENGTH/);
  await title.fill('A'.repeat(80));
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await saveClaim(page, 'A'.repeat(80), 1);
});

test('AMOUNT_NOT_POSITIVE: an amount of zero or less is refused', async ({ page }) => {
  await importCategory(page);
  await fillNewClaim(page, { ...VALID, amount: '0' });
  const amount = textbox(page, 'amount');
  await saveRefused(page, 'New Claim');
  await expectFieldError(page, amount, 'The amount must be more than zero. (AMOUNT_NOT_POSITIVE)');

  await amount.fill('-12');
  await expectFieldError(page, amount, 'The amount must be more than zero. (AMOUNT_NOT_POSITIVE)');
  await saveRefused(page, 'New Claim');

  await amount.fill('0.01');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await saveClaim(page, VALID.title, 1);
});

test('CLAIM_LIMIT_EXCEEDED: an amount above 5000 EUR is refused', async ({ page }) => {
  await importCategory(page);
  await fillNewClaim(page, { ...VALID, amount: '5000.01', receipt: 'https://example.org/r/1' });
  const amount = textbox(page, 'amount');
  await saveRefused(page, 'New Claim');
  await expectFieldError(page, amount, 'One claim may not exceed 5000 EUR. (CLAIM_LIMIT_EXCEEDED)');
  await expect(amount).toBeFocused();

  await amount.fill('5000');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedText(amount)).not.toMatch(/CLAIM_LIMIT_EXCEEDED/);
  await saveClaim(page, VALID.title, 1);

  // The rule is checked on every save: an edit above the limit is refused too.
  await page.getByRole('link', { name: VALID.title, exact: true }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Claim' })).toBeVisible();
  await amount.fill('7500');
  await expect
    .poll(() => describedText(amount))
    .toMatch(containing('One claim may not exceed 5000 EUR. (CLAIM_LIMIT_EXCEEDED)'));
  await saveRefused(page, 'Edit Claim');
  await expect.poll(() => describedText(amount)).toMatch(/\(CLAIM_LIMIT_EXCEEDED\)/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: VALID.title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('5000.00 EUR');
  await expect(page.getByRole('main')).not.toContainText('7500');
});

test('RECEIPT_REQUIRED: a claim above 50 EUR without a receipt is refused at the top of the form', async ({
  page,
}) => {
  await importCategory(page);
  await fillNewClaim(page, { ...VALID, amount: '50.01' });
  await saveRefused(page, 'New Claim');
  const alert = formAlert(page, 'New Claim');
  await expect(alert).toHaveText(/Not saved/);
  await expect(alert).toContainText('Claims above 50 EUR need a receipt. (RECEIPT_REQUIRED)');
  await expect(alert).toBeFocused();
  // The rule reads two fields: its error is at the top, beside neither.
  await expect(textbox(page, 'amount')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'receipt')).not.toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'run-rules-receipt');

  await textbox(page, 'receipt').fill('https://example.org/r/2');
  await expect(alert).toBeHidden();
  await saveClaim(page, VALID.title, 1);
});

test('DATE_IN_FUTURE: an expense dated after today is refused; one of today is saved', async ({
  page,
}) => {
  await importCategory(page);
  await fillNewClaim(page, { ...VALID, spentOn: isoDate(1) });
  const spentOn = textbox(page, 'spentOn');
  await saveRefused(page, 'New Claim');
  await expectFieldError(
    page,
    spentOn,
    'The expense cannot be dated in the future. (DATE_IN_FUTURE)',
  );

  await spentOn.fill(isoDate(30));
  await expectFieldError(
    page,
    spentOn,
    'The expense cannot be dated in the future. (DATE_IN_FUTURE)',
  );
  await saveRefused(page, 'New Claim');

  await spentOn.fill(isoDate(0));
  await expect(spentOn).not.toHaveAttribute('aria-invalid', 'true');
  await saveClaim(page, VALID.title, 1);
});

test('TOO_MANY_OPEN_CLAIMS: with 10 open claims an 11th is refused until one is closed', async ({
  page,
  context,
}) => {
  await importCategory(page);
  await openScreen(page, 'Claims');
  const claims = Array.from({ length: 11 }, (_, i) => ({
    title: `Open claim ${i + 1}`,
    amount: 10 + i,
    category: TRAVEL,
    spentOn: '2026-01-10',
    owner: 'u1',
  }));
  // An import checks each row against the rows before it: the 11th open claim is refused.
  const dialog = await importIntoList(page, 'claims.json', JSON.stringify(claims));
  await expect(dialog.getByRole('alert')).toContainText('claims.json has 1 problem');
  const problems = dialog.getByRole('table', { name: 'Problems in the file' }).getByRole('row');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(1).getByRole('cell')).toHaveText([
    '11',
    'Claim',
    '',
    'You already have 10 open claims. (TOO_MANY_OPEN_CLAIMS)',
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No claims yet')).toBeVisible();

  await expectImported(
    await importIntoList(page, 'claims.json', JSON.stringify(claims.slice(0, 10))),
    'Imported 10 records',
  );
  await expect(page.getByText('10 claims, newest first')).toBeVisible();

  // The rule is checked on create only: an open claim is still edited.
  await page.getByRole('link', { name: 'Open claim 2', exact: true }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Claim' })).toBeVisible();
  await expect(formAlert(page, 'Edit Claim')).toBeHidden();
  await textbox(page, 'title').fill('Open claim two');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open claim two' })).toBeVisible();

  await fillNewClaim(page, { ...VALID, title: 'The eleventh' });
  await saveRefused(page, 'New Claim');
  const alert = formAlert(page, 'New Claim');
  await expect(alert).toContainText('You already have 10 open claims. (TOO_MANY_OPEN_CLAIMS)');
  await screenshot(page, 'run-rules-open-claims');

  // Ada deletes one of her drafts in another tab; the form, kept as typed, now saves.
  const other = await context.newPage();
  await open(other, `${CLAIMS}/claims`, 'Claims');
  await other.getByRole('link', { name: 'Open claim 1', exact: true }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Open claim 1' })).toBeVisible();
  await other.getByRole('main').getByRole('button', { name: 'Delete' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  await other.close();

  await expect(textbox(page, 'title')).toHaveValue('The eleventh');
  await saveClaim(page, 'The eleventh', 10);
});

test('NAME_TAKEN: a second category of the same name is refused', async ({ page }) => {
  await importCategory(page);
  await actAs(page, 'Dan Admin');
  await open(page, `${CLAIMS}/categories/new`, 'New Category');
  const name = textbox(page, 'name');
  await name.fill('Travel');
  await saveRefused(page, 'New Category');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(() => describedText(name))
    .toMatch(containing('This name is already taken. (NAME_TAKEN)'));
  await expect(formAlert(page, 'New Category')).toBeHidden();

  await name.fill('Meals');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(dataRows(page, 'Categories')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'Travel', exact: true })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Meals', exact: true })).toBeVisible();

  // A category keeps its own name on an edit, and cannot take another's.
  await page.getByRole('link', { name: 'Travel', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Category' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'active' }).uncheck();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  await page.getByRole('link', { name: 'Meals', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Category' })).toBeVisible();
  await name.fill('Travel');
  await expect
    .poll(() => describedText(name))
    .toMatch(containing('This name is already taken. (NAME_TAKEN)'));
  await saveRefused(page, 'Edit Category');
  await expect.poll(() => describedText(name)).toMatch(/\(NAME_TAKEN\)/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'Meals', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Travel', exact: true })).toHaveCount(1);
});

test('an import of claims with one row that breaks a rule imports nothing and names the row and the code', async ({
  page,
}) => {
  await importCategory(page);
  await openScreen(page, 'Claims');
  const rows = [
    'title,amount,category,spentOn,owner,receipt',
    `Taxi,20,${TRAVEL},2026-01-05,u1,`,
    `Hotel,6000,${TRAVEL},2026-01-06,u1,https://example.org/r/3`,
    `Lunch,12.5,${TRAVEL},2026-01-07,u1,`,
  ];
  const dialog = await importIntoList(page, 'claims.csv', rows.join('\n'));
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported');
  await expect(dialog.getByRole('alert')).toContainText('claims.csv has 1 problem');
  const problems = dialog.getByRole('table', { name: 'Problems in the file' }).getByRole('row');
  await expect(problems).toHaveCount(2);
  // The header is row 1 of a CSV: Hotel is on row 3.
  await expect(problems.nth(1).getByRole('cell')).toHaveText([
    '3',
    'Claim',
    'amount',
    'One claim may not exceed 5000 EUR. (CLAIM_LIMIT_EXCEEDED)',
  ]);
  await screenshot(page, 'run-rules-import');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No claims yet')).toBeVisible();

  // A rule over two fields names the row and no field.
  rows[2] = `Hotel,600,${TRAVEL},2026-01-06,u1,`;
  await importIntoList(page, 'claims.csv', rows.join('\n'));
  await expect(dialog.getByRole('alert')).toContainText('claims.csv has 1 problem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(1).getByRole('cell')).toHaveText([
    '3',
    'Claim',
    '',
    'Claims above 50 EUR need a receipt. (RECEIPT_REQUIRED)',
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No claims yet')).toBeVisible();

  rows[2] = `Hotel,600,${TRAVEL},2026-01-06,u1,https://example.org/r/3`;
  await expectImported(
    await importIntoList(page, 'claims.csv', rows.join('\n')),
    'Imported 3 records',
  );
  await expect(page.getByText('3 claims, newest first')).toBeVisible();
});

test('the messages follow typing: a rule fails and passes as the amount is typed, without Save', async ({
  page,
}) => {
  await importCategory(page);
  await open(page, `${CLAIMS}/claims/new`, 'New Claim');
  const amount = textbox(page, 'amount');
  const alert = formAlert(page, 'New Claim');
  // A form starts quiet: no field has been touched.
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(alert).toBeHidden();

  await amount.pressSequentially('6000');
  await expect
    .poll(() => describedText(amount))
    .toMatch(containing('One claim may not exceed 5000 EUR. (CLAIM_LIMIT_EXCEEDED)'));
  await expect(alert).toContainText('Claims above 50 EUR need a receipt. (RECEIPT_REQUIRED)');
  // Nothing was refused yet: the form says what stops a save, not that a save failed.
  await expect(alert).toContainText('Cannot be saved yet');
  await expect(alert).not.toContainText('Not saved');
  // Only the touched field shows its errors: the untouched required title does not.
  await expect(textbox(page, 'title')).not.toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'run-rules-typing');

  await amount.press('Backspace');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('60');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedText(amount)).not.toMatch(/CLAIM_LIMIT_EXCEEDED/);
  await expect(alert).toContainText('(RECEIPT_REQUIRED)');

  await textbox(page, 'receipt').pressSequentially('https://example.org/r/4');
  await expect(alert).toBeHidden();
  await amount.fill('');
  await amount.pressSequentially('0');
  await expect
    .poll(() => describedText(amount))
    .toMatch(containing('The amount must be more than zero. (AMOUNT_NOT_POSITIVE)'));
  // Nothing was saved while typing.
  await expect(page).toHaveURL(/\/claims\/new$/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByText('No claims yet')).toBeVisible();
});

// Regression: the store told the form of another tab's write before the rule book had heard of
// it, so the form checked against the records as they were: a name taken meanwhile showed
// nothing until Save refused it.
test('a name another tab takes meanwhile is said to be taken as soon as it is saved there', async ({
  page,
  context,
}) => {
  await importCategory(page);
  await actAs(page, 'Dan Admin');
  await open(page, `${CLAIMS}/categories/new`, 'New Category');
  const name = textbox(page, 'name');
  await name.fill('Meals');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  const other = await context.newPage();
  await open(other, CLAIMS, 'Expense claims');
  await actAs(other, 'Dan Admin');
  await open(other, `${CLAIMS}/categories/new`, 'New Category');
  await textbox(other, 'name').fill('Meals');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await other.close();

  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(() => describedText(name))
    .toMatch(containing('This name is already taken. (NAME_TAKEN)'));
  await expect(page).toHaveURL(/\/categories\/new$/);
});

// Regressions: a form opened after the records were read (here, after an import) said nothing of
// the open claims until a field was touched; and after a switch of the acting user it went on
// counting the claims of the user before.
test('the new claim form says at once that the acting user has too many open claims', async ({
  page,
}) => {
  await importCategory(page);
  await openScreen(page, 'Claims');
  const claims = Array.from({ length: 10 }, (_, i) => ({
    title: `Open claim ${i + 1}`,
    amount: 10 + i,
    category: TRAVEL,
    spentOn: '2026-01-10',
    owner: 'u1',
  }));
  await expectImported(
    await importIntoList(page, 'claims.json', JSON.stringify(claims)),
    'Imported 10 records',
  );
  await page.getByRole('link', { name: 'New Claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeVisible();
  const alert = formAlert(page, 'New Claim');
  await expect(alert).toContainText('You already have 10 open claims. (TOO_MANY_OPEN_CLAIMS)');
  await expect(alert).toContainText('Cannot be saved yet');
  await expect(textbox(page, 'title')).not.toHaveAttribute('aria-invalid', 'true');

  // Ben has no open claims.
  await actAs(page, 'Ben Approver');
  await expect(page.getByRole('heading', { level: 1, name: 'New Claim' })).toBeVisible();
  await expect(alert).toBeHidden();
  await actAs(page, 'Ada Employee');
  await expect(alert).toContainText('(TOO_MANY_OPEN_CLAIMS)');
});
