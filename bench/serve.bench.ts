import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { migrateStore, type StoredRecord } from '@specrun/runtime';
import {
  defaultPoolSize,
  openPglite,
  openPostgres,
  SqlRecordStore,
  type SqlClient,
} from '@specrun/server';
import { freePort, LIBRARY_SPEC, librarySpec, startPostgres } from '@specrun/server/testing';
import { postgresQueuePlugin } from '../packages/cli/postgresQueuePlugin.mjs';
import { median } from './median.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BOOKS = 10_000;
const AUTHORS = 500;
const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 50;

type Operation = 'GET one' | 'GET page of 20, filtered' | 'POST create, rules';
const OPERATIONS: readonly Operation[] = [
  'GET one',
  'GET page of 20, filtered',
  'POST create, rules',
];

/** One server under load: how to reach it and how it names each operation's requests. */
interface Target {
  name: string;
  url: string;
  child: ChildProcess;
  headers: Record<string, string>;
  path: (operation: Operation, n: number) => string;
  /** The operations it is measured on; default all. */
  only?: readonly Operation[];
}

interface Figures {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

const bookId = (i: number) => `book-${String(i).padStart(6, '0')}`;
const authorId = (i: number) => `author-${String(i).padStart(4, '0')}`;

/** The records every server starts with: 500 authors with 20 books each. */
function records(): StoredRecord[] {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  const made = (entity: string, id: string, i: number, values: StoredRecord['values']) => ({
    entity,
    id,
    values,
    aside: {},
    version: 1,
    createdAt: at(i),
    updatedAt: at(i),
  });
  const authors = Array.from({ length: AUTHORS }, (_, i) =>
    made('Author', authorId(i), i, { name: `Author ${i}` }),
  );
  const books = Array.from({ length: BOOKS }, (_, i) =>
    made('Book', bookId(i), AUTHORS + i, {
      title: `Book number ${i}`,
      isbn: `isbn-${i}`,
      author: authorId(i % AUTHORS),
      pages: 100 + (i % 400),
      price: 9.5 + (i % 30),
      available: true,
      status: 'shelved',
    }),
  );
  return [...authors, ...books];
}

async function seed(client: SqlClient, schema: string, shared: boolean): Promise<void> {
  const spec = librarySpec();
  const store = new SqlRecordStore(client, { schema, spec, shared });
  await migrateStore(store, spec, new Date().toISOString());
  await store.putMany(records());
  store.close();
}

/**
 * Starts a child process and resolves once it prints `ready` (a pattern), or at once without
 * one; rejects with its output when it exits first.
 */
function startChild(
  command: string,
  args: string[],
  ready: RegExp | undefined,
  cwd = ROOT,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    if (ready === undefined) resolve(child);
    const look = (chunk: Buffer) => {
      if (output.length < 10_000) output += chunk.toString();
      if (ready?.test(output)) resolve(child);
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)));
  });
}

function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  if (pid === undefined) return { rss: 0, peak: 0 };
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function load(target: Target, operation: Operation, seconds: number): Promise<Figures> {
  let n = 0;
  let isbn = 0;
  const post = operation === 'POST create, rules';
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...target.headers, ...(post ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        method: post ? 'POST' : 'GET',
        setupRequest: (request) => {
          n += 1;
          const path = target.path(operation, n);
          if (!post) return { ...request, path };
          isbn += 1;
          const body = JSON.stringify({
            title: `New book ${isbn}`,
            isbn: `${target.name}-${process.pid}-${Date.now()}-${isbn}`,
          });
          return { ...request, path, body };
        },
      },
    ],
  });
  const answered = result.requests.total;
  const wrong = result.non2xx + result.errors + result.timeouts;
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: answered === 0 ? 1 : wrong / answered,
  };
}

/**
 * `specrun serve` under load (autocannon, 50 connections, 5 s per run, 3 rounds taking turns):
 * GET one book, GET a page of 20 books of one author (the path's scope is the filter), and POST
 * a book (field checks, 3 rules, a unique ISBN, an author reference), on 10,000 books of 500
 * authors. Beside it, in the same run: serve on PGlite, json-server 0.17 serving the same
 * records (no checks; it writes its JSON file on every POST), and the floor: a bare node:http
 * handler running the same SQL through postgres.js, and for POST the same handler announcing its
 * inserts as serve does (NOTIFY); with `SERVE_BENCH_BEFORE`, another build of
 * the CLI too. Medians of the rounds (taking turns, the order reversed every other round), ratios,
 * and serve's memory.
 */
