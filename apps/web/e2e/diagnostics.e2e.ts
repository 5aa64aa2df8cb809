import { readAndCheckSpec } from '@specrun/model';
import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { serveAsExample } from './serveAsExample.ts';

// A spec with mistakes, served in place of an example's text: the page must show every diagnostic
// the spec package finds in it, in source order.
const BROKEN = `# Specification: Broken claims

A spec with mistakes.

## 1. What the product does and for whom

People file claims.

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /claims | list | Claim | all |
| /things | list | Thing | all |

## 3. Entities and their fields

### Claim

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| amount | monney | yes | |
| title | text | maybe | |
`;

test('a spec with mistakes shows each diagnostic: severity, code, message, hint and line:column', async ({
  page,
}) => {
  // As the spec package places them: a name in a row (`Thing`) at the name, not the row's start.
  const expected = readAndCheckSpec(BROKEN).diagnostics;
  expect(expected.find((d) => d.code === 'unknown-entity')?.at).toEqual({ line: 14, column: 20 });
  const errors = expected.filter((d) => d.severity === 'error').length;
  expect(errors).toBeGreaterThan(0);

  await serveAsExample(page, BROKEN);

  await page.goto('/');
  const card = page.getByRole('article', { name: 'Broken claims' });
  await expect(card).toContainText(`Diagnostics: ${errors} error${errors === 1 ? '' : 's'}`);
  await card.getByRole('link', { name: 'Gap report of Broken claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Broken claims' })).toBeVisible();

  const table = page.getByRole('region', { name: 'Diagnostics' }).getByRole('table');
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(expected.length);
  for (const [index, diagnostic] of expected.entries()) {
    const cells = rows.nth(index).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(diagnostic.severity);
    await expect(cells.nth(1)).toHaveText(diagnostic.code);
    await expect(cells.nth(2)).toContainText(diagnostic.message);
    if (diagnostic.hint !== undefined)
      await expect(cells.nth(2)).toContainText(`Hint: ${diagnostic.hint}`);
    await expect(cells.nth(3)).toHaveText(`${diagnostic.at.line}:${diagnostic.at.column}`);
  }
  await screenshot(page, 'example-with-diagnostics');
});
