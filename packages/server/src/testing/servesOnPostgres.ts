import type { Spec } from '@specrun/model';
import { openPostgres } from '../sql/openPostgres.ts';
import type { SqlClient } from '../sql/SqlClient.ts';
import { startServe, type RunningServe } from '../startServe.ts';
import { startPostgres, type TestPostgres } from './startPostgres.ts';

/** Servers of one spec on one PostgreSQL server, and how to stop them all. */
export interface ServesOnPostgres {
  servers: RunningServe[];
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL server and `count` servers of a spec on one of its schemas, each with a
 * connection pool of its own, as that many processes have them (`--dev`: sample users act by
 * the development header).
 */
export async function startServesOnPostgres(
  spec: Spec,
  schema: string,
  count = 2,
): Promise<ServesOnPostgres> {
  const postgres: TestPostgres = await startPostgres();
  const clients: SqlClient[] = [];
  const servers: RunningServe[] = [];
  const stop = async () => {
    for (const server of servers) await server.close();
    for (const client of clients) await client.close();
    await postgres.stop();
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const client = openPostgres(postgres.url);
      clients.push(client);
      servers.push(
        await startServe({
          spec,
          database: { kind: 'client', client, schema },
          port: 0,
          host: '127.0.0.1',
          dev: true,
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}
