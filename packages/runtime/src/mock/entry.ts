// The mock backend, loaded on its own (`@specrun/runtime/mock`) when the app answers a spec's
// calls in the browser: it brings MSW and the rules, which the first screen does not need.
export { MockBackend } from './MockBackend.ts';
export type { MockBackendOptions, SeedOptions, SeedResult } from './MockBackend.ts';
export { mockHandlers } from './mockHandlers.ts';
export type { MockHandlersOptions } from './mockHandlers.ts';
export { seedRecords, SEED_ANCHOR } from './seedRecords.ts';
export type { SeededEntity, SeedRecord, SeedRecordsOptions } from './seedRecords.ts';
export { ASSUMPTION_HEADER, RECORD_HEADER, USER_HEADER } from '../calls/wireHeaders.ts';
