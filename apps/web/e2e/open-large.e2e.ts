import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { encodeShare } from '../src/features/workbench/share/shareCodec.ts';

// Large input that the page must take without freezing or reading without end: a share link of
// an 8,000-field spec, and a `?spec=` answer that never says how long it is.
test.describe.configure({ timeout: 120_000 });

/** A spec of one entity with `fields` text fields, listed on one screen. */
function wideSpec(fields: number): string {
  const lines = [
    '# Specification: Wide',
    '',
    '## 3. Entities and their fields',
    '',
    '### Thing',
    '',
    '| field | type | required | notes |',
    '| --- | --- | --- | --- |',
  ];
  for (let i = 0; i < fields; i += 1) lines.push(`| f${i} | text | no | |`);
  return `${lines.join('\n')}\n`;
}

// Regression: the link was decoded and its spec read twice for its title on the page's thread,
// which froze the page for seconds on a large spec.
test("a share link of an 8,000-field spec is read off the page's thread", async ({ page }) => {
  const encoded = await encodeShare({ name: 'Wide', format: 'markdown', text: wideSpec(8000) });
  if (!encoded.ok) throw new Error(encoded.message);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The page's long tasks from here on, and when the workbench took over from the link.
  await page.evaluate(() => {
    const seen = { tasks: [] as number[][], workbenchAt: Infinity };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask' });
    const poll = setInterval(() => {
      if (!window.location.hash.startsWith('#/workbench/')) return;
      seen.workbenchAt = performance.now();
      clearInterval(poll);
    }, 5);
  });
  await page.evaluate((payload) => {
    window.location.hash = `#/share/${payload}`;
  }, encoded.payload);
  await expect(page).toHaveURL(/#\/workbench\/[0-9a-z]{10}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Wide' })).toBeVisible();
  expect(workers.some((url) => /\/shareWorker-[\w-]+\.js$/.test(url))).toBe(true);
  // While the link opened, no task held the page for long (the editor's own start comes after).
  const { tasks, workbenchAt } = await page.evaluate(
    () => (window as unknown as { seen: { tasks: number[][]; workbenchAt: number } }).seen,
  );
  const opening = tasks.filter(([start = 0]) => start < workbenchAt).map(([, ms = 0]) => ms);
  expect(Math.max(0, ...opening), `long tasks: ${opening.join(', ')} ms`).toBeLessThan(500);
});

/** A server that answers one endless spec, 64 KB at a time, with no Content-Length. */
function endlessSpec(): Promise<{
  server: Server;
  port: number;
  sent: () => number;
  closed: Promise<void>;
}> {
  let sent = 0;
  let close: () => void = () => {};
  const closed = new Promise<void>((resolve) => (close = resolve));
  const chunk = Buffer.from('A line of an endless spec, sent without a length.\n'.repeat(1311));
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8' });
    response.write('# Specification: Endless\n\n');
    const pump = (): void => {
      // 256 MB at most, should nothing stop it.
      while (sent < 256 * 1024 * 1024) {
        sent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    response.on('close', close);
    pump();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, sent: () => sent, closed }),
    ),
  );
}

// Regression: an answer without a Content-Length was read whole before the 1 MB limit applied.
test('?spec= stops reading an answer without a Content-Length at 1 MB', async ({ page }) => {
  const endless = await endlessSpec();
  try {
    // The app asks its own site; the answer comes from the endless server.
    await page.route(
      (url) => url.pathname === '/big/endless.md',
      (route) => route.continue({ url: `http://127.0.0.1:${endless.port}/endless.md` }),
    );
    await page.goto('/?spec=/big/endless.md');
    await expect(page.getByRole('alert')).toContainText(
      'The spec at /big/endless.md is more than 1.0 MB; a spec may be at most 1.0 MB.',
      { timeout: 60_000 },
    );
    await endless.closed;
    // What the browser took in flight besides the first megabyte: far from the 256 MB on offer.
    expect(endless.sent()).toBeLessThan(16 * 1024 * 1024);
  } finally {
    endless.server.close();
  }
});
