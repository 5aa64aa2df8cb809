import { expect, test } from '@playwright/test';
import { serveAsExample } from './serveAsExample.ts';

test('spec text is shown as text, never as HTML', async ({ page }) => {
  const markup = '<img src="x" alt="injected"><b>bold</b>';
  const text = `# Specification: Markup ${markup}\n\nIntro with ${markup} in it.\n`;
  await serveAsExample(page, text);
  await page.goto('/');
  const card = page.getByRole('article', { name: `Markup ${markup}` });
  await expect(card).toContainText(`Intro with ${markup} in it.`);
  await card.getByRole('link', { name: `Open Markup ${markup}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Markup ${markup}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Intro with ${markup} in it.`);
  await expect(page.getByRole('img', { name: 'injected' })).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
});
