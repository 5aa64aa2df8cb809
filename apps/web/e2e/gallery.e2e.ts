import { expect, test, type Locator, type Page } from '@playwright/test';
import { exampleNamed, readExamplesOnDisk } from './examplesOnDisk.ts';
import { screenshot } from './screenshot.ts';

/** The nine rows of the gap report table, one per point. */
function gapRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Gap report' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

/** The status cell of each row of the gap report, in point order. */
async function gapStatuses(page: Page): Promise<string[]> {
  const rows = gapRows(page);
  await expect(rows).toHaveCount(9);
  return rows.evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('td')?.textContent?.trim() ?? ''),
  );
}

test('the gallery lists every example in examples/ by name, each with a way to open it', async ({
  page,
}) => {
  const examples = readExamplesOnDisk();
  expect(examples.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Specrun' })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Examples' });
  await expect(gallery.getByRole('article')).toHaveCount(examples.length);
  for (const example of examples) {
    const card = gallery.getByRole('article', { name: example.name, exact: true });
    await expect(
      card.getByRole('heading', { level: 3, name: example.name, exact: true }),
    ).toBeVisible();
    // The nine points in one line: how many are shown, and which are not wholly.
    await expect(card.getByText(/^(All nine points|\d+ shown|\d+ partly)/)).toBeVisible();
    await expect(card.getByText(/^Diagnostics: /)).toBeVisible();
    await expect(
      card.getByRole('link', { name: `Open ${example.name}`, exact: true }),
    ).toBeVisible();
    await expect(
      card.getByRole('link', { name: `Gap report of ${example.name}`, exact: true }),
    ).toBeVisible();
  }
  // The reference spec's prose says nothing its tables and the app do not run.
  await expect(
    gallery
      .getByRole('article', { name: exampleNamed('expense-claims').name, exact: true })
      .getByText('All nine points shown'),
  ).toBeVisible();
  // A spec of one's own opens from the first screen.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('heading', { level: 2, name: 'Your own specs' })).toBeInViewport();
  await screenshot(page, 'gallery');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'gallery-narrow');
});

test('the expense claims example shows its nine points, what it says only in prose, no errors', async ({
  page,
}) => {
  const example = exampleNamed('expense-claims');
  await page.goto('/');
  await page.getByRole('link', { name: `Gap report of ${example.name}`, exact: true }).click();
  await expect(page).toHaveURL(/#\/examples\/expense-claims$/);
  await expect(page.getByRole('heading', { level: 1, name: example.name })).toBeVisible();
  await expect(page).toHaveTitle(`${example.name} · Specrun`);

  // What its prose says (a paid claim is final, a sign-in prompt on 401, each error's message)
  // the app runs: nine points shown (run-examples shows a point partly shown by its prose).
  expect(await gapStatuses(page)).toEqual(Array.from({ length: 9 }, () => 'shown'));
  const purpose = page.getByRole('region', { name: 'What the product does and for whom' });
  await expect(purpose.getByRole('table', { name: 'Audience' })).toBeVisible();

  const diagnostics = page.getByRole('region', { name: 'Diagnostics' });
  await expect(diagnostics.getByText(/^No (diagnostics|errors)/)).toBeVisible();
  await expect(diagnostics.getByRole('cell', { name: 'error', exact: true })).toHaveCount(0);
  await screenshot(page, 'example-expense-claims');
});

test('the undetermined product says its purpose is not shown and lists nine "not shown" gaps', async ({
  page,
}) => {
  const example = exampleNamed('undetermined-product');
  await page.goto('/');
  await page.getByRole('link', { name: `Gap report of ${example.name}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: example.name })).toBeVisible();

  const purpose = page.getByRole('region', { name: 'What the product does and for whom' });
  await expect(purpose.getByText('Not shown', { exact: true })).toBeVisible();
  await expect(purpose).toContainText('does not say what the product does, nor for whom');
  await expect(purpose.getByRole('table')).toHaveCount(0);

  expect(await gapStatuses(page)).toEqual(Array.from({ length: 9 }, () => 'not shown'));
  await expect(page.getByRole('region', { name: 'Gap report' })).toContainText(
    'All nine points not shown',
  );
  const diagnostics = page.getByRole('region', { name: 'Diagnostics' });
  await expect(diagnostics.getByRole('cell', { name: 'error', exact: true })).toHaveCount(0);
  await screenshot(page, 'example-undetermined-product');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'example-undetermined-product-narrow');
});

test('every example opens on a page of its own', async ({ page }) => {
  for (const example of readExamplesOnDisk()) {
    await page.goto(`/#/examples/${example.stem}`);
    await expect(page.getByRole('heading', { level: 1, name: example.name })).toBeVisible();
    await expect(gapRows(page)).toHaveCount(9);
    await screenshot(page, `example-${example.stem}`);
  }
});

test('an unknown example or page shows "not found" and a way back', async ({ page }) => {
  await page.goto('/#/examples/no-such-spec');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('no-such-spec');
  await screenshot(page, 'not-found-example');

  await page.goto('/#/nowhere/at/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to the examples' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Specrun' })).toBeVisible();
});

test('the keyboard reaches every open link in order and Enter opens the example', async ({
  page,
}) => {
  const examples = readExamplesOnDisk();
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(examples.length);

  const reached: string[] = [];
  for (let press = 0; press < 40 && reached.length < examples.length; press += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // The drop zone's "Open a spec" comes first now, above the examples.
    if (name.startsWith('Open ') && name !== 'Open a spec') reached.push(name);
  }
  const cards = await page
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(reached).toEqual(cards.map((name) => `Open ${name}`));

  const last = cards.at(-1) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();
  // The new page starts at its top, and the keyboard goes on from its main area: the running
  // app's name, which leads to its home.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: last, exact: true })).toBeFocused();
});
