import { openPglite } from '../sql/openPglite.ts';
import type { SqlClient } from '../sql/SqlClient.ts';

let shared: Promise<SqlClient> | undefined;
let schemas = 0;

/**
 * The test process's one PGlite, in memory (it takes seconds to start): tests keep apart by
 * giving each store a schema of its own (`freshSchema`).
 */
export function testPglite(): Promise<SqlClient> {
  shared ??= openPglite();
  return shared;
}

/** A schema name no other test of this process uses. */
export function freshSchema(prefix = 'test'): string {
  schemas += 1;
  return `${prefix}_${process.pid}_${schemas}`;
}
