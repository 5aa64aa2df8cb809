// Measures the two CEL libraries DESIGN.md names, side by side: parses and evaluations per second
// of the reference spec's expressions, and the minified, gzipped size of each in a browser bundle.
// Run alone: npx tsx -e "import('./bench/cel.bench.ts').then(m => m.default())"
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Environment } from '@marcbachmann/cel-js';
import {
  celEnv,
  celFunc,
  CelScalar,
  isCelError,
  parse as bufParse,
  plan as bufPlan,
} from '@bufbuild/cel';

/** Every expression of examples/expense-claims.md: rules, guards, permission `when`s, list filters. */
const EXPRESSIONS = [
  'size(title) >= 3 && size(title) <= TITLE_MAX',
  'amount > 0',
  'amount <= MAX_CLAIM_AMOUNT',
  'amount <= RECEIPT_THRESHOLD || has(record.receipt)',
  'spentOn <= today',
  'size(Claim.filter(c, c.owner == user.id && c.status in ["draft", "submitted"])) < MAX_OPEN_CLAIMS',
  'unique(name)',
  'record.owner == user.id',
  'record.owner != user.id',
  'record.owner == user.id && record.status == "draft"',
  'status == "submitted"',
  'status == "approved"',
];

const ROUNDS = 7;
const ROUND_MS = 150;

function makeContext(): Record<string, unknown> {
  const statuses = ['draft', 'submitted', 'approved', 'rejected', 'paid'];
  const claims = Array.from({ length: 20 }, (_, i) => ({
    id: `c${i}`,
    title: `Claim number ${i}`,
    amount: 10.5 * (i + 1),
    category: 'k1',
    spentOn: '2024-05-01',
    owner: i % 3 === 0 ? 'u1' : 'u2',
    status: statuses[i % statuses.length],
  }));
  const record = claims[0];
  return {
    ...record,
    name: 'Travel',
    record,
    user: { id: 'u1', name: 'Ada Employee', roles: ['employee'] },
    TITLE_MAX: 80,
    MAX_CLAIM_AMOUNT: 5000,
    RECEIPT_THRESHOLD: 50,
    MAX_OPEN_CLAIMS: 10,
    CALL_TIMEOUT_MS: 10000,
    now: '2024-06-01T10:00:00Z',
    today: '2024-06-01',
    Claim: claims,
    Category: [{ id: 'k1', name: 'Travel', active: true }],
  };
}

/** Runs `work` (which does `ops` operations) repeatedly for ROUND_MS; operations per second. */
function rate(ops: number, work: () => void): number {
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    work();
    done += ops;
    elapsed = performance.now() - start;
  }
  return (done * 1000) / elapsed;
}

/**
 * The median operations per second of each task over ROUNDS rounds, after one untimed warm-up
 * round. Each round runs every task once, in turn, so that a burst of load on the machine slows
 * all of them alike instead of one.
 */
function interleaved<K extends string>(
  tasks: Record<K, { ops: number; work: () => void }>,
): Record<K, number> {
  const entries = Object.entries(tasks) as [K, { ops: number; work: () => void }][];
  const rates = new Map<K, number[]>(entries.map(([key]) => [key, []]));
  for (let round = -1; round < ROUNDS; round++) {
    for (const [key, { ops, work }] of entries) {
      const value = rate(ops, work);
      if (round >= 0) rates.get(key)?.push(value);
    }
  }
  const medians = {} as Record<K, number>;
  for (const [key, values] of rates) {
    values.sort((a, b) => a - b);
    medians[key] = values[Math.floor(values.length / 2)] ?? 0;
  }
  return medians;
}

async function bundleSize(source: string): Promise<{ raw: number; gzip: number }> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function measure(context: Record<string, unknown>) {
  const env = new Environment({
    unlistedVariablesAreDyn: true,
    homogeneousAggregateLiterals: false,
  });
  env.registerFunction('unique(dyn): bool', () => true);
  const compiled = EXPRESSIONS.map((source) => env.parse(source));
  for (const run of compiled) {
    if (typeof run(context) !== 'boolean') throw new Error('cel-js: a rule did not give a boolean');
  }

  const bufEnv = celEnv({
    funcs: [celFunc('unique', [CelScalar.DYN], CelScalar.BOOL, () => true)],
  });
  const planned = EXPRESSIONS.map((source) => bufPlan(bufEnv, bufParse(source)));
  const bindings = context as Parameters<(typeof planned)[number]>[0];
  for (const run of planned) {
    const value = run(bindings);
    if (isCelError(value) || typeof value !== 'boolean')
      throw new Error('@bufbuild/cel: a rule did not give a boolean');
  }

  const n = EXPRESSIONS.length;
  return interleaved({
    marcParse: { ops: n, work: () => EXPRESSIONS.forEach((source) => env.parse(source)) },
    marcEvaluate: { ops: n, work: () => compiled.forEach((run) => run(context)) },
    bufParse: { ops: n, work: () => EXPRESSIONS.forEach((source) => bufParse(source)) },
    bufCompile: {
      ops: n,
      work: () => EXPRESSIONS.forEach((source) => bufPlan(bufEnv, bufParse(source))),
    },
    bufEvaluate: { ops: n, work: () => planned.forEach((run) => run(bindings)) },
  });
}

const format = (n: number): string => Math.round(n).toLocaleString('en-US');
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** Prints parse/s, evaluate/s and bundle sizes of @marcbachmann/cel-js and @bufbuild/cel. */
export default async function celBench(): Promise<void> {
  const r = measure(makeContext());
  const mSize = await bundleSize("export { Environment, parse } from '@marcbachmann/cel-js';");
  const bSize = await bundleSize("export { celEnv, celFunc, parse, plan } from '@bufbuild/cel';");
  console.log(
    `CEL libraries: ${EXPRESSIONS.length} expressions of the reference spec, median of ${ROUNDS} rounds`,
  );
  console.table({
    // cel-js's parse already returns an evaluable function: it has no separate planning step.
    '@marcbachmann/cel-js': {
      'parse/s': format(r.marcParse),
      'parse+plan/s': format(r.marcParse),
      'evaluate/s': format(r.marcEvaluate),
      'bundle min': kb(mSize.raw),
      'bundle gzip': kb(mSize.gzip),
    },
    '@bufbuild/cel': {
      'parse/s': format(r.bufParse),
      'parse+plan/s': format(r.bufCompile),
      'evaluate/s': format(r.bufEvaluate),
      'bundle min': kb(bSize.raw),
      'bundle gzip': kb(bSize.gzip),
    },
  });
}
