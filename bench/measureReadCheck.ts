// Measures read, check and gaps of one spec file in this process, which should be fresh
// (read-check.bench.ts starts one per size) and run with --expose-gc. Prints one JSON line.
//   node --expose-gc --import tsx bench/measureReadCheck.ts <file> <factor> <warm-ups> <runs>
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { checkSpec, readSpec, reportGaps } from '@specrun/model';
import { median } from './median.ts';

/** What one child process reports for one size. */
export interface Measurement {
  factor: number;
  bytes: number;
  lines: number;
  runs: number;
  /** Median milliseconds of each stage and of the three together. */
  read: number;
  check: number;
  gaps: number;
  total: number;
  /** The fastest run's total, less disturbed by other load on the machine than the median. */
  fastest: number;
  /**
   * The peer, measured in the same process after our runs, with as many warm-ups and runs:
   * median milliseconds of V8's own JSON.parse building the same model from its JSON text, the
   * plainest linear build of an object graph of this size there is.
   */
  peer: number;
  /** The size of that JSON text, in bytes. */
  peerBytes: number;
  /** The resident set after loading the text and a GC, before the first run, in bytes. */
  rssBefore: number;
  /** The process's peak resident set (process.resourceUsage().maxRSS) after the first run, in bytes. */
  peakRss: number;
  /** The largest heapUsed sampled after each stage of the first run, less the heap after a GC before it. */
  heapGrowth: number;
  errors: number;
  warnings: number;
}

const [file = '', ...numbers] = process.argv.slice(2);
const [factor = 1, warmUps = 3, runs = 9] = numbers.map(Number);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run measureReadCheck.ts with node --expose-gc');

const text = readFileSync(file, 'utf8');

function once(sample?: (heapUsed: number) => void) {
  const t0 = performance.now();
  const read = readSpec(text, { format: 'markdown' });
  const t1 = performance.now();
  sample?.(process.memoryUsage().heapUsed);
  const diagnostics = [...read.diagnostics, ...checkSpec(read.spec)];
  const t2 = performance.now();
  sample?.(process.memoryUsage().heapUsed);
  reportGaps(read.spec);
  const t3 = performance.now();
  sample?.(process.memoryUsage().heapUsed);
  return { read: t1 - t0, check: t2 - t1, gaps: t3 - t2, diagnostics };
}

gc();
const { heapUsed: baseline, rss: rssBefore } = process.memoryUsage();
let peakHeap = baseline;
const first = once((heapUsed) => (peakHeap = Math.max(peakHeap, heapUsed)));
const peakRss = process.resourceUsage().maxRSS * 1024;
for (let i = 0; i < warmUps; i++) once();
const timings = Array.from({ length: runs }, () => once());

const json = JSON.stringify(readSpec(text, { format: 'markdown' }).spec);
function parseOnce(): number {
  const t0 = performance.now();
  JSON.parse(json);
  return performance.now() - t0;
}
for (let i = 0; i < warmUps; i++) parseOnce();
const peerTimings = Array.from({ length: runs }, parseOnce);

const measurement: Measurement = {
  factor,
  bytes: Buffer.byteLength(text),
  lines: text.split('\n').length,
  runs,
  read: median(timings.map((t) => t.read)),
  check: median(timings.map((t) => t.check)),
  gaps: median(timings.map((t) => t.gaps)),
  total: median(timings.map((t) => t.read + t.check + t.gaps)),
  fastest: Math.min(...timings.map((t) => t.read + t.check + t.gaps)),
  peer: median(peerTimings),
  peerBytes: Buffer.byteLength(json),
  rssBefore,
  peakRss,
  heapGrowth: peakHeap - baseline,
  errors: first.diagnostics.filter((d) => d.severity === 'error').length,
  warnings: first.diagnostics.filter((d) => d.severity === 'warning').length,
};
console.log(JSON.stringify(measurement));
