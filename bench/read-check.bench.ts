import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_SIZE, generateSpec, scaleSize } from './generateSpec.ts';
import type { Measurement } from './measureReadCheck.ts';
import { median } from './median.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The sizes measured, each in a fresh process: [factor, warm-up runs, timed runs]. */
const SIZES = [
  [1, 10, 15],
  [10, 2, 7],
] as const;

/**
 * How many times each size is measured, in a fresh process each time, the sizes taken in turn:
 * one process's figures vary by a tenth or more from the next one's (where its code and heap
 * happened to land), more than the runs within it do.
 */
const ROUNDS = 7;

const TARGET_MS = 100;
const TARGET_RATIO = 10;

/**
 * Read + check + gaps of the generated spec at 1× and 10×: median times, peak memory, ratio; and
 * beside it, in the same processes, the ratio of V8's JSON.parse building the same model from its
 * JSON: how much a linear build of an object graph this size grows here from 1× to 10×.
 */
export default async function readCheckBench(): Promise<void> {
  console.log(
    'read + check + gaps of a generated spec (200 entities, 2,000 fields, 400 transitions,',
  );
  console.log(
    `1,000 rules, 300 calls at 1×); each size in ${ROUNDS} fresh processes, taken in turn; times are`,
  );
  console.log("medians after warm-up, and each figure below the median of the processes' figures.");
  // The specs are written here and read by the children, so that generating them weighs on no figure.
  const dir = mkdtempSync(join(tmpdir(), 'specrun-bench-'));
  const rounds: Measurement[][] = [];
  try {
    const files = SIZES.map(([factor]) => {
      const file = join(dir, `spec-${factor}x.md`);
      writeFileSync(file, generateSpec(scaleSize(BASE_SIZE, factor)));
      return file;
    });
    for (let round = 0; round < ROUNDS; round++) {
      const measured = SIZES.map(() => undefined as Measurement | undefined);
      // Each round starts with the other size than the round before.
      for (let k = 0; k < SIZES.length; k++) {
        const i = (k + round) % SIZES.length;
        const [factor, warmUps, runs] = SIZES[i] ?? SIZES[0];
        measured[i] = measure(files[i] ?? '', factor, warmUps, runs);
      }
      rounds.push(measured.filter((m) => m !== undefined));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const results = SIZES.map((_, i) => medianMeasurement(rounds.map((r) => r[i] as Measurement)));
  const row = (cells: string[]) =>
    console.log(cells.map((c, i) => (i === 0 ? c.padEnd(5) : c.padStart(10))).join(' '));
  row([
    'size',
    'lines',
    'text',
    'runs',
    'read',
    'check',
    'gaps',
    'total',
    'fastest',
    'RSS before',
    'peak RSS',
    'heap +',
  ]);
  for (const m of results) {
    const times = [m.read, m.check, m.gaps, m.total, m.fastest].map(ms);
    const memory = [m.rssBefore, m.peakRss, m.heapGrowth].map(mb);
    row([
      `${m.factor}×`,
      m.lines.toLocaleString('en'),
      mb(m.bytes),
      String(m.runs),
      ...times,
      ...memory,
    ]);
  }
  console.log(
    "RSS before: the child's resident set once the text is loaded, after a GC (Node, tsx, the spec text).",
  );
  console.log(
    "peak RSS: the child's maxRSS (process.resourceUsage) just after its first, cold run.",
  );
  console.log(
    'heap +: the largest heapUsed sampled after each stage of that run, less the heap before it.',
  );
  const errors = results.map((m) => `${m.factor}× ${m.errors} errors, ${m.warnings} warnings`);
  console.log(`diagnostics: ${errors.join('; ')} (the generated spec should check clean)`);
  const [one, ten] = results;
  if (!one || !ten) return;
  const each = rounds.map(([a, b]) => ((b?.total ?? 0) / (a?.total ?? 1)).toFixed(2));
  console.log(`ratio 10×/1× in each round: ${each.join(', ')}`);
  const peerEach = rounds.map(([a, b]) => ((b?.peer ?? 0) / (a?.peer ?? 1)).toFixed(2));
  console.log(
    `peer, in the same processes: JSON.parse of the same model's JSON (${mb(one.peerBytes)} and ${mb(ten.peerBytes)}) ` +
      `${ms(one.peer)} and ${ms(ten.peer)}, ratio ${(ten.peer / one.peer).toFixed(2)} (in each round: ${peerEach.join(', ')})`,
  );
  const ratio = ten.total / one.total;
  const fastestRatio = ten.fastest / one.fastest;
  const slowest = (m: Measurement) =>
    (['read', 'check', 'gaps'] as const).reduce((a, b) => (m[a] >= m[b] ? a : b));
  console.log(
    `1× total ${ms(one.total)}: ${one.total < TARGET_MS ? 'meets' : 'MISSES'} the target of < ${TARGET_MS} ms (largest stage: ${slowest(one)})`,
  );
  console.log(
    `ratio 10×/1× ${ratio.toFixed(2)}: ${ratio <= TARGET_RATIO ? 'meets' : 'MISSES'} the target of ≤ ${TARGET_RATIO} (largest stage at 10×: ${slowest(ten)}; fastest runs ${fastestRatio.toFixed(2)}; memory ratio ${(ten.heapGrowth / one.heapGrowth).toFixed(2)})`,
  );
  console.log(
    `against the peer: Specrun's ratio is ${((ratio / (ten.peer / one.peer)) * 100).toFixed(0)} % of JSON.parse's on this machine`,
  );
}

function measure(file: string, factor: number, warmUps: number, runs: number): Measurement {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      'bench/measureReadCheck.ts',
      file,
      String(factor),
      String(warmUps),
      String(runs),
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (child.status !== 0) throw new Error(`measuring ${factor}× failed:\n${child.stderr}`);
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as Measurement;
}

/** Each figure of several processes' measurements of one size: its median over them. */
function medianMeasurement(all: Measurement[]): Measurement {
  const first = all[0];
  if (!first) throw new Error('no measurement');
  const of = (key: keyof Measurement) => median(all.map((m) => m[key]));
  return {
    ...first,
    read: of('read'),
    check: of('check'),
    gaps: of('gaps'),
    total: of('total'),
    fastest: of('fastest'),
    peer: of('peer'),
    rssBefore: of('rssBefore'),
    peakRss: of('peakRss'),
    heapGrowth: of('heapGrowth'),
    errors: Math.max(...all.map((m) => m.errors)),
    warnings: Math.max(...all.map((m) => m.warnings)),
  };
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function mb(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
