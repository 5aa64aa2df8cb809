import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { load, CORE_SCHEMA } from 'js-yaml';
import { parse, stringify } from 'yaml';
import { importOpenApi, type ImportOptions } from '@specrun/openapi';
import { median } from './median.ts';
import { measureMemory, type MemoryFigures, type MemoryJob } from './openapiMemory.ts';
import { openApiDocument } from './openapiDocument.ts';

const here = dirname(fileURLToPath(import.meta.url));

// A full collection before each measure of memory, without starting node with --expose-gc.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

interface Figures {
  wallMs: number;
  cpuMs: number;
  /** Heap in use just as the import ends (garbage included) above the heap before it. */
  heapGrowthMb: number;
  /** Heap still in use once collected, the result held, above the heap before it. */
  retainedMb: number;
}

async function measure(text: string, options: ImportOptions): Promise<Figures> {
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await importOpenApi(text, options);
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  if (!result.ok)
    throw new Error(`the benchmark's document did not import: ${result.diagnostics[0]?.message}`);
  collect();
  const retainedMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  return { wallMs, cpuMs: (used.user + used.system) / 1000, heapGrowthMb, retainedMb };
}

async function run(
  label: string,
  text: string,
  options: ImportOptions,
  runs: number,
  targetMs?: number,
): Promise<void> {
  await measure(text, options); // warm up: the modules' first run compiles them
  const figures: Figures[] = [];
  for (let i = 0; i < runs; i++) figures.push(await measure(text, options));
  const wall = median(figures.map((f) => f.wallMs));
  const cpu = median(figures.map((f) => f.cpuMs));
  const heap = median(figures.map((f) => f.heapGrowthMb));
  const retained = median(figures.map((f) => f.retainedMb));
  const mb = text.length / 1e6;
  const verdict =
    targetMs === undefined
      ? ''
      : wall < targetMs
        ? `  (target < ${targetMs} ms: met)`
        : `  (target < ${targetMs} ms: MISSED)`;
  console.log(
    `${label.padEnd(46)} ${mb.toFixed(2).padStart(5)} MB  median ${wall.toFixed(0).padStart(5)} ms wall, ${cpu.toFixed(0).padStart(5)} ms CPU, heap +${heap.toFixed(0)} MB at the end (${(heap / mb).toFixed(1)}× the text), ${retained.toFixed(0)} MB kept${verdict}`,
  );
}

/**
 * Imports of OpenAPI documents: a synthetic one of 50 operations (10 resources) and one of about
 * 3 MB (500 resources, 2,500 operations) in JSON and YAML, with and without the validator, and
 * the corpus's largest real documents when ../shared/openapi-corpus is beside the repository.
 * Medians of 10 runs (5 for the large ones, 3 for the corpus's) after one to warm up. Wall time
 * and CPU time: on a machine shared with other work the CPU time is the steadier figure. The heap
 * figures of those runs are what is in use as the import ends, garbage included, and what stays
 * once collected (the spec and diagnostics it returns), above what was in use before; the time
 * floor is the same YAML text parsed bare, by js-yaml (what the import reads YAML with) and by
 * `yaml`. Then the memory of each large import, in child processes: the peak of its live memory
 * (the least heap it completes in), what it allocates, garbage included, and what it keeps, beside
 * the memory floor, the document's values alone, kept; with `OPENAPI_IMPORT_BEFORE` naming
 * another checkout's `packages/openapi/src/index.ts`, that one's import too, in the same run.
 * With `OPENAPI_IMPORT_MEMORY_ONLY` set, only the memory is measured.
 */
