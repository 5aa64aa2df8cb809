import type { SqlClient, SqlQuery } from './SqlClient.ts';

/**
 * Runs `work` in one transaction holding the schema's advisory lock, so that processes opening
 * one database at once make its tables one after the other: PostgreSQL's `IF NOT EXISTS` alone
 * lets two of them race to make the same table.
 */
export function withSchemaLock<T>(
  client: SqlClient,
  schema: string,
  work: (query: SqlQuery) => Promise<T>,
): Promise<T> {
  return client.transaction(async (query) => {
    await query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [`specrun:${schema}`]);
    return work(query);
  });
}
