import { openPostgres } from './sql/openPostgres.ts';
import type { SqlClient } from './sql/SqlClient.ts';
import { describeRealWorld } from './testing/realWorldSuite.ts';
import { startPostgres, type TestPostgres } from './testing/startPostgres.ts';

// The same suite on a real PostgreSQL 15 server, the database `serve --database` runs at scale.
let postgres: TestPostgres | undefined;
let client: SqlClient | undefined;

describeRealWorld(
  'specrun serve examples/conduit.md, on PostgreSQL',
  async () => {
    postgres = await startPostgres();
    client = openPostgres(await postgres.createDatabase('conduit'));
    return { kind: 'client', client, schema: 'conduit' };
  },
  async () => {
    await client?.close();
    await postgres?.stop();
  },
);
