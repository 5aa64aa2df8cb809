import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlQuery, SqlRow } from './SqlClient.ts';

/**
 * Opens PGlite, PostgreSQL compiled to WebAssembly and run in this process: in `dataDir` (made
 * when missing), or in memory without one. Only one process may open a data folder at a time.
 */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const db = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  const run =
    (target: Pick<PGlite, 'query'>): SqlQuery =>
    async (text, params = []) =>
      (await target.query<SqlRow>(text, [...params])).rows;
  return {
    kind: 'pglite',
    query: run(db),
    transaction: (work) => db.transaction((tx) => work(run(tx))),
    // One process holds a PGlite database: its caller keeps such work one at a time.
    exclusive: (_keys, work) => work(),
    listen: async (channel, onPayload) => {
      const stop = await db.listen(channel, onPayload);
      return () => stop();
    },
    close: () => db.close(),
  };
}
