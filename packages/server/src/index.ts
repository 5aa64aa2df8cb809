// The public surface of @specrun/server.
export type { SqlClient, SqlParams, SqlQuery, SqlRow } from './sql/SqlClient.ts';
export { openPglite } from './sql/openPglite.ts';
export { openPostgres } from './sql/openPostgres.ts';
export type { PostgresOptions } from './sql/openPostgres.ts';
export { SqlRecordStore } from './sql/SqlRecordStore.ts';
export type { SqlRecordStoreOptions } from './sql/SqlRecordStore.ts';
export type { Authenticator } from './auth/Authenticator.ts';
export {
  devHeaderAuthenticator,
  firstAuthenticated,
  signToken,
  tokenAuthenticator,
} from './auth/Authenticator.ts';
export { MIN_SECRET_LENGTH } from './auth/serverSecret.ts';
export { createHandler, HEALTH_PATH } from './http/createHandler.ts';
export type { HandlerOptions } from './http/createHandler.ts';
export { BODY_LIMIT, startHttpServer } from './http/startHttpServer.ts';
export type { HttpServer, HttpServerOptions, NodeHandler } from './http/startHttpServer.ts';
export { formatLogLine } from './http/RequestLog.ts';
export type { LogFormat, RequestLogEntry } from './http/RequestLog.ts';
export { redact, schemaOf, startServe } from './startServe.ts';
export type { RunningServe, ServeDatabase, ServeOptions } from './startServe.ts';
