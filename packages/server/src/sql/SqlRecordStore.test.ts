import { recordStoreContract } from '@specrun/runtime/storage/contract';
import { beforeAll } from 'vitest';
import { freshSchema, testPglite } from '../testing/testPglite.ts';
import type { SqlClient } from './SqlClient.ts';
import { SqlRecordStore } from './SqlRecordStore.ts';
import { sqlStoreBehaviour } from '../testing/sqlStoreBehaviour.ts';
import { contractSpec } from '../testing/contractSpec.ts';
import { farPagesBehaviour } from '../testing/farPagesBehaviour.ts';

let client: SqlClient;
beforeAll(async () => {
  client = await testPglite();
});

recordStoreContract('PGlite', () => new SqlRecordStore(client, { schema: freshSchema() }));
recordStoreContract(
  'PGlite, a column per field',
  () => new SqlRecordStore(client, { schema: freshSchema(), spec: contractSpec() }),
);

sqlStoreBehaviour('PGlite', () => client);
farPagesBehaviour('PGlite', () => client);
