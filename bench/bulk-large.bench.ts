// "Mark all as complete" of the TodoMVC example on 10,000 and 100,000 todos, in Chromium, from the
// app's production build: the time from the click on the checkbox to the bulk run saying what it
// did, every todo then completed ("0 items left"). The todos go in through the import dialog
// (two thirds of them active), into a fresh browser profile per size.
// BULK_BENCH_DIST names another build to measure instead (the app before writes in batches);
// BULK_BENCH_CAP_S caps each run (default 600 s), reporting how far it got.
// Run alone: npx tsx -e "import('./bench/bulk-large.bench.ts').then(m => m.default())"
import type { Page } from 'playwright-core';
import {
  importThroughDialog,
  installProbes,
  serveApp,
  todoRecords,
  todosFile,
  todosUrl,
} from './largeTodos.ts';

const SIZES = [10_000, 100_000] as const;
const LABEL = 'Mark all as complete';

export default async function bulkLargeBench(): Promise<void> {
  const app = await serveApp(process.env.BULK_BENCH_DIST);
  const cap = Number(process.env.BULK_BENCH_CAP_S ?? 600) * 1000;
  try {
    for (const count of SIZES) {
      const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await installProbes(page);
      await page.goto(todosUrl(app.base));
      await page.getByRole('heading', { level: 1, name: 'All' }).waitFor();
      const records = todoRecords(count);
      await importThroughDialog(page, todosFile(records));
      const active = records.filter((r) => !r.values.completed).length;
      await itemsLeft(page, active);
      const figure = await markAll(page, count, cap);
      console.log(
        `${count.toLocaleString('en').padStart(7)} todos (${active.toLocaleString('en')} active): ${figure}`,
      );
      await context.close();
    }
  } finally {
    await app.close();
  }
}

/** Waits for the list's counter to say `n` items left. */
async function itemsLeft(page: Page, n: number, timeout = 600_000): Promise<void> {
  const words = `${n.toLocaleString('en')} ${n === 1 ? 'item' : 'items'} left`;
  await page.getByText(words, { exact: true }).waitFor({ timeout });
}

/** Clicks "Mark all as complete" and times it to the end of the run and "0 items left". */
async function markAll(page: Page, count: number, cap: number): Promise<string> {
  const started = Date.now();
  await page.getByRole('checkbox', { name: LABEL }).click();
  const said = page
    .getByRole('status')
    .filter({ hasText: `${LABEL}: ` })
    .filter({ hasText: 'changed.' });
  try {
    await said.waitFor({ timeout: cap });
    const ran = Date.now() - started;
    await itemsLeft(page, 0, cap);
    const shown = Date.now() - started;
    return `run ${(ran / 1000).toFixed(1)} s, list updated ${(shown / 1000).toFixed(1)} s (${Math.round(count / (shown / 1000)).toLocaleString('en')} records/s)`;
  } catch {
    const running = page.getByRole('status').filter({ hasText: `${LABEL}: ` });
    const progress =
      (await running
        .first()
        .textContent()
        .catch(() => null)) ?? '?';
    return `not done after ${cap / 1000} s (${progress.replace('Cancel', '').trim()})`;
  }
}