export default async function openapiImportBench(): Promise<void> {
  const small = openApiDocument(10);
  const smallJson = JSON.stringify(small, null, 2);
  const large = openApiDocument(500);
  const largeJson = JSON.stringify(large, null, 2);
  const largeYaml = stringify(large, { aliasDuplicateObjects: false });
  if (process.env['OPENAPI_IMPORT_MEMORY_ONLY'] !== undefined) {
    await memoryOfImports(smallJson, largeJson, largeYaml, findCorpus());
    return;
  }
  const fast: ImportOptions = { validate: false, name: 'bench.json' };
  await run('50 operations, JSON, without validation', smallJson, fast, 10, 200);
  await run('50 operations, JSON, with validation', smallJson, { name: 'bench.json' }, 10);
  await run('2,500 operations, JSON, without validation', largeJson, fast, 5, 3000);
  await run('2,500 operations, JSON, with validation', largeJson, { name: 'bench.json' }, 5, 3000);
  await run('2,500 operations, YAML, with validation', largeYaml, { name: 'bench.yaml' }, 5, 3000);
  // The floor: the same YAML text parsed to values and nothing else, by each reader.
  floor(
    'the same YAML, bare js-yaml load (the floor)',
    () => load(largeYaml, { schema: CORE_SCHEMA }),
    largeYaml,
  );
  floor('the same YAML, bare yaml parse', () => parse(largeYaml), largeYaml);
  const corpus = findCorpus();
  if (corpus === undefined)
    console.log('(no shared/openapi-corpus beside the repository: its documents are left out)');
  else
    for (const file of [
      'apisguru-kubernetes.io-v1.10.0-swagger.yaml',
      'pagerduty-rest-openapiv3.json',
      'openai-openapi.yaml',
    ]) {
      const path = join(corpus, 'docs', file);
      if (existsSync(path)) await run(file, readFileSync(path, 'utf8'), { name: file }, 3, 3000);
    }
  await memoryOfImports(smallJson, largeJson, largeYaml, corpus);
}

/** The `importOpenApi` this checkout has, and another one's to compare with (`OPENAPI_IMPORT_BEFORE`). */
function importers(): { label: string; path: string }[] {
  const ours = join(here, '..', 'packages', 'openapi', 'src', 'index.ts');
  const before = process.env['OPENAPI_IMPORT_BEFORE'];
  return before === undefined
    ? [{ label: 'import', path: ours }]
    : [
        { label: 'import, before', path: resolve(before) },
        { label: 'import', path: ours },
      ];
}

/**
 * The peak of live memory of each large import, in child processes (`measureMemory`), beside its
 * floor: the document's values alone, read by js-yaml (for YAML) and by `JSON.parse` from the same
 * values written as JSON, and kept. Each figure is in MB and as a multiple of the text. Each
 * import is the first in its process: what a first import costs once, whatever the document (the
 * code its functions compile to, what the validator loads and compiles), is measured apart, on the
 * 50-operation document. A baseline that had run an import first would hold the top of that
 * import's own peak, not what it left, and make the next one's look smaller than it is.
 */
