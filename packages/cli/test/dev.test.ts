import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashSpecText } from '@specrun/model';
import { killDevProcesses, runDevToEnd, startDev } from './devProcess.ts';
import { launchChromium } from './launchChromium.ts';
import { EXAMPLES, makeTempDir, PACKAGE_DIR } from './runSpecrun.ts';

const NOTES = `# Specification: Notes

## 1. What the product does and for whom

People keep short notes.

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /notes | list | Note | all |
| /notes/new | form | Note | all |
| /notes/:id | detail | Note | all |

## 3. Entities and their fields

### Note

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
`;

const NOTEBOOK = NOTES.replace('Specification: Notes', 'Specification: Notebook');

afterEach(killDevProcesses);

/** Reads the events of a server-sent event stream as they come. */
async function openEvents(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    /** The name of the next event (comments and `retry:` skipped). */
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name !== undefined) return name;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the event stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}

/** The status of a GET of `url` sent with another Host header than its own. */
function statusWithHost(url: URL, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

/** Resolves with the time `promise` took, failing after `ms`. */
async function within<T>(ms: number, promise: Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms);
  });
  try {
    const value = await Promise.race([promise, timeout]);
    return [value, performance.now() - start];
  } finally {
    clearTimeout(timer);
  }
}

describe('specrun dev', () => {
  it('serves the app, specrun.json and the spec fresh from disk', async () => {
    const dir = makeTempDir();
    const spec = join(dir, 'notes.md');
    writeFileSync(spec, NOTES);
    const dev = await startDev([spec, '--port', '0']);
    expect(dev.output()).toContain(`Notes runs at ${dev.url}`);

    const config = await fetch(new URL('specrun.json', dev.url));
    expect(config.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await config.json()).toMatchObject({
      spec: 'notes.md',
      live: 'specrun-events',
      check: { hash: hashSpecText(NOTES) },
    });

    expect(await (await fetch(new URL('notes.md', dev.url))).text()).toBe(NOTES);
    writeFileSync(spec, `${NOTES}\nMore.\n`);
    expect(await (await fetch(new URL('notes.md', dev.url))).text()).toBe(`${NOTES}\nMore.\n`);
    // specrun.json carries the diagnostics of the spec as it is now.
    const changed = (await (await fetch(new URL('specrun.json', dev.url))).json()) as {
      check: { hash: string };
    };
    expect(changed.check.hash).toBe(hashSpecText(`${NOTES}\nMore.\n`));

    const index = await fetch(dev.url);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<div id="root">');
    const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(
      readFileSync(join(PACKAGE_DIR, '..', '..', 'apps', 'web', 'dist', 'index.html'), 'utf8'),
    )?.[1];
    const asset = await fetch(new URL(script ?? 'missing', dev.url));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(new URL('nothing-here.js', dev.url))).status).toBe(404);
    // DNS rebinding: a page of another site whose name resolves to 127.0.0.1 reads nothing.
    expect(await statusWithHost(new URL('notes.md', dev.url), 'attacker.test')).toBe(403);
    expect(await statusWithHost(new URL('notes.md', dev.url), 'localhost')).toBe(200);
    expect((await fetch(new URL('specrun.json', dev.url), { method: 'POST' })).status).toBe(405);
  });

  it('sends a change event within a second of each change, also when an editor replaces the file', async () => {
    const dir = makeTempDir();
    const spec = join(dir, 'notes.md');
    writeFileSync(spec, NOTES);
    const dev = await startDev([spec, '--port', '0']);
    const events = await openEvents(new URL('specrun-events', dev.url).href);
    try {
      writeFileSync(spec, NOTES.replace('Notes', 'Notes 2'));
      const [first, firstMs] = await within(1000, events.next());
      expect(first).toBe('change');
      expect(firstMs).toBeLessThan(1000);

      // Saving as vim does: a new file renamed over the old one.
      writeFileSync(join(dir, 'notes.md.swp'), NOTES.replace('Notes', 'Notes 3'));
      renameSync(join(dir, 'notes.md.swp'), spec);
      const [second] = await within(1000, events.next());
      expect(second).toBe('change');
      expect(await (await fetch(new URL('notes.md', dev.url))).text()).toContain('Notes 3');

      // And the watch goes on after the replacement.
      writeFileSync(spec, NOTES.replace('Notes', 'Notes 4'));
      const [third] = await within(1000, events.next());
      expect(third).toBe('change');
      expect(dev.output()).toContain(`${spec} changed:`);
    } finally {
      events.close();
    }
  });

  it('says when the file goes missing, keeps serving, and sends change when it is back', async () => {
    // Regression: deleting the spec printed nothing and told the page nothing.
    const dir = makeTempDir();
    const spec = join(dir, 'notes.md');
    writeFileSync(spec, NOTES);
    const dev = await startDev([spec, '--port', '0']);
    const events = await openEvents(new URL('specrun-events', dev.url).href);
    try {
      rmSync(spec);
      const [gone] = await within(1000, events.next());
      expect(gone).toBe('missing');
      expect(dev.output()).toContain(
        `${spec} is missing: the app keeps running the version it loaded, and reloads when the file is back.`,
      );
      // A page that connects meanwhile (a reload) is told at once.
      const late = await openEvents(new URL('specrun-events', dev.url).href);
      try {
        expect((await within(1000, late.next()))[0]).toBe('missing');
      } finally {
        late.close();
      }
      // Back with the same content: still a change, for the pages that could not load it.
      writeFileSync(spec, NOTES);
      const [back] = await within(1000, events.next());
      expect(back).toBe('change');
      expect(dev.output()).toContain(`${spec} changed:`);
    } finally {
      events.close();
    }
  });

  it('stops cleanly on Ctrl-C, with the event streams still open', async () => {
    const dir = makeTempDir();
    const spec = join(dir, 'notes.md');
    writeFileSync(spec, NOTES);
    const dev = await startDev([spec, '--port', '0']);
    const events = await openEvents(new URL('specrun-events', dev.url).href);
    dev.child.kill('SIGINT');
    const [code] = await within(2000, dev.exited);
    events.close();
    expect(code).toBe(0);
    expect(dev.output()).toMatch(/Stopped \(SIGINT\)\.\n$/);
  });

  it('exits 2 with a message when the spec file is missing', async () => {
    const run = await runDevToEnd(['nowhere.md', '--port', '0']);
    expect(run).toEqual({ code: 2, output: 'specrun dev: cannot read nowhere.md: no such file\n' });
  });

  it('fails clearly when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const run = await runDevToEnd([join(EXAMPLES, 'todomvc.md'), '--port', String(port)]);
      expect(run.code).toBe(1);
      expect(run.output).toContain(
        `specrun dev: port ${port} on 127.0.0.1 is taken; stop what uses it or choose another with --port <n>\n`,
      );
    } finally {
      blocker.close();
    }
  });

  it('rejects a wrong port or a second spec with the usage and status 2', async () => {
    const bad = await runDevToEnd([join(EXAMPLES, 'todomvc.md'), '--port', 'http']);
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(
      /^specrun dev: --port must be a number from 0 to 65535, not "http"\n\nUsage: specrun dev/,
    );
    const two = await runDevToEnd([join(EXAMPLES, 'todomvc.md'), join(EXAMPLES, 'todomvc.md')]);
    expect(two.code).toBe(2);
  });
});

