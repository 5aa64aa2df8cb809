import { expect, test } from '@playwright/test';
import { readExamplesOnDisk } from './examplesOnDisk.ts';
import {
  findClippedText,
  findLowContrast,
  headingLevels,
  skippedHeadingLevels,
} from './pageAudits.ts';

const screens = [
  { name: 'the gallery', path: '/', heading: 'Specrun' },
  ...readExamplesOnDisk().map((example) => ({
    name: `the ${example.name} page`,
    path: `/#/examples/${example.stem}`,
    heading: example.name,
  })),
  { name: 'the not-found page', path: '/#/examples/nothing-here', heading: 'Not found' },
];

for (const screen of screens) {
  test(`${screen.name} has landmarks, ordered headings, readable contrast, no cut-off words and no console errors`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(screen.path);
    await expect(
      page.getByRole('heading', { level: 1, name: screen.heading, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();

    const levels = await headingLevels(page);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(skippedHeadingLevels(levels)).toEqual([]);

    expect(await findLowContrast(page)).toEqual([]);
    expect(await findClippedText(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await findClippedText(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('every link and button has an accessible name', async ({ page }) => {
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(
      page.getByRole('heading', { level: 1, name: screen.heading, exact: true }),
    ).toBeVisible();
    const controls = page.getByRole('link').or(page.getByRole('button'));
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      const name = await control.evaluate(
        (element) => element.textContent?.trim() || element.getAttribute('aria-label') || '',
      );
      expect(name, `control ${index} of ${screen.name}`).not.toBe('');
    }
  }
});

test('the heading check notices a skipped level', () => {
  expect(skippedHeadingLevels([1, 2, 3, 2, 3])).toEqual([]);
  expect(skippedHeadingLevels([1, 3])).toEqual(['h3 after h1']);
  expect(skippedHeadingLevels([2])).toEqual(['h2 after hnothing']);
});

test('the contrast check notices grey text on white and passes dark text', async ({ page }) => {
  await page.goto('/#/examples/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await page.getByRole('main').evaluate((main) => {
    const faint = document.createElement('p');
    faint.textContent = 'faint words';
    faint.style.color = '#aaaaaa';
    main.append(faint);
  });
  expect(await findLowContrast(page)).toEqual([
    { text: 'faint words', ratio: 2.32, required: 4.5 },
  ]);
});