async function memoryOfImports(
  smallJson: string,
  largeJson: string,
  largeYaml: string,
  corpus: string | undefined,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-memory-'));
  try {
    const small = join(folder, 'synthetic-50.json');
    writeFileSync(small, smallJson);
    console.log(
      `\nMemory: peak live above the baseline (least heap the work runs in), allocated (garbage included), kept; MB and × the text. Load average ${loadavg()[0]?.toFixed(1)} at the start.`,
    );
    console.log(
      `synthetic-50.json (${(smallJson.length / 1e6).toFixed(2)} MB), the first import in its process: what a first import costs once`,
    );
    // What each importer's first import costs once, taken from its large imports' peaks below.
    const firstCost = new Map<string, number>();
    for (const { label, path } of importers()) {
      const figures = measureMemory(firstImport(small, path));
      firstCost.set(label, figures.peakLive);
      report(label, figures, smallJson.length / 1e6);
    }
    const documents: { name: string; text: string }[] = [
      { name: 'synthetic-2500.json', text: largeJson },
      { name: 'synthetic-2500.yaml', text: largeYaml },
    ];
    if (corpus !== undefined)
      for (const file of [
        'apisguru-kubernetes.io-v1.10.0-swagger.yaml',
        'pagerduty-rest-openapiv3.json',
        'openai-openapi.yaml',
      ]) {
        const path = join(corpus, 'docs', file);
        if (existsSync(path)) documents.push({ name: file, text: readFileSync(path, 'utf8') });
      }
    for (const { name, text } of documents) {
      const file = join(folder, name);
      writeFileSync(file, text);
      const jobs: { label: string; job: MemoryJob; firstCost?: number | undefined }[] = [];
      if (name.endsWith('.yaml')) {
        jobs.push({ label: 'floor: js-yaml value kept', job: { task: 'js-yaml', file, name } });
        const asJson = join(folder, `${name}.json`);
        writeFileSync(asJson, JSON.stringify(load(text, { schema: CORE_SCHEMA })));
        jobs.push({
          label: 'floor: same values, JSON.parse',
          job: { task: 'json', file: asJson, name },
        });
      } else
        jobs.push({ label: 'floor: JSON.parse value kept', job: { task: 'json', file, name } });
      // What reading and converting a Swagger 2.0 document alone hold, by the import's own
      // modules: swagger2openapi keeps the document it is given while it builds its copy.
      if (/^swagger:\s*["']?2\.0/m.test(text))
        for (const { label, path } of importers())
          jobs.push({
            label: `floor: read and converted (${label})`,
            job: { task: 'convert', file, name, importer: path },
          });
      // What checking the import's own result alone holds: its Markdown read back into a model
      // and checked, the Markdown itself apart (in the baseline: it is the text read).
      const { markdown } = await importOpenApi(text, { name });
      const written = join(folder, `${name}.md`);
      writeFileSync(written, markdown);
      const markdownMb = (markdown.length * (/[\u0100-\uffff]/.test(markdown) ? 2 : 1)) / 1e6;
      jobs.push({
        label: `floor: its Markdown checked (+${markdownMb.toFixed(1)} MB)`,
        job: { task: 'check', file: written, name },
      });
      for (const { label, path } of importers())
        jobs.push({ label, job: firstImport(file, path), firstCost: firstCost.get(label) });
      const mb = text.length / 1e6;
      console.log(`${name} (${mb.toFixed(2)} MB)`);
      for (const { label, job, firstCost: cost } of jobs)
        report(label, measureMemory(job), mb, cost);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** An import of a file by an importer, the first in its process. */
function firstImport(file: string, importer: string): MemoryJob {
  return { task: 'import', file, name: basename(file), importer };
}

/**
 * One job's figures; for an import, with its growth: its peak less what the first import cost
 * (the 50-operation document's peak, by the same importer in the same run), × the text.
 */
function report(
  label: string,
  figures: MemoryFigures,
  textMb: number,
  firstCost?: number | undefined,
): void {
  const growth =
    firstCost === undefined
      ? ''
      : `  growth ${((figures.peakLive - firstCost) / 1e6).toFixed(1)} MB ${((figures.peakLive - firstCost) / 1e6 / textMb).toFixed(1)}×`;
  console.log(
    `  ${label.padEnd(42)} ${describe(figures, textMb)}${growth}  load ${loadavg()[0]?.toFixed(1)}`,
  );
}

function describe(figures: MemoryFigures, textMb: number): string {
  const part = (bytes: number) =>
    `${(bytes / 1e6).toFixed(1).padStart(6)} MB ${(bytes / 1e6 / textMb).toFixed(1).padStart(5)}×`;
  return `peak ${part(figures.peakLive)}  allocated ${part(figures.allocated)}  kept ${part(figures.retained)}  external ${(figures.external / 1e6).toFixed(1)} MB`;
}

/** Medians of 5 runs of a bare parse, after one to warm up: what an import of the text cannot beat. */
function floor(label: string, parseText: () => unknown, text: string): void {
  parseText();
  const figures: Figures[] = [];
  for (let i = 0; i < 5; i++) {
    collect();
    const heapBefore = process.memoryUsage().heapUsed;
    const cpu = process.cpuUsage();
    const start = performance.now();
    const value = parseText();
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    collect();
    const retainedMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    if (value === undefined) throw new Error('the floor parsed nothing');
    figures.push({ wallMs, cpuMs: (used.user + used.system) / 1000, heapGrowthMb, retainedMb });
  }
  const mb = text.length / 1e6;
  const heap = median(figures.map((f) => f.heapGrowthMb));
  console.log(
    `${label.padEnd(46)} ${mb.toFixed(2).padStart(5)} MB  median ${median(
      figures.map((f) => f.wallMs),
    )
      .toFixed(0)
      .padStart(5)} ms wall, ${median(figures.map((f) => f.cpuMs))
      .toFixed(0)
      .padStart(
        5,
      )} ms CPU, heap +${heap.toFixed(0)} MB at the end (${(heap / mb).toFixed(1)}× the text)`,
  );
}

/** The corpus of real documents in a folder `shared/openapi-corpus` above the repository, if any. */
function findCorpus(): string | undefined {
  for (let dir = join(here, '..'); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'openapi-corpus');
    if (existsSync(join(candidate, 'index.tsv'))) return candidate;
  }
  return undefined;
}
