import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getHeapStatistics, GCProfiler, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readAndCheckSpec } from '@specrun/model';

const here = fileURLToPath(import.meta.url);

/**
 * What a child process does with a document's text, read from a file: import it with the
 * `importOpenApi` of a module (`importer`: a path; `validate`), parse it and keep the value
 * (`js-yaml`, `json`), read it as the import does and convert it from Swagger 2.0 with
 * swagger2openapi as the import does (`convert`: the importer's own modules), read a spec's
 * Markdown into its model and check it as the import checks what it wrote (`check`), or nothing
 * (`baseline`: the modules loaded and the text read).
 */
export interface MemoryJob {
  task: 'import' | 'js-yaml' | 'json' | 'convert' | 'check' | 'baseline';
  file: string;
  name: string;
  validate?: boolean;
  importer?: string;
}

/** Memory of one job, in bytes above what was in use once its modules were loaded and its text read. */
export interface MemoryFigures {
  /** The least old-generation size the job runs in (a 1 MB young generation), above the baseline's. */
  peakLive: number;
  /** Every byte the job allocated on the heap, garbage included. */
  allocated: number;
  /** What stays in use once collected, the result held. */
  retained: number;
  /** External memory and array buffers in use as the job ends, above the baseline. */
  external: number;
}

interface ChildReport {
  /**
   * The most in use after a full collection during the job, above the baseline, garbage that died
   * while it marked included: where the search for the least heap starts from above.
   */
  afterFullGc: number;
  allocated: number;
  retained: number;
  external: number;
  baselineUsed: number;
}

