import { expect, type Page } from '@playwright/test';

// What the Conduit stories do alike, in the page's own mode and against a server.

/** The people of the stories and their passwords, which no answer may carry. */
export const CONDUIT_PASSWORDS = { ann: 'ann-secret-1', bob: 'bob-secret-2' };

/** Signs `name` up through the header's Sign up dialog, and waits to be signed in. */
export async function signUp(page: Page, name: keyof typeof CONDUIT_PASSWORDS): Promise<void> {
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('textbox', { name: 'username' }).fill(name);
  await dialog.getByRole('textbox', { name: 'email' }).fill(`${name}@example.com`);
  await dialog.getByRole('textbox', { name: 'password' }).fill(CONDUIT_PASSWORDS[name]);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}
