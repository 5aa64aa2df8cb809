import type { Page } from 'playwright-core';
import {
  importThroughDialog,
  installProbes,
  readProbes,
  serveApp,
  todoRecords,
  todosFile,
  todosUrl,
  type TodoRecord,
} from './largeTodos.ts';
import { median } from './median.ts';

const RUNS = 7;
/** How long after the whole list shows the sort is clicked: a person needs at least this long. */
const CLICK_AFTER_MS = 1000;
const SMALL = 1000;
const LARGE = 100_000;
const RATIO_TARGET = 1.5;
const SORT_TARGET_MS = 150;

/** The figures of one list size, one value per run. */
interface ListRuns {
  firstRows: number[];
  complete: number[];
  sorted: number[];
}

/**
 * The TodoMVC list of all todos with 1,000 and with 100,000 todos, in Chromium, from the app's
 * production build: time from navigation to the first rows in the page, to the whole list being
 * there (its count said), and from a click on the title column's sort (made a second after the
 * whole list is there) to the sorted rows in the page. Medians of 7 page loads each, and the ratios of
 * 100,000 to 1,000. The todos go in through the app's import dialog, 1,000 first and then
 * 99,000 more, into one fresh browser profile.
 */
export default async function listLargeBench(): Promise<void> {
  const app = await serveApp();
  try {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await installProbes(page);
    await page.goto(todosUrl(app.base));
    await page.getByRole('heading', { level: 1, name: 'All' }).waitFor();

    const small = todoRecords(SMALL);
    await importThroughDialog(page, todosFile(small));
    const smallRuns = await measureList(page, small);
    report(`${SMALL.toLocaleString('en')} todos`, smallRuns);

    const rest = todoRecords(LARGE - SMALL, SMALL);
    console.log(`importing ${rest.length.toLocaleString('en')} more todos…`);
    await importThroughDialog(page, todosFile(rest));
    const largeRuns = await measureList(page, [...small, ...rest]);
    report(`${LARGE.toLocaleString('en')} todos`, largeRuns);

    const ratio = (pick: (runs: ListRuns) => number[]): number =>
      median(pick(largeRuns)) / median(pick(smallRuns));
    const first = ratio((r) => r.firstRows);
    const sorted = ratio((r) => r.sorted);
    const sortedLarge = median(largeRuns.sorted);
    console.log(`\nratio ${LARGE}/${SMALL}, time to first rows: ${first.toFixed(2)}`);
    console.log(
      `ratio ${LARGE}/${SMALL}, time to the whole list: ${ratio((r) => r.complete).toFixed(2)}`,
    );
    console.log(`ratio ${LARGE}/${SMALL}, time to a sorted view: ${sorted.toFixed(2)}`);
    console.log(
      `targets: ratios ≤ ${RATIO_TARGET} (first rows ${met(first <= RATIO_TARGET)}, sort ${met(sorted <= RATIO_TARGET)}); sort at ${LARGE} < ${SORT_TARGET_MS} ms (${met(sortedLarge < SORT_TARGET_MS)})`,
    );
  } finally {
    await app.close();
  }
}

const met = (ok: boolean): string => (ok ? 'met' : 'MISSED');

async function measureList(page: Page, records: readonly TodoRecord[]): Promise<ListRuns> {
  const count = records.length;
  // The title that comes first once the list is sorted by title, as the app sorts (stable).
  const first = [...records].sort((a, b) => a.values.title.localeCompare(b.values.title))[0];
  if (first === undefined) throw new Error('no todos to list');
  const runs: ListRuns = { firstRows: [], complete: [], sorted: [] };
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    const counted = await page.evaluate(
      waitForText,
      `${count.toLocaleString('en')} todos, oldest first`,
    );
    // The table's code loads alongside the records: its rows may come just after the count.
    await page.locator('tbody tr[aria-rowindex]').first().waitFor();
    const { firstRow } = await readProbes(page);
    if (firstRow === undefined) throw new Error('the probes saw no row');
    const complete = Math.max(counted, firstRow);
    await page.waitForTimeout(CLICK_AFTER_MS);
    const sorted = await page.evaluate(sortByTitle, first.values.title);
    runs.firstRows.push(firstRow);
    runs.complete.push(complete);
    runs.sorted.push(sorted);
  }
  return runs;
}

/** In the page: waits for the main landmark to say `text`; the moment it first did. */
function waitForText(text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const giveUp = performance.now() + 120_000;
    const check = (): void => {
      if (document.querySelector('main')?.textContent?.includes(text)) resolve(performance.now());
      else if (performance.now() > giveUp) reject(new Error(`the page never said "${text}"`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** In the page: clicks the title column's sort; milliseconds until the sorted rows are there. */
function sortByTitle(firstTitle: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const header = [...document.querySelectorAll('th')].find((th) =>
      th.textContent?.startsWith('title'),
    );
    const button = header?.querySelector('button');
    if (!header || !button) {
      reject(new Error('there is no title column to sort by'));
      return;
    }
    const started = performance.now();
    button.click();
    const check = (): void => {
      const cell = document.querySelector('tbody tr[aria-rowindex="2"] td:not([data-control])');
      if (
        header.getAttribute('aria-sort') === 'ascending' &&
        cell?.textContent?.trim() === firstTitle
      )
        resolve(performance.now() - started);
      else if (performance.now() - started > 60_000)
        reject(new Error(`the list never showed "${firstTitle}" first`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

function report(label: string, runs: ListRuns): void {
  const line = (name: string, values: number[]): string =>
    `  ${name}: median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
  console.log(`\n${label}`);
  console.log(line('time to first rows', runs.firstRows));
  console.log(line('time to the whole list', runs.complete));
  console.log(line('time to a sorted view', runs.sorted));
}
