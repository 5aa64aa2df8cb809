// The public surface of @specrun/server.
export type { SqlClient, SqlParams, SqlQuery, SqlRow } from './sql/SqlClient.ts';
export { openPglite } from './sql/openPglite.ts';
export { openPostgres } from './sql/openPostgres.ts';
export type { PostgresOptions } from './sql/openPostgres.ts';
export { SqlRecordStore } from './sql/SqlRecordStore.ts';
export type { SqlRecordStoreOptions } from './sql/SqlRecordStore.ts';
