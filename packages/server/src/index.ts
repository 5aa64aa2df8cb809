// The public surface of @specrun/server.
export type { SqlClient } from './sql/SqlClient.ts';
export { openPglite } from './sql/openPglite.ts';
export { defaultPoolSize, openPostgres } from './sql/openPostgres.ts';
export { SqlRecordStore } from './sql/SqlRecordStore.ts';
export { EventStream } from './http/EventStream.ts';
export type { NodeHandler } from './http/startHttpServer.ts';
export { EVENTS_PATH, redact, startServe } from './startServe.ts';
export type { RunningServe, ServeDatabase } from './startServe.ts';