/**
 * The bare handler bundled as the CLI is, with postgres.js's queue replaced by Specrun's
 * (packages/cli/postgresQueuePlugin.mjs), so that the floor runs the same driver as serve.
 */
async function bundleBareHandler(work: string): Promise<string> {
  const outfile = join(work, 'bareHandler.mjs');
  const queue = postgresQueuePlugin();
  await build({
    entryPoints: [join(ROOT, 'bench', 'serve-peer', 'bareHandler.mjs')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [queue.plugin],
    logLevel: 'warning',
  });
  if (queue.replaced() === 0)
    throw new Error("postgres.js's queue was not replaced in the bare handler");
  return outfile;
}

export default async function serveBench(): Promise<void> {
  console.log('building the CLI…');
  execFileSync(process.execPath, [join(ROOT, 'packages', 'cli', 'build.mjs')], {
    stdio: 'inherit',
  });
  const work = mkdtempSync(join(tmpdir(), 'specrun-serve-bench-'));
  const postgres = await startPostgres();
  const children: ChildProcess[] = [];
  try {
    console.log(`seeding ${BOOKS} books of ${AUTHORS} authors…`);
    const url = await postgres.createDatabase('bench');
    const pg = openPostgres(url);
    await seed(pg, 'library', true);
    await pg.close();
    const dataDir = join(work, 'pglite');
    const pglite = await openPglite(dataDir);
    await seed(pglite, 'public', false);
    await pglite.close();
    const db = {
      books: records()
        .filter((r) => r.entity === 'Book')
        .map((r) => ({ id: r.id, ...r.values, createdAt: r.createdAt })),
      authors: records()
        .filter((r) => r.entity === 'Author')
        .map((r) => ({ id: r.id, ...r.values })),
    };
    writeFileSync(join(work, 'db.json'), JSON.stringify(db));

    console.log('starting the servers…');
    const cli = join(ROOT, 'packages', 'cli', 'dist', 'specrun.js');
    const bare = await bundleBareHandler(work);
    const servePaths = (operation: Operation, n: number) =>
      operation === 'GET one'
        ? `/api/books/${bookId((n * 7919) % BOOKS)}`
        : operation === 'GET page of 20, filtered'
          ? `/api/authors/${authorId(n % AUTHORS)}/books`
          : '/api/books';
    const targets: Target[] = [];
    const add = async (
      name: string,
      command: string,
      args: string[],
      ready: RegExp | undefined,
      port: number,
      path: Target['path'],
      headers: Record<string, string> = {},
      only?: readonly Operation[],
    ) => {
      const child = await startChild(command, args, ready, work);
      children.push(child);
      targets.push({
        name,
        url: `http://127.0.0.1:${port}`,
        child,
        headers,
        path,
        ...(only === undefined ? {} : { only }),
      });
    };
    const dev = { 'x-specrun-user': 'u1' };
    let port = await freePort();
    await add(
      'serve, PostgreSQL',
      process.execPath,
      [cli, 'serve', LIBRARY_SPEC, '--port', String(port), '--dev', '--database', url],
      /answers at/,
      port,
      servePaths,
      dev,
    );
    port = await freePort();
    await add(
      'serve, PGlite',
      process.execPath,
      [cli, 'serve', LIBRARY_SPEC, '--port', String(port), '--dev', '--data', dataDir],
      /answers at/,
      port,
      servePaths,
      dev,
    );
    port = await freePort();
    await add(
      'bare node:http + postgres.js',
      process.execPath,
      [bare, url, String(port), String(defaultPoolSize())],
      /listening/,
      port,
      servePaths,
    );
    // The floor of a write that announces itself to other processes, as serve's do (NOTIFY in
    // the write's transaction: PostgreSQL commits such transactions one at a time).
    port = await freePort();
    await add(
      'bare + NOTIFY',
      process.execPath,
      [bare, url, String(port), String(defaultPoolSize()), '--notify'],
      /listening/,
      port,
      servePaths,
      {},
      ['POST create, rules'],
    );
    port = await freePort();
    await add(
      'json-server 0.17',
      process.execPath,
      [
        join(ROOT, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js'),
        join(work, 'db.json'),
        '--port',
        String(port),
        '--quiet',
      ],
      undefined,
      port,
      (operation, n) =>
        operation === 'GET one'
          ? `/books/${bookId((n * 7919) % BOOKS)}`
          : operation === 'GET page of 20, filtered'
            ? `/books?author=${authorId(n % AUTHORS)}&_limit=20`
            : '/books',
    );
    // json-server prints nothing with --quiet: wait until it answers.
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${targets.at(-1)?.url}/authors/${authorId(0)}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Another build of the CLI (`SERVE_BENCH_BEFORE=…/dist/specrun.js`), on the same database: a
    // change measured before and after in one run. Its writes go through this build's tables.
    const before = process.env.SERVE_BENCH_BEFORE;
    if (before !== undefined) {
      port = await freePort();
      await add(
        'serve before, PostgreSQL',
        process.execPath,
        [before, 'serve', LIBRARY_SPEC, '--port', String(port), '--dev', '--database', url],
        /answers at/,
        port,
        servePaths,
        dev,
      );
    }

    const figures = new Map<string, Figures[]>();
    const measures = (target: Target, operation: Operation) =>
      target.only === undefined || target.only.includes(operation);
    for (const target of targets)
      for (const operation of OPERATIONS)
        if (measures(target, operation)) await load(target, operation, 1); // warm-up
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} of ${ROUNDS}`);
      // The order is reversed every other round, so that no server always follows the same one.
      const order = round % 2 === 0 ? [...targets].reverse() : targets;
      for (const operation of OPERATIONS)
        for (const target of order) {
          if (!measures(target, operation)) continue;
          const measured = await load(target, operation, SECONDS);
          const key = `${operation}\u0000${target.name}`;
          figures.set(key, [...(figures.get(key) ?? []), measured]);
        }
    }

    const med = (operation: Operation, name: string) => {
      const runs = figures.get(`${operation}\u0000${name}`) ?? [];
      return {
        rate: median(runs.map((r) => r.rate)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        errors: Math.max(...runs.map((r) => r.errors)),
        rounds: runs.map((r) => Math.round(r.rate)),
      };
    };
    console.log(
      `\nrequests per second at ${CONNECTIONS} connections (median of ${ROUNDS} rounds of ${SECONDS} s; rounds in brackets), latency p50 / p99 in ms`,
    );
    for (const operation of OPERATIONS) {
      console.log(`\n${operation}`);
      for (const target of targets) {
        if (!measures(target, operation)) continue;
        const m = med(operation, target.name);
        console.log(
          `  ${target.name.padEnd(30)} ${m.rate.toFixed(0).padStart(7)} req/s [${m.rounds.join(', ')}]  p50 ${m.p50.toFixed(1)}  p99 ${m.p99.toFixed(1)}${m.errors > 0 ? `  (${(m.errors * 100).toFixed(1)} % not 2xx)` : ''}`,
        );
      }
      const pg = med(operation, 'serve, PostgreSQL').rate;
      const lite = med(operation, 'serve, PGlite').rate;
      const floor = med(operation, 'bare node:http + postgres.js').rate;
      const json = med(operation, 'json-server 0.17').rate;
      console.log(
        `  ratios: serve on PostgreSQL / bare handler ${(pg / floor).toFixed(2)}; / json-server ${(pg / json).toFixed(2)}; serve on PGlite / json-server ${(lite / json).toFixed(2)}`,
      );
      if (figures.has(`${operation}\u0000bare + NOTIFY`))
        console.log(
          `  serve on PostgreSQL / bare handler with NOTIFY ${(pg / med(operation, 'bare + NOTIFY').rate).toFixed(2)}`,
        );
    }
    console.log('\nserve’s memory (MB): resident now, peak');
    for (const target of targets.slice(0, 2)) {
      const { rss, peak } = memoryOf(target.child.pid);
      console.log(`  ${target.name.padEnd(30)} ${rss.toFixed(0)}  ${peak.toFixed(0)}`);
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
