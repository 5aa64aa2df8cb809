import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { serveStatic } from '../packages/cli/src/dev/serveStatic.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.ts';
import { median } from './median.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Runs per page and preset: 3, or SPECRUN_LIGHTHOUSE_RUNS. */
const RUNS = Number(process.env['SPECRUN_LIGHTHOUSE_RUNS'] ?? 3);
const TARGET = 95;
const PLACE = 'single-expense-claims';

/**
 * Only the pages and presets whose names contain one of SPECRUN_LIGHTHOUSE_ONLY's comma-separated
 * words (`mobile,list` audits the list on the phone alone; `mobile` both pages on the phone); a
 * word that names no page leaves the pages alone, and likewise for the presets.
 */
const ONLY = process.env['SPECRUN_LIGHTHOUSE_ONLY']?.split(',').filter((word) => word !== '');

function chosen<T extends readonly [string, ...unknown[]]>(rows: T[]): T[] {
  const words = (ONLY ?? []).filter((word) => rows.some(([name]) => name.includes(word)));
  if (words.length === 0) return rows;
  return rows.filter(([name]) => words.some((word) => name.includes(word)));
}

/** The pages audited: the running app's home and one list screen. */
const PAGES = chosen<readonly [string, string]>([
  ['home', `#/s/${PLACE}`],
  ['list /claims', `#/s/${PLACE}/claims`],
]);

/** Lighthouse's mobile default (a mid-range phone on slow 4G) and its desktop preset. */
const PRESETS = chosen<readonly [string, Config | undefined]>([
  ['mobile', undefined],
  ['desktop', desktopConfig],
]);

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/**
 * A site built earlier (`specrun build examples/expense-claims.md --out DIR` at another commit) to
 * audit beside this one, run for run, so that a change is measured under the same load.
 */
const BEFORE_SITE = process.env['SPECRUN_LIGHTHOUSE_BEFORE'];

/**
 * Lighthouse 12's performance and accessibility scores of the built expense claims app
 * (`specrun build examples/expense-claims.md`), served gzipped from 127.0.0.1 as a static host
 * would serve it, in Debian's Chromium: the median of 3 runs per page and preset (simulated
 * throttling). When a median is under 95, what Lighthouse blames is listed. With
 * SPECRUN_LIGHTHOUSE_BEFORE naming an earlier build's site, its pages are audited too, each run
 * beside this build's.
 */
export default async function lighthouseBench(): Promise<void> {
  console.log('building apps/web, the CLI and the expense claims site…');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'ignore' });
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'packages', 'cli') });
  const work = mkdtempSync(join(tmpdir(), 'specrun-lighthouse-'));
  const site = join(work, 'site');
  execFileSync(process.execPath, [
    join(ROOT, 'packages', 'cli', 'dist', 'specrun.js'),
    'build',
    join(ROOT, 'examples', 'expense-claims.md'),
    '--out',
    site,
  ]);
  const profile = join(work, 'profile');
  mkdirSync(profile);
  const sites: [string, string][] = [['', site]];
  if (BEFORE_SITE !== undefined) sites.unshift(['before: ', BEFORE_SITE]);
  const servers = await Promise.all(sites.map(([, dir]) => serveSite(dir)));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
    userDataDir: profile,
  });
  const summary: string[] = [];
  try {
    for (const [preset, config] of PRESETS) {
      for (const [name, hash] of PAGES) {
        const results: Result[][] = sites.map(() => []);
        for (let run = 0; run < RUNS; run++) {
          for (const [i, server] of servers.entries()) {
            const runner = await lighthouse(
              `${server.base}${hash}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility'],
              },
              config,
            );
            if (runner === undefined) throw new Error('Lighthouse gave no result');
            results[i]?.push(runner.lhr);
          }
        }
        for (const [i, [label]] of sites.entries())
          summary.push(report(`${label}${preset}, ${name}`, results[i] ?? []));
      }
    }
    console.log(`\nsummary (median performance / accessibility, target ≥ ${TARGET} each):`);
    for (const line of summary) console.log(`  ${line}`);
  } finally {
    chrome.kill();
    for (const server of servers) server.server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Serves a built site's folder from 127.0.0.1 on a free port. */
async function serveSite(dir: string): Promise<{ server: Server; base: string }> {
  const serve = serveStatic(dir);
  const server = createServer((request, response) => void serve(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** Prints one page's figures under one preset; returns its line of the summary. */
function report(label: string, results: Result[]): string {
  const score = (r: Result, id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);
  const performance = median(results.map((r) => score(r, 'performance')));
  const accessibility = median(results.map((r) => score(r, 'accessibility')));
  const runs = (id: string) => results.map((r) => score(r, id)).join(', ');
  const met = performance >= TARGET && accessibility >= TARGET ? 'PASS' : 'MISS';
  console.log(
    `\n${label}: performance ${performance} (${runs('performance')}), accessibility ${accessibility} (${runs('accessibility')}); target ≥ ${TARGET}: ${met}`,
  );
  const metrics = METRICS.map((id) => {
    const values = results.map((r) => r.audits[id]?.numericValue ?? 0);
    const value = median(values);
    return id === 'cumulative-layout-shift'
      ? `CLS ${value.toFixed(3)}`
      : `${abbreviate(id)} ${Math.round(value)} ms`;
  });
  console.log(`  medians: ${metrics.join(', ')}`);
  const lcp = results.map(lcpElement);
  console.log(`  largest paint: ${[...new Set(lcp)].join(' | ')}`);
  // What Lighthouse blames, from the run whose score is the median one.
  const middle = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
    Math.floor(results.length / 2)
  ];
  if (middle !== undefined && performance < TARGET) {
    for (const line of blamed(middle, 'performance')) console.log(`  ${line}`);
    for (const line of longTasks(middle)) console.log(`  ${line}`);
  }
  if (middle !== undefined && accessibility < TARGET)
    for (const line of blamed(middle, 'accessibility')) console.log(`  ${line}`);
  return `${label.padEnd(32)} ${String(performance).padStart(3)} / ${String(accessibility).padStart(3)}  ${met}`;
}

/** The audits of a category that do not pass, with what they show. */
function blamed(result: Result, category: string): string[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = result.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
      continue;
    const shown = audit.displayValue ? `: ${audit.displayValue}` : '';
    lines.push(`${category} blames ${audit.title}${shown} (score ${audit.score.toFixed(2)})`);
  }
  return lines;
}

/** The main thread's long tasks of a run as Lighthouse times them (at its CPU slowdown), with their script. */
function longTasks(result: Result): string[] {
  const details = result.audits['long-tasks']?.details as
    { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined;
  return (details?.items ?? []).map(
    (task) =>
      `long task at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms, ${(task.url ?? '').replace(/^.*\//, '') || 'no script'}`,
  );
}

/** The element of a run's largest contentful paint, as Lighthouse's snippet of it. */
function lcpElement(result: Result): string {
  const details = result.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

function abbreviate(id: string): string {
  return id
    .split('-')
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
