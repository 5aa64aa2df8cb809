import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import {
  editor,
  expectNoProblems,
  newSpecFrom,
  replaceText,
  savedFile,
} from './workbench-helpers.ts';

async function convert(
  page: Page,
  to: 'YAML' | 'Markdown',
): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: `Convert to ${to}` }).click();
  await expect(
    page.getByRole('button', { name: `Convert to ${to === 'YAML' ? 'Markdown' : 'YAML'}` }),
  ).toBeVisible();
  await expectNoProblems(page);
  return savedFile(page);
}

test('Markdown converts to YAML and back unchanged', async ({ page }) => {
  test.setTimeout(90_000);
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const yaml = await convert(page, 'YAML');
  expect(yaml.name).toBe('expense-claims.yaml');
  expect(yaml.text).toMatch(/^specification: Expense claims$/m);
  await expect(editor(page)).toContainText('specification: Expense claims');
  await screenshot(page, 'workbench-yaml');
  const markdown = await convert(page, 'Markdown');
  expect(markdown.name).toBe('expense-claims.md');
  // Written once by the writer, the text goes through YAML and back to the same text.
  expect((await convert(page, 'YAML')).text).toBe(yaml.text);
  expect((await convert(page, 'Markdown')).text).toBe(markdown.text);
});

test('a text that does not read is not converted, and the workbench says why', async ({ page }) => {
  await newSpecFrom(page, /undetermined product/);
  await replaceText(page, '## 1. No title\n\nThe title is missing.\n');
  await page.getByRole('button', { name: 'Convert to YAML' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Not converted to YAML' });
  await expect(alert).toContainText('does not read as Markdown');
  await expect(page.getByRole('button', { name: 'Convert to YAML' })).toBeVisible();
});