/** A run of the child: its report when it finished, undefined when it ran out of heap. */
function runChild(job: MemoryJob, limitMb?: number): ChildReport | undefined {
  const flags = ['--max-semi-space-size=1', '--expose-gc', '--import', 'tsx'];
  if (limitMb !== undefined) flags.unshift(`--max-old-space-size=${limitMb}`);
  const run = spawnSync(process.execPath, [...flags, here, JSON.stringify(job)], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
  if (run.status === 0 && line !== undefined) return JSON.parse(line) as ChildReport;
  if (limitMb !== undefined && /heap limit|out of memory/i.test(run.stderr)) return undefined;
  throw new Error(`the memory child failed (${run.status}): ${run.stderr.slice(-2000)}`);
}

/**
 * The least `--max-old-space-size` in MB under which a job completes, found by halving between a
 * size it is taken to fail at and one it completes at (raised until it does), with the young
 * generation held at 1 MB: the true peak of its live heap, to within a MB and what the collector
 * leaves unused in its pages.
 */
function leastHeapMb(job: MemoryJob, fails: number, completes: number): number {
  let low = fails;
  let high = completes;
  while (runChild(job, high) === undefined) {
    const gap = high - low;
    low = high;
    high += gap * 2;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (runChild(job, middle) === undefined) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Measures a job's memory in child processes: one unbounded run for what it allocates and keeps
 * and for the most it held after a full collection, then the least heap it runs in (searched
 * between what it keeps and that most), beside the least heap its baseline (the same modules and
 * text, no work) runs in.
 */
export function measureMemory(job: MemoryJob): MemoryFigures {
  const free = runChild(job) as ChildReport;
  const used = Math.floor(free.baselineUsed / 1e6);
  const baseline = leastHeapMb({ ...job, task: 'baseline' }, Math.max(1, used - 4), used + 8);
  // What is kept at the end, after a full collection that stops the program, was live: the peak
  // is no lower. The most in use after the collections during the job is no bound: a collection
  // that marks while the program runs keeps what dies meanwhile, so it can exceed the peak.
  const least = baseline + Math.floor(free.retained / 1e6) - 1;
  const guess = baseline + Math.ceil(free.afterFullGc / 1e6) + 2;
  const peak = leastHeapMb(job, least, Math.max(guess, least + 2));
  return {
    // The two least heaps each hold some room the collector leaves unused, a MB or three: what
    // is kept at the end bounds the peak from below.
    peakLive: Math.max((peak - baseline) * 1e6, free.retained),
    allocated: free.allocated,
    retained: free.retained,
    external: free.external,
  };
}

/** The child's side: loads the modules, reads the text, runs the job and reports. */
async function child(job: MemoryJob): Promise<void> {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const { load, CORE_SCHEMA } = await import('js-yaml');
  await import('yaml');
  let importOpenApi: ((text: string, options: object) => Promise<{ ok: boolean }>) | undefined;
  let convert: ((text: string) => Promise<unknown>) | undefined;
  if (job.importer !== undefined) {
    ({ importOpenApi } = (await import(pathToFileURL(job.importer).href)) as {
      importOpenApi: typeof importOpenApi;
    });
    // The validator's module (and @readme/openapi-parser with it) is loaded on the first import
    // that validates, swagger2openapi on the first of Swagger 2.0: load them now.
    const validator = join(dirname(job.importer), 'load', 'validateDocument.ts');
    if (existsSync(validator)) await import(pathToFileURL(validator).href);
    await import(pathToFileURL(createRequire(job.importer).resolve('swagger2openapi')).href);
    convert = await converter(job.importer);
  }
  const text = readFileSync(job.file, 'utf8');
  collect();
  const before = process.memoryUsage();
  const baselineUsed = getHeapStatistics().used_heap_size;
  // The profiler keeps a record of every collection on the heap, a few MB over an import's
  // thousand collections: it runs only where no least heap is searched for.
  const bounded = process.execArgv.some((flag) => flag.startsWith('--max-old-space-size'));
  const profiler = bounded ? undefined : new GCProfiler();
  profiler?.start();
  let kept: unknown;
  if (job.task === 'import' && importOpenApi) {
    const result = await importOpenApi(text, { name: job.name, validate: job.validate !== false });
    if (!result.ok) throw new Error(`${job.name} did not import`);
    kept = result;
  } else if (job.task === 'convert' && convert) kept = await convert(text);
  else if (job.task === 'check') kept = readAndCheckSpec(text, { format: 'markdown' });
  else if (job.task === 'js-yaml') kept = load(text, { schema: CORE_SCHEMA });
  else if (job.task === 'json') kept = JSON.parse(text);
  const endUsed = getHeapStatistics().used_heap_size;
  // Summed and let go before what the job keeps is measured: the records are on the heap too.
  const { allocated, afterFullGc } = summarise(profiler?.stop(), baselineUsed, endUsed);
  // What the finished calls' frames still hold goes once the job's own task is over.
  await new Promise((resolve) => setTimeout(resolve, 0));
  collect();
  const after = process.memoryUsage();
  const report: ChildReport = {
    afterFullGc,
    allocated,
    retained: getHeapStatistics().used_heap_size - baselineUsed,
    external: after.external + after.arrayBuffers - before.external - before.arrayBuffers,
    baselineUsed,
  };
  if (kept === undefined && job.task !== 'baseline') throw new Error('the job kept nothing');
  console.log(JSON.stringify(report));
}

/** The importer's reading and Swagger 2.0 conversion, as its import runs them. */
async function converter(importer: string): Promise<(text: string) => Promise<unknown>> {
  const at = (path: string) => pathToFileURL(join(dirname(importer), path)).href;
  const { parseSource } = (await import(at('source/parseSource.ts'))) as {
    parseSource: (text: string) => { parsed?: { value: unknown } };
  };
  const { convertWithSwagger2openapi } = (await import(at('load/convertSwagger2.ts'))) as {
    convertWithSwagger2openapi: (document: object) => Promise<unknown>;
  };
  return async (text) => {
    const parsed = parseSource(text).parsed;
    if (parsed === undefined) throw new Error('the document did not read');
    const value = parsed.value as object;
    parsed.value = undefined;
    return convertWithSwagger2openapi(value);
  };
}

/**
 * What a job allocated (what each collection found in use, less what the one before left, plus
 * the rest) and the most in use after a full collection, from the profiler's records.
 */
function summarise(
  profile: ReturnType<GCProfiler['stop']> | undefined,
  baselineUsed: number,
  endUsed: number,
): { allocated: number; afterFullGc: number } {
  let allocated = 0;
  let left = baselineUsed;
  let afterFullGc = 0;
  for (const gc of profile?.statistics ?? []) {
    allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - left);
    left = gc.afterGC.heapStatistics.usedHeapSize;
    if (gc.gcType === 'MarkSweepCompact') afterFullGc = Math.max(afterFullGc, left - baselineUsed);
  }
  return { allocated: allocated + Math.max(0, endUsed - left), afterFullGc };
}

if (process.argv[1] === here && process.argv[2] !== undefined)
  await child(JSON.parse(process.argv[2]) as MemoryJob);