describe('the app under specrun dev', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reloads the spec when the file changes, keeping the route and the records, migrated', async () => {
    const dir = makeTempDir();
    const spec = join(dir, 'notes.md');
    writeFileSync(spec, NOTEBOOK);
    const dev = await startDev([spec, '--port', '0']);
    const page = await browser.newPage();
    page.setDefaultTimeout(5000);
    // The checker's own chunk: the app takes the diagnostics from specrun.json instead.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      await page.goto(dev.url);
      await page.waitForURL(/#\/s\/single-notes$/);
      await page.getByRole('heading', { level: 1, name: 'Notebook' }).waitFor();
      await page.goto(`${dev.url}#/s/single-notes/notes`);
      await page.getByRole('link', { name: 'New Note' }).click();
      await page.getByLabel('title').fill('Buy milk');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: 'Buy milk' }).waitFor();
      await page.goto(`${dev.url}#/s/single-notes/notes`);
      await page.getByRole('link', { name: 'Buy milk' }).waitFor();
      expect(page.url()).toMatch(/#\/s\/single-notes\/notes$/);

      const changed = NOTEBOOK.replace(
        'Specification: Notebook',
        'Specification: Pinned notebook',
      ).replace(
        '| title | text | yes | |',
        '| title | text | yes | |\n| pinned | boolean | no | default false |',
      );
      writeFileSync(spec, changed);
      await page.getByText('Pinned notebook', { exact: true }).first().waitFor({ timeout: 2000 });
      expect(page.url()).toMatch(/#\/s\/single-notes\/notes$/);
      const row = page.getByRole('row').filter({ hasText: 'Buy milk' });
      await row.getByRole('cell', { name: 'no', exact: true }).waitFor();
      await page.screenshot({ path: join(dir, 'dev-live.png'), fullPage: true });

      // A change that brings an error: the header counts it, from the changed specrun.json.
      writeFileSync(
        spec,
        changed.replace(
          '| /notes/:id | detail | Note | all |',
          '| /notes/:id | detail | Memo | all |',
        ),
      );
      await page.getByRole('link', { name: 'Diagnostics: 1 error' }).waitFor({ timeout: 2000 });
      expect(scripts.filter((url) => /\/checkSpec-[^/]*\.js$/.test(url))).toEqual([]);
    } finally {
      await page.close();
      dev.child.kill('SIGINT');
      await dev.exited;
    }
  });

  it('tells the page when the file is missing and recovers by itself when it is back', async () => {
    // Regression: the page kept the old version with no notice, and a reload stayed on the 404
    // error until "Try again" was pressed, even after the file was restored.
    const dir = makeTempDir();
    const spec = join(dir, 'notes.md');
    writeFileSync(spec, NOTEBOOK);
    const dev = await startDev([spec, '--port', '0']);
    const page = await browser.newPage();
    page.setDefaultTimeout(5000);
    try {
      await page.goto(dev.url);
      await page.getByRole('heading', { level: 1, name: 'Notebook' }).waitFor();
      rmSync(spec);
      const missing = page.getByRole('alert').filter({ hasText: 'The spec file is missing' });
      await missing.waitFor({ timeout: 2000 });
      expect(await missing.textContent()).toContain('it reloads by itself when the file is back');
      await page.screenshot({ path: join(dir, 'dev-missing.png'), fullPage: true });
      writeFileSync(spec, NOTEBOOK.replace('Specification: Notebook', 'Specification: Notebook 2'));
      await page.getByRole('heading', { level: 1, name: 'Notebook 2' }).waitFor({ timeout: 2000 });
      await missing.waitFor({ state: 'detached' });

      // A reload while the file is missing shows the 404, and leaves it once the file is back.
      rmSync(spec);
      await missing.waitFor({ timeout: 2000 });
      await page.reload();
      await page.getByText('404').first().waitFor();
      writeFileSync(spec, NOTEBOOK);
      await page
        .getByRole('heading', { level: 1, name: 'Notebook', exact: true })
        .waitFor({ timeout: 3000 });
    } finally {
      await page.close();
      dev.child.kill('SIGINT');
      await dev.exited;
    }
  });
});
