import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { editor, expectNoProblems, newSpecFrom, preview, problems } from './workbench-helpers.ts';

const EXPENSE_CLAIMS = readFileSync(
  new URL('../../../examples/expense-claims.md', import.meta.url),
  'utf8',
);

/** What to paste, built in the page: 10 MB through the test's protocol would be slow in itself. */
type Pasted = 'ten-megabytes' | 'binary' | 'broken-table';

/** Pastes a text into the editor through a paste event, as the clipboard would. */
async function paste(page: Page, what: Pasted): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await editor(page).evaluate(
    (element, { kind, spec }) => {
      const text =
        kind === 'ten-megabytes'
          ? // 10 MB of spec text: the reference spec over and over, tables, headings and prose.
            spec.repeat(Math.ceil((10 * 1024 * 1024) / spec.length))
          : kind === 'binary'
            ? Array.from({ length: 200_000 }, (_, i) =>
                String.fromCharCode((i * 7919) % 65_536),
              ).join('')
            : '# Specification: Broken\n\n## 3. Entities\n\n### A\n\n| field | type |\n| --- |\n| a | b | c | d |\n|||\n```yaml\n- [\n';
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { kind: what, spec: EXPENSE_CLAIMS },
  );
}

/** The longest time, in ms, the page's thread was held up during `ms`, sampled every 16 ms. */
function longestStall(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (span) =>
      new Promise<number>((resolve) => {
        let last = performance.now();
        let worst = 0;
        const started = last;
        const tick = () => {
          const now = performance.now();
          worst = Math.max(worst, now - last);
          last = now;
          if (now - started < span) setTimeout(tick, 16);
          else resolve(worst);
        };
        setTimeout(tick, 16);
      }),
    ms,
  );
}

test('a 10 MB paste, binary and a broken table never freeze the page, and the last good version keeps running', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newSpecFrom(page, 'From the example Expense claims');
  await expectNoProblems(page);
  const claims = preview(page)
    .getByRole('navigation', { name: 'Screens of Expense claims' })
    .getByRole('link', { name: 'Claims' });
  await expect(claims).toBeVisible();

  const started = Date.now();
  const stall = longestStall(page, 4_000);
  await paste(page, 'ten-megabytes');
  const worst = await stall;
  console.log(`10 MB paste: the page's thread was held up ${worst.toFixed(0)} ms at most`);
  expect(worst).toBeLessThan(2_000);
  await expect(problems(page).getByRole('button', { name: /text-too-long/ })).toBeVisible({
    timeout: 30_000,
  });
  expect(Date.now() - started).toBeLessThan(30_000);
  await expect(page.getByText(/the preview runs the last version that checked/)).toBeVisible();
  await expect(claims).toBeVisible();
  await screenshot(page, 'workbench-10mb');

  // Binary: every code unit, control characters and lone surrogates included.
  await paste(page, 'binary');
  await expect(problems(page).getByRole('status')).toContainText(/error/, { timeout: 30_000 });
  await expect(claims).toBeVisible();

  // A broken table: rows of every width, an unclosed fence, stray pipes.
  await paste(page, 'broken-table');

  // It still reads, with warnings only (the fence, and the header over a delimiter row of fewer
  // cells): a sound version, so the preview runs it.
  await expect(problems(page).getByRole('status')).toContainText('2 warnings', {
    timeout: 30_000,
  });
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Broken' })).toBeVisible({
    timeout: 30_000,
  });
  // The workbench still stands, its name following the title pasted last.
  await expect(page.getByRole('heading', { level: 1, name: 'Broken' })).toBeVisible();
});
