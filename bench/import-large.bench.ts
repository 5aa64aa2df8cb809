import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import {
  importThroughDialog,
  installProbes,
  serveApp,
  todoRecords,
  todosFile,
  todosUrl,
} from './largeTodos.ts';
import { median } from './median.ts';

const RUNS = 3;
const COUNT = 100_000;

/**
 * Importing 100,000 todos (a specrun-records JSON file of 17 MB) through the app's import dialog,
 * in Chromium, from the choice of the file to "Imported": reading and checking every row in the
 * import's worker, then the store's all-or-nothing write. Beside it, in the same page, a plain
 * Dexie `bulkAdd` of the same records (already parsed) into a database of the same schema as the
 * app's store: the floor that our import's overhead is measured against; and a bulkAdd into the
 * store's schema before its creation index, to show what that index costs. Each run has a browser
 * profile of its own; medians of 3 runs.
 */
export default async function importLargeBench(): Promise<void> {
  const app = await serveApp();
  const require = createRequire(import.meta.url);
  // Dexie's CommonJS entry is its UMD build, which defines `window.Dexie` in a page.
  const dexieSource = readFileSync(require.resolve('dexie'), 'utf8');
  const text = todosFile(todoRecords(COUNT));
  const ours: number[] = [];
  const plain: number[] = [];
  const plainWithoutIndex: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await app.browser.newContext();
      try {
        const page = await context.newPage();
        await installProbes(page);
        await page.goto(todosUrl(app.base));
        await page.getByRole('heading', { level: 1, name: 'All' }).waitFor();
        ours.push(await importThroughDialog(page, text));
        await page.evaluate(dexieSource);
        plain.push(await bulkAddInPage(page, text, `bench-plain-${run}`, SCHEMA));
        plainWithoutIndex.push(
          await bulkAddInPage(page, text, `bench-plain-v1-${run}`, SCHEMA_BEFORE_INDEX),
        );
      } finally {
        await context.close();
      }
      console.log(
        `run ${run + 1}: our import ${Math.round(ours[run]!)} ms, plain Dexie bulkAdd ${Math.round(plain[run]!)} ms (${Math.round(plainWithoutIndex[run]!)} ms without the creation index)`,
      );
    }
  } finally {
    await app.close();
  }
  const ourMedian = median(ours);
  const plainMedian = median(plain);
  console.log(`\n${COUNT.toLocaleString('en')} records (${(text.length / 1e6).toFixed(1)} MB)`);
  console.log(`  our import (file chosen → "Imported"): median ${Math.round(ourMedian)} ms`);
  console.log(`  plain Dexie bulkAdd of the parsed records: median ${Math.round(plainMedian)} ms`);
  console.log(`  ratio ours / plain bulkAdd: ${(ourMedian / plainMedian).toFixed(2)}`);
  const v1Median = median(plainWithoutIndex);
  console.log(
    `  plain bulkAdd without the [entity+createdAt] index (the store's version 1): median ${Math.round(v1Median)} ms; ratio ours / that: ${(ourMedian / v1Median).toFixed(2)}`,
  );
}

/** The schema of the app's store (DexieRecordStore, version 2), and the one before it. */
const SCHEMA = '[entity+id], entity, [entity+createdAt]';
const SCHEMA_BEFORE_INDEX = '[entity+id], entity';

/**
 * In the page, where Dexie's UMD build has been evaluated (by the protocol, to which the app's
 * CSP does not apply): parses the same file and times `bulkAdd` of its records alone into a new
 * database of the given schema, then deletes it.
 */
async function bulkAddInPage(
  page: Page,
  text: string,
  name: string,
  schema: string,
): Promise<number> {
  return page.evaluate(
    async ({ text, name, schema }) => {
      interface DexieLike {
        version(n: number): { stores(schema: Record<string, string>): void };
        table(name: string): {
          bulkAdd(rows: unknown[]): Promise<unknown>;
          count(): Promise<number>;
        };
        open(): Promise<unknown>;
        delete(): Promise<void>;
        close(): void;
      }
      const Dexie = (window as unknown as { Dexie: new (name: string) => DexieLike }).Dexie;
      const records = (JSON.parse(text) as { records: unknown[] }).records;
      const db = new Dexie(name);
      db.version(1).stores({ records: schema });
      await db.open();
      const started = performance.now();
      await db.table('records').bulkAdd(records);
      const took = performance.now() - started;
      const count = await db.table('records').count();
      await db.delete();
      if (count !== records.length) throw new Error(`bulkAdd stored ${count} records`);
      return took;
    },
    { text, name, schema },
  );
}
