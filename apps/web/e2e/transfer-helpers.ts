import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** A small spec whose screens are derived from its entities, with a field of every common kind. */
export const READING_LIST = `# Specification: Reading list

Books to read, and the bookcases they stand in.

## 1. What the product does and for whom

A reader keeps the books they mean to read.

## 3. Entities and their fields

### Bookcase

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |

### Book

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| pages | integer | no | |
| price | money EUR | no | |
| published | date | no | |
| read | boolean | yes | default false |
| genre | enum (novel, essay, poetry) | no | |
| summary | longtext | no | |
| tags | list of text | no | |
| bookcase | ref Bookcase | no | |
`;

/** Opens the gallery's file picker ("Open a spec") and picks a file made of `text`. */
export async function openSpecFile(page: Page, name: string, text: string | Buffer): Promise<void> {
  await page.goto('/');
  await pickFile(page, page.getByRole('button', { name: 'Open a spec' }), name, text);
  await expect(page).toHaveURL(/#\/s\/file-[^/]+$/);
}

/** Clicks a button that opens a file chooser and picks a file made of `content`. */
export async function pickFile(
  page: Page,
  button: Locator,
  name: string,
  content: string | Buffer,
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
}

/** Drops a file made of `content` on a drop target, as a drag from the desktop would. */
export async function dropFile(
  target: Locator,
  name: string,
  content: string | Buffer,
): Promise<void> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name));
      return transfer;
    },
    { name, data: [...bytes] },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Imports a file into the entity of the list screen shown ("Import"). */
export async function importIntoList(page: Page, name: string, content: string): Promise<Locator> {
  await pickFile(page, page.getByRole('button', { name: 'Import', exact: true }), name, content);
  return page.getByRole('dialog');
}

/** Runs `action`, which starts a download, and returns the file's name and text. */
export async function downloadOf(
  page: Page,
  action: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

/** Exports the list screen's entity as JSON or CSV ("Export", then the format). */
export function exportList(page: Page, format: 'JSON' | 'CSV') {
  return downloadOf(page, async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: `Export as ${format}` }).click();
  });
}

/** Waits for an import's dialog to end well, and closes it. */
export async function expectImported(dialog: Locator, text: string | RegExp): Promise<void> {
  // Generous: a loaded machine reads and writes thousands of rows slowly.
  await expect(dialog.getByRole('status')).toContainText(text, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}
