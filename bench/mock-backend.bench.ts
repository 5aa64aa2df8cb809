import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serveStatic } from '../packages/cli/src/dev/serveStatic.ts';
import { launchChromium } from './chromium.ts';
import { median } from './median.ts';
import type { Figures, MockBenchOptions, MockBenchResult, Operation } from './mock-page/main.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OPTIONS: MockBenchOptions = {
  records: 10_000,
  rounds: 5,
  calls: { list: 4, read: 100, create: 20 },
};
const OPERATIONS: readonly Operation[] = ['list', 'read', 'create'];

/**
 * Calls per second through the mock backend, in Chromium, on 10,000 claims of the reference
 * spec in IndexedDB (DexieRecordStore): list (`GET /api/claims` as the admin, who reads all of
 * them), read (`GET /api/claims/:id`) and create (`POST /api/claims`, every rule checked). Three
 * ways side by side in one run, taking turns in each of 5 rounds: `fetch` answered by MSW's
 * service worker (`setupWorker`, apps/web/public/mockServiceWorker.js), `MockBackend.handle`
 * called in the page, and the app's own data source without the mock (`AccessDataSource` over
 * `LocalDataSource`, the same checks). Medians of the rounds, and the ratios of the local
 * source's rate to the mock's: the mock's overhead.
 */
export default async function mockBackendBench(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'specrun-mock-bench-'));
  let server: Server | undefined;
  try {
    console.log('building the bench page…');
    await build({
      entryPoints: [join(ROOT, 'bench', 'mock-page', 'main.ts')],
      outfile: join(work, 'main.js'),
      bundle: true,
      minify: true,
      format: 'esm',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    copyFileSync(join(ROOT, 'bench', 'mock-page', 'index.html'), join(work, 'index.html'));
    copyFileSync(
      join(ROOT, 'apps', 'web', 'public', 'mockServiceWorker.js'),
      join(work, 'mockServiceWorker.js'),
    );
    const handle = serveStatic(work);
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    // 127.0.0.1 is a secure context: service workers may register there.
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const specText = readFileSync(join(ROOT, 'examples', 'expense-claims.md'), 'utf8');

    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      await page.goto(base);
      await page.waitForFunction(() => typeof window.runMockBench === 'function');
      console.log(
        `${OPTIONS.records.toLocaleString('en')} claims, ${OPTIONS.rounds} rounds of ${OPTIONS.calls.list} lists, ${OPTIONS.calls.read} reads, ${OPTIONS.calls.create} creates each…`,
      );
      const result: MockBenchResult = await page.evaluate(
        ({ text, options }) => window.runMockBench(text, options),
        { text: specText, options: OPTIONS },
      );
      report(result);
    } finally {
      await browser.close();
    }
  } finally {
    server?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

function report(result: MockBenchResult): void {
  const rate = (figures: Figures, operation: Operation): number => median(figures[operation]);
  const rows: [string, Figures][] = [
    ['mock, MSW service worker', result.worker],
    ['mock, MockBackend.handle', result.handle],
    ['local data source', result.local],
  ];
  console.log('\ncalls per second (median of rounds; each round in brackets)');
  for (const operation of OPERATIONS) {
    console.log(`\n${operation}`);
    for (const [label, figures] of rows) {
      const rounds = figures[operation].map((v) => v.toFixed(1)).join(', ');
      console.log(
        `  ${label.padEnd(26)} ${rate(figures, operation).toFixed(1).padStart(8)}  (${rounds})`,
      );
    }
    const worker = rate(result.local, operation) / rate(result.worker, operation);
    const direct = rate(result.local, operation) / rate(result.handle, operation);
    console.log(
      `  overhead (local ÷ mock): ${worker.toFixed(2)}× through the service worker, ${direct.toFixed(2)}× through handle()`,
    );
  }
}
