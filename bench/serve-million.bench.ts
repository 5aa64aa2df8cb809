// A page near the end of a list of 1,000,000 records on the serve record store (docs/serve.md):
// PostgreSQL 15 and PGlite, each seeded with one INSERT … SELECT from generate_series, then read
// as the store reads a page: after the previous page's last record (keyset), from the end
// (newest first), and by OFFSET near the end, in the middle and near the start, both read from the
// start (plain OFFSET) and from the nearer end of the list (the count the database keeps); then,
// on PostgreSQL, as a client reads it over HTTP: a list call `GET /api/books?limit=20&offset=…`
// answered by `startServe`.
import { migrateStore, type PageOptions } from '@specrun/runtime';
import {
  openPglite,
  openPostgres,
  SqlRecordStore,
  startServe,
  type SqlClient,
} from '@specrun/server';
import { librarySpec, startPostgres } from '@specrun/server/testing';
import { median } from './median.ts';

const RECORDS = 1_000_000;
const PAGE = 20;
const RUNS = 21;
const TARGET_MS = 50;

const bookId = (i: number) => `book-${String(i).padStart(7, '0')}`;
const createdAt = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();

/** Makes the library's tables in `schema`, then 1,000,000 books in one statement. */
async function seed(client: SqlClient, schema: string): Promise<SqlRecordStore> {
  const spec = librarySpec();
  const store = new SqlRecordStore(client, { schema, spec });
  await migrateStore(store, spec, new Date().toISOString());
  const [row] = await client.query(
    `SELECT table_name, columns FROM "${schema}"."_specrun_tables" WHERE entity = 'Book'`,
  );
  const columns = JSON.parse(String(row?.columns)) as { field: string; column: string }[];
  const column = (field: string) => `"${columns.find((c) => c.field === field)?.column}"`;
  const time = `to_char(timestamp '2026-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  await client.query(
    `INSERT INTO "${schema}"."${String(row?.table_name)}" (id, version, created_at, updated_at, ${column('title')}, ${column('isbn')}, ${column('pages')}, ${column('available')}, ${column('status')})
     SELECT 'book-' || lpad(i::text, 7, '0'), 1, ${time}, ${time}, 'Book number ' || i, 'isbn-' || i, 100 + i % 400, true, 'shelved'
     FROM generate_series(0, ${RECORDS - 1}) AS i`,
  );
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
  // an index be read without the rows (an OFFSET's skipped entries).
  await client.query(`VACUUM ANALYZE "${schema}"."${String(row?.table_name)}"`);
  return store;
}

/** The median and slowest time of `RUNS` reads of a page, after one to warm up; checks the page. */
async function time(
  store: SqlRecordStore,
  options: PageOptions,
  first: number,
): Promise<{ median: number; max: number }> {
  const read = async () => {
    const started = performance.now();
    const page = await store.listPage('Book', options);
    const ms = performance.now() - started;
    if (page.length !== PAGE || page[0]?.id !== bookId(first))
      throw new Error(`the page starts at ${page[0]?.id}, not ${bookId(first)}`);
    return ms;
  };
  await read();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await read());
  return { median: median(times), max: Math.max(...times) };
}

/** The median and slowest time of `RUNS` list calls over HTTP, after one; checks the page. */
async function timeCall(url: string, first: number): Promise<{ median: number; max: number }> {
  const read = async () => {
    const started = performance.now();
    const answer = await fetch(url, { headers: { 'x-specrun-user': 'u1' } });
    const page = (await answer.json()) as { id: string }[];
    const ms = performance.now() - started;
    if (
      answer.status !== 200 ||
      page.length !== PAGE ||
      page[0]?.id !== bookId(first) ||
      page[1]?.id !== bookId(first + 1)
    )
      throw new Error(
        `${url} answered ${answer.status}, starting at ${page[0]?.id}, not ${bookId(first)}`,
      );
    return ms;
  };
  await read();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await read());
  return { median: median(times), max: Math.max(...times) };
}

/** List calls near the end of the books over HTTP, answered by `startServe` on the store's database. */
async function measureHttp(client: SqlClient, schema: string): Promise<void> {
  const served = await startServe({
    spec: librarySpec(),
    database: { kind: 'client', client, schema },
    port: 0,
    host: '127.0.0.1',
    dev: true,
  });
  try {
    const rows: [string, string, number][] = [];
    for (const offset of [RECORDS - 2 * PAGE, RECORDS / 2, PAGE * 10])
      rows.push([
        `GET ?limit=${PAGE}&offset=${offset}`,
        `/api/books?limit=${PAGE}&offset=${offset}`,
        offset,
      ]);
    rows.push([
      `GET ?status=shelved&limit=${PAGE}&offset=${RECORDS - 2 * PAGE}`,
      `/api/books?status=shelved&limit=${PAGE}&offset=${RECORDS - 2 * PAGE}`,
      RECORDS - 2 * PAGE,
    ]);
    for (const [label, path, first] of rows) {
      const figures = await timeCall(`${served.url}${path}`, first);
      console.log(
        `  ${label.padEnd(48)} median ${figures.median.toFixed(2)} ms, slowest ${figures.max.toFixed(2)} ms${figures.median < TARGET_MS ? ' (met)' : ' (NOT met)'}`,
      );
    }
  } finally {
    await served.close();
  }
}

async function measure(
  name: string,
  client: SqlClient,
  schema: string,
  http = false,
): Promise<void> {
  const started = performance.now();
  const store = await seed(client, schema);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${name}: ${RECORDS.toLocaleString('en')} books seeded in ${seconds} s`);
  const near = RECORDS - 2 * PAGE;
  const last = near - 1;
  // The same table read by plain OFFSET from the start, however far the page is.
  const plain = new SqlRecordStore(client, {
    schema,
    spec: librarySpec(),
    farOffset: Number.POSITIVE_INFINITY,
  });
  const rows: [string, SqlRecordStore, PageOptions, number][] = [
    [
      `keyset: ${PAGE} after book ${last}`,
      store,
      { limit: PAGE, after: { createdAt: createdAt(last), id: bookId(last) } },
      near,
    ],
    [
      `newest first: offset ${PAGE}`,
      store,
      { limit: PAGE, offset: PAGE, direction: 'desc' },
      near + PAGE - 1,
    ],
  ];
  for (const offset of [near, RECORDS / 2, PAGE * 10]) {
    rows.push([`OFFSET ${offset}, from the start`, plain, { limit: PAGE, offset }, offset]);
    rows.push([`OFFSET ${offset}, from the nearer end`, store, { limit: PAGE, offset }, offset]);
  }
  for (const [label, reader, options, first] of rows) {
    const figures = await time(reader, options, first);
    const verdict = label.endsWith('from the start')
      ? ''
      : figures.median < TARGET_MS
        ? ' (met)'
        : ' (NOT met)';
    console.log(
      `  ${label.padEnd(38)} median ${figures.median.toFixed(2)} ms, slowest ${figures.max.toFixed(2)} ms${verdict}`,
    );
  }
  store.close();
  plain.close();
  if (http) {
    console.log(`  over HTTP, a list call answered by serve (startServe, node:http):`);
    await measureHttp(client, schema);
  }
}

/** Prints the time of a page near the end of 1,000,000 records, on PostgreSQL and PGlite. */
export default async function serveMillion(): Promise<void> {
  console.log(
    `a page of ${PAGE} near the end of ${RECORDS.toLocaleString('en')} books (target < ${TARGET_MS} ms)`,
  );
  const postgres = await startPostgres();
  try {
    const pg = openPostgres(await postgres.createDatabase('million'));
    try {
      await measure('PostgreSQL 15', pg, 'million', true);
    } finally {
      await pg.close();
    }
  } finally {
    await postgres.stop();
  }
  const pglite = await openPglite();
  try {
    await measure('PGlite (in memory)', pglite, 'public');
  } finally {
    await pglite.close();
  }
}
