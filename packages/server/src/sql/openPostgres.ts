import { availableParallelism } from 'node:os';
import postgres from 'postgres';
import type { SqlClient, SqlQuery, SqlRow } from './SqlClient.ts';

/** How long a close waits for the queries under way, then for the pool to end, in seconds. */
const CLOSE_TIMEOUT_S = 5;

/** Options of `openPostgres`. */
export interface PostgresOptions {
  /** The most connections of the pool; default `defaultPoolSize()`. */
  max?: number;
}

/**
 * The most connections a pool opens unless told otherwise: twice this machine's cores, from 4 to
 * 10. postgres.js sends the queries that find every connection busy down one already in use, in
 * one write with those before them; each more connection is another server process that the
 * machine's cores take turns on.
 */
export function defaultPoolSize(): number {
  return Math.min(10, Math.max(4, 2 * availableParallelism()));
}

/**
 * Connects to a PostgreSQL server (`postgres://user@host:port/db`) through a postgres.js pool.
 * Connections open on the first query; a URL that reaches no server fails that query. Closing
 * lets the queries under way finish first (for at most 5 s each wait).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): SqlClient {
  const sql = postgres(url, {
    max: options.max ?? defaultPoolSize(),
    onnotice: () => undefined,
    // Every column is read as text by the stores: no parsing of dates, numbers or JSON here.
    transform: { undefined: null },
  });
  const run =
    (target: postgres.Sql | postgres.TransactionSql): SqlQuery =>
    async (text, params = []) => [
      ...(await target.unsafe<SqlRow[]>(text, [...params], { prepare: true })),
    ];
  // A query still waiting for a connection when the pool ends is run by postgres.js on a new
  // connection that nothing ends (3.4), which keeps the process alive: close waits for them.
  let running = 0;
  let idle: (() => void) | undefined;
  const tracked = async <T>(work: () => Promise<T>): Promise<T> => {
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      if (running === 0) idle?.();
    }
  };
  return {
    kind: 'postgres',
    query: (text, params) => tracked(() => run(sql)(text, params)),
    transaction: (work) =>
      tracked(
        async () => (await sql.begin((tx) => work(run(tx)))) as Awaited<ReturnType<typeof work>>,
      ),
    exclusive: (keys, work) =>
      tracked(async () => {
        const reserved = await sql.reserve();
        try {
          for (const key of keys)
            await reserved.unsafe(
              "SELECT pg_advisory_lock(hashtext('specrun'), hashtext($1::text))",
              [key],
            );
          return await work();
        } finally {
          // A connection that broke has lost its locks with its session.
          await reserved.unsafe('SELECT pg_advisory_unlock_all()').catch(() => undefined);
          reserved.release();
        }
      }),
    listen: async (channel, onPayload) => {
      const request = await sql.listen(channel, onPayload);
      return () => request.unlisten();
    },
    close: async () => {
      if (running > 0)
        await new Promise<void>((resolve) => {
          idle = resolve;
          setTimeout(resolve, CLOSE_TIMEOUT_S * 1000).unref();
        });
      await sql.end({ timeout: CLOSE_TIMEOUT_S });
    },
  };
}
