import postgres from 'postgres';
import type { SqlClient, SqlQuery, SqlRow } from './SqlClient.ts';

/** Options of `openPostgres`. */
export interface PostgresOptions {
  /** The most connections of the pool; default 10. */
  max?: number;
}

/**
 * Connects to a PostgreSQL server (`postgres://user@host:port/db`) through a postgres.js pool.
 * Connections open on the first query; a URL that reaches no server fails that query.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): SqlClient {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    // Every column is read as text by the stores: no parsing of dates, numbers or JSON here.
    transform: { undefined: null },
  });
  const run =
    (target: postgres.Sql | postgres.TransactionSql): SqlQuery =>
    async (text, params = []) => [...(await target.unsafe<SqlRow[]>(text, [...params]))];
  return {
    kind: 'postgres',
    query: run(sql),
    transaction: async (work) =>
      (await sql.begin((tx) => work(run(tx)))) as Awaited<ReturnType<typeof work>>,
    exclusive: async (keys, work) => {
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
    },
    listen: async (channel, onPayload) => {
      const request = await sql.listen(channel, onPayload);
      return () => request.unlisten();
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
