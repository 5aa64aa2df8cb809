import { readFileSync } from 'node:fs';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The editor's textbox (CodeMirror's content element). */
export function editor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Spec text' });
}

/** The running app in the preview frame. */
export function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe[title^="Preview of"]');
}

/** The problems list beside the editor. */
export function problems(page: Page): Locator {
  return page.getByRole('region', { name: 'Problems' });
}

/** Starts a new spec in the workbench from the menu item named `item`, and waits for the editor. */
export async function newSpecFrom(page: Page, item: string | RegExp): Promise<void> {
  await page.goto('/#/workbench');
  await page.getByRole('button', { name: 'New spec' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page).toHaveURL(/#\/workbench\/[0-9a-z]{10}$/);
  // Generous: the editor's chunk and the analysis worker load on first use, on a busy machine.
  await expect(editor(page)).toBeVisible({ timeout: 30_000 });
}

/** Replaces the editor's whole text, as a paste would. */
export async function replaceText(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Moves the cursor to the end of the text and types there. */
export async function typeAtEnd(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(text);
}

/** The text as "Save file" downloads it, with the file's name. */
export async function savedFile(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save file', exact: true }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** Waits until the problems list says the text reads and checks with no error or warning. */
export async function expectNoProblems(page: Page): Promise<void> {
  await expect(problems(page).getByRole('status')).toHaveText('No errors or warnings', {
    timeout: 30_000,
  });
}

/** The 1-based line of the first line of `text` that contains `part`. */
export function lineOf(text: string, part: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(part));
  if (index < 0) throw new Error(`No line holds "${part}".`);
  return index + 1;
}

/** Whether the text is saved, as the toolbar says: "Saved …", "Unsaved changes", "Saving…". */
export function saveStatus(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Spec commands' }).getByRole('status');
}
