// A process that closes its pool (or its server) while queries are under way ends by itself: no
// connection is left open behind the closed pool.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../testing/startPostgres.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../test/fixtures/closeUnderLoad.ts', import.meta.url));

let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startPostgres();
});

afterAll(async () => {
  await postgres?.stop();
});

/** Runs the script in a process of its own; rejects when it has not ended within 30 s. */
const closeUnderLoad = (mode: 'pool' | 'serve') =>
  run(process.execPath, ['--import', 'tsx', SCRIPT, mode, postgres.url], {
    timeout: 30_000,
    killSignal: 'SIGKILL',
  });

describe('closing under load on PostgreSQL', () => {
  it('answers the queries waiting for a connection, then ends the process by itself', async () => {
    const { stdout } = await closeUnderLoad('pool');
    expect(stdout.trim()).toBe('closed; 60 of 60 queries answered');
  });

  it('ends a served process by itself after clients went away mid-answer', async () => {
    const { stdout } = await closeUnderLoad('serve');
    expect(stdout.trim()).toBe('closed');
  });
});
