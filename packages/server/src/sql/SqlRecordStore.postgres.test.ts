// The same suites as on PGlite, on a real PostgreSQL 15 server started for this file.
import { recordStoreContract } from '@specrun/runtime/storage/contract';
import { afterAll, beforeAll } from 'vitest';
import { contractSpec } from '../testing/contractSpec.ts';
import { farPagesBehaviour } from '../testing/farPagesBehaviour.ts';
import { sqlStoreBehaviour } from '../testing/sqlStoreBehaviour.ts';
import { startPostgres, type TestPostgres } from '../testing/startPostgres.ts';
import { freshSchema } from '../testing/testPglite.ts';
import { openPostgres } from './openPostgres.ts';
import type { SqlClient } from './SqlClient.ts';
import { SqlRecordStore } from './SqlRecordStore.ts';

let server: TestPostgres;
let client: SqlClient;

beforeAll(async () => {
  server = await startPostgres();
  client = openPostgres(server.url);
});

afterAll(async () => {
  await client?.close();
  await server?.stop();
});

recordStoreContract('PostgreSQL', () => new SqlRecordStore(client, { schema: freshSchema() }));
recordStoreContract(
  'PostgreSQL, shared',
  () => new SqlRecordStore(client, { schema: freshSchema(), shared: true }),
);
recordStoreContract(
  'PostgreSQL, a column per field',
  () => new SqlRecordStore(client, { schema: freshSchema(), spec: contractSpec() }),
);
sqlStoreBehaviour('PostgreSQL', () => client);
farPagesBehaviour('PostgreSQL', () => client);
