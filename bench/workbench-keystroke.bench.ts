import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { serveStatic } from '../packages/cli/src/dev/serveStatic.ts';
import { launchChromium } from './chromium.ts';
import { BASE_SIZE, generateSpec } from './generateSpec.ts';
import { median } from './median.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Keystrokes timed per measure and spec; the first two of each are warm-up, not counted. */
const DIAGNOSTIC_KEYSTROKES = 22;
const PREVIEW_KEYSTROKES = 12;
const ONLY = process.env['BENCH_ONLY'];
const WARM_UP = 2;

interface Case {
  label: string;
  fileName: string;
  text: string;
  name: string;
  targetMs: number;
}

/**
 * Keystroke to updated diagnostics, and keystroke to updated preview, in the workbench in Chromium,
 * on the reference spec (target < 50 ms) and on the generated 200-entity spec (target < 300 ms).
 * The app is built and served as a user gets it; each spec is opened as a file. Diagnostics: a
 * keystroke at the start of the title line, alternately "x" (the title is gone: an error) and
 * Backspace (no error), timed from the keydown to the next frame after the problems' count
 * changed. Preview: a keystroke at the end of the title, alternately "z" and Backspace (the
 * spec's name changes, and it stays sound), timed from the keydown to the running app in the
 * preview frame naming its navigation after the new name. Medians after warm-up.
 */
export default async function workbenchKeystrokeBench(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'specrun-workbench-bench-'));
  let server: Server | undefined;
  try {
    console.log('building apps/web…');
    const out = join(work, 'web');
    execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
      cwd: join(ROOT, 'apps', 'web'),
      stdio: 'ignore',
    });
    const handle = serveStatic(out);
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    const claims = readFileSync(join(ROOT, 'examples', 'expense-claims.md'), 'utf8');
    const large = generateSpec(BASE_SIZE);
    const cases: Case[] = [
      {
        label: 'expense claims',
        fileName: 'expense-claims.md',
        text: claims,
        name: 'Expense claims',
        targetMs: 50,
      },
      {
        label: '200 entities',
        fileName: 'generated-200.md',
        text: large,
        name: titleOf(large),
        targetMs: 300,
      },
    ];
    const browser = await launchChromium();
    try {
      for (const item of cases.filter((c) => ONLY === undefined || c.label.includes(ONLY))) {
        const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
        await openInWorkbench(page, base, item);
        const diagnostics = await timeDiagnostics(page);
        const preview = await timePreview(page, item.name);
        await page.close();
        report(item, diagnostics, preview);
      }
    } finally {
      await browser.close();
    }
  } finally {
    server?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

function titleOf(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  return line.replace(/^#\s+Specification:\s*/, '').trim();
}

async function openInWorkbench(page: Page, base: string, item: Case): Promise<void> {
  await page.goto(`${base}#/workbench`);
  await page.getByRole('button', { name: 'New spec' }).waitFor({ timeout: 60_000 });
  await page.locator('input[type=file]').setInputFiles({
    name: item.fileName,
    mimeType: 'text/markdown',
    buffer: Buffer.from(item.text),
  });
  await page.getByRole('textbox', { name: 'Spec text' }).waitFor({ timeout: 60_000 });
  await waitForSound(page);
  await previewNamed(page, item.name).waitFor({ timeout: 60_000 });
  // Watchers installed once: each keydown's time, each change of the problems' count, and each
  // change of the preview's navigation, so that no change can slip by between two commands.
  await page.evaluate(() => {
    const scope = window as unknown as Watch;
    scope.benchKeydown = 0;
    scope.benchShownAt = 0;
    scope.benchPreviewAt = 0;
    scope.benchPreviewLabel = '';
    window.addEventListener('keydown', () => (scope.benchKeydown = performance.now()), true);
    const status = document.querySelector('[data-testid="problem-count"]');
    if (!status) throw new Error('no problem count on the page');
    new MutationObserver(() => {
      requestAnimationFrame(() => (scope.benchShownAt = performance.now()));
    }).observe(status, { childList: true, characterData: true, subtree: true });
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview of"]');
    const doc = frame?.contentDocument;
    if (!doc) throw new Error('no preview frame on the page');
    new MutationObserver(() => {
      const label = [...doc.querySelectorAll('nav[aria-label^="Screens of "]')]
        .map((nav) => nav.getAttribute('aria-label'))
        .join();
      if (label === scope.benchPreviewLabel) return;
      scope.benchPreviewLabel = label;
      scope.benchPreviewAt = performance.now();
    }).observe(doc.body, { childList: true, subtree: true, attributes: true });
  });
}

/** What the page's watchers record. */
interface Watch {
  benchKeydown: number;
  benchShownAt: number;
  benchPreviewAt: number;
  benchPreviewLabel: string;
}

function previewNamed(page: Page, name: string) {
  return page
    .frameLocator('iframe[title^="Preview of"]')
    .getByRole('navigation', { name: `Screens of ${name}`, exact: true });
}

/** Waits until the problems' count says the text was read and has no error (warnings may stay). */
async function waitForSound(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="problem-count"]')?.textContent ?? '';
      return (
        text !== '' && text !== 'Reading…' && !/\berrors?\b/.test(text.replace('No errors', ''))
      );
    },
    undefined,
    { timeout: 60_000 },
  );
}

