// The mock backend, loaded on its own (`@specrun/runtime/backend`) when the app answers a spec's
// calls in the browser; the rules load apart again, with the first write. MSW's
// handlers for it load apart again (`@specrun/runtime/backend/msw`): MSW is large, and the page
// answers the first calls itself.
export { MockBackend } from './MockBackend.ts';
export type { MockBackendOptions, SeedOptions, SeedResult } from './MockBackend.ts';
export { seedRecords, SEED_ANCHOR } from './seedRecords.ts';
export type { SeededEntity, SeedRecord, SeedRecordsOptions } from './seedRecords.ts';
export { ASSUMPTION_HEADER, RECORD_HEADER, USER_HEADER } from '../calls/wireHeaders.ts';
export { errorAnswer } from './wireAnswer.ts';
export { callRequestOf, responseOf } from './CallExchange.ts';
export type { CallAnswer, CallRequest } from './CallExchange.ts';
export { pbkdf2Passwords, type PasswordHasher } from '../auth/passwordHash.ts';
export { TokenSigner } from '../auth/tokens.ts';
