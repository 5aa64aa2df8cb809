import { expect, type Locator, type Page } from '@playwright/test';

/** A field's label as the app shows it, from its name: `spentOn` → "Spent on". */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The running app's address of an example and one of its spec's routes. */
export function runUrl(stem: string, route = ''): string {
  return `/#/s/example-${stem}${route}`;
}

/** The data rows of the table named `name` (the rows in view: the table is virtualized). */
export function dataRows(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The text of the first cell of each data row in view, in order (a row's controls left out). */
export function firstCells(page: Page, name: string): Promise<string[]> {
  return dataRows(page, name).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('td:not([data-control])')?.textContent?.trim() ?? ''),
  );
}

/**
 * Empties the place of an example through its Sample data page, for a test that counts or makes
 * records from none: a new place starts with the example's sample records.
 */
export async function startEmpty(page: Page, stem: string): Promise<void> {
  await page.goto(runUrl(stem, '/~data'));
  const empty = page.getByRole('button', { name: 'Delete every record' });
  await empty.click({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Delete every record' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'this place is empty' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Opens a list by its navigation link and waits for its heading. */
export async function openScreen(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: /^Screens of / })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

/**
 * Acts as another sample user of the running spec (its header's "Acting as" choice), by the
 * start of their name as the choice shows it ("Dan Admin").
 */
export async function actAs(page: Page, name: string): Promise<void> {
  const choice = page.getByRole('combobox', { name: 'Acting as' });
  const option = choice.getByRole('option', { name: new RegExp(`^${name} \\(`) });
  const id = await option.getAttribute('value');
  if (id === null) throw new Error(`"Acting as" offers no ${name}.`);
  await choice.selectOption(id);
  await expect(choice).toHaveValue(id);
}

/**
 * Makes a category of the expense claims example through its form, acting as its admin (point 6
 * lets only an admin create categories), then acts as Ada Employee again; ends on the list.
 */
export async function createCategory(page: Page, name: string): Promise<void> {
  await actAs(page, 'Dan Admin');
  await openScreen(page, 'Categories');
  await page.getByRole('link', { name: 'New Category' }).click();
  await page.getByRole('textbox', { name: 'name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await actAs(page, 'Ada Employee');
}

/** A claim as its form takes it. */
export interface ClaimInput {
  title: string;
  amount: string;
  category: string;
  spentOn: string;
}

/** Makes a claim through its form; ends on the new claim's detail screen. */
export async function createClaim(page: Page, claim: ClaimInput): Promise<void> {
  await openScreen(page, 'Claims');
  await page.getByRole('link', { name: 'New Claim' }).click();
  await page.getByRole('textbox', { name: 'title' }).fill(claim.title);
  await page.getByRole('textbox', { name: 'amount' }).fill(claim.amount);
  await page.getByRole('combobox', { name: 'category' }).click();
  await page.getByRole('option', { name: claim.category, exact: true }).click();
  await page.getByRole('textbox', { name: 'Spent on' }).fill(claim.spentOn);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: claim.title })).toBeVisible();
}

/** Three claims in two categories, made through the forms of the expense claims example. */
export const CLAIMS: ClaimInput[] = [
  { title: 'Taxi to the airport', amount: '45', category: 'Travel', spentOn: '2026-01-05' },
  { title: 'Hotel in Berlin', amount: '40', category: 'Travel', spentOn: '2026-01-02' },
  { title: 'Team lunch', amount: '30.5', category: 'Meals', spentOn: '2026-02-01' },
];

/** Opens the expense claims example and makes its categories and `CLAIMS` through the forms. */
export async function seedClaims(page: Page): Promise<void> {
  await page.goto(runUrl('expense-claims'));
  await createCategory(page, 'Travel');
  await createCategory(page, 'Meals');
  for (const claim of CLAIMS) await createClaim(page, claim);
}

/**
 * The text of what describes an input (its error, its note), as the page holds it: an error's
 * code is there too, hidden, shown by the form's "Why?" (the accessible description, which a
 * screen reader says, leaves it out).
 */
export function describedText(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id === '' ? '' : (document.getElementById(id)?.textContent ?? '')))
      .join(' '),
  );
}
