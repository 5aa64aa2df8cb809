// Test helpers of @specrun/server, for its own tests, the CLI's and the benchmarks.
export { freePort, startPostgres } from './startPostgres.ts';
export type { TestPostgres } from './startPostgres.ts';
export { LIBRARY_SPEC, librarySpec } from './librarySpec.ts';
export { callServer } from './callServer.ts';
export { loadUntilAborted } from './loadUntilAborted.ts';
export type { CallAnswer } from './callServer.ts';
export { findShared, runRealWorldHurl, startProxy } from './realWorldHurl.ts';