async function timeDiagnostics(page: Page): Promise<number[]> {
  const editor = page.getByRole('textbox', { name: 'Spec text' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  const times: number[] = [];
  for (let i = 0; i < DIAGNOSTIC_KEYSTROKES; i++) {
    await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
    const shown = await page.waitForFunction(
      () => {
        const scope = window as unknown as Watch;
        return scope.benchKeydown > 0 && scope.benchShownAt > scope.benchKeydown
          ? scope.benchShownAt - scope.benchKeydown
          : false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    times.push((await shown.jsonValue()) as number);
    await page.waitForTimeout(100);
  }
  return times.slice(WARM_UP);
}

async function timePreview(page: Page, name: string): Promise<number[]> {
  const editor = page.getByRole('textbox', { name: 'Spec text' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  const times: number[] = [];
  for (let i = 0; i < PREVIEW_KEYSTROKES; i++) {
    const label = `Screens of ${i % 2 === 0 ? `${name}z` : name}`;
    await page.keyboard.press(i % 2 === 0 ? 'z' : 'Backspace');
    const updated = await page.waitForFunction(
      (expected) => {
        const scope = window as unknown as Watch;
        return scope.benchPreviewLabel === expected && scope.benchPreviewAt > scope.benchKeydown
          ? scope.benchPreviewAt - scope.benchKeydown
          : false;
      },
      label,
      { timeout: 60_000, polling: 50 },
    );
    times.push((await updated.jsonValue()) as number);
    await page.waitForTimeout(200);
  }
  return times.slice(WARM_UP);
}

function report(item: Case, diagnostics: number[], preview: number[]): void {
  const d = median(diagnostics);
  const p = median(preview);
  const verdict = (ms: number) =>
    ms < item.targetMs ? 'meets' : `MISSES by ${(ms - item.targetMs).toFixed(0)} ms`;
  console.log(
    `${item.label.padEnd(15)} keystroke → diagnostics shown: median ${d.toFixed(1)} ms over ${diagnostics.length} (min ${Math.min(...diagnostics).toFixed(1)}, max ${Math.max(...diagnostics).toFixed(1)}): ${verdict(d)} the target of < ${item.targetMs} ms`,
  );
  console.log(
    `${item.label.padEnd(15)} keystroke → preview updated:  median ${p.toFixed(1)} ms over ${preview.length}: ${verdict(p)} the target of < ${item.targetMs} ms`,
  );
}
