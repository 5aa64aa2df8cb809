import { randomBytes } from 'node:crypto';
import type { SqlClient } from '../sql/SqlClient.ts';
import { withSchemaLock } from '../sql/schemaLock.ts';
import { quoteName } from '../sql/sqlNames.ts';

/** The shortest `--secret` taken: HS256 needs a key of at least 256 bits. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs tokens: `given` (`--secret`), else a random key made once and kept in the
 * database itself (the data folder, for PGlite), so that every process on one database and
 * every restart signs and reads the same tokens. Throws when `given` is too short.
 */
export async function serverSecret(
  client: SqlClient,
  schema: string,
  given?: string,
): Promise<Uint8Array> {
  if (given !== undefined) {
    if (given.length < MIN_SECRET_LENGTH)
      throw new Error(`--secret must be at least ${MIN_SECRET_LENGTH} characters long`);
    return new TextEncoder().encode(given);
  }
  const table = `${quoteName(schema)}.${quoteName('_specrun_secret')}`;
  // Of two processes starting at once, the first makes the key and both read it.
  await withSchemaLock(client, schema, async (query) => {
    await query(`CREATE TABLE IF NOT EXISTS ${table} (id int PRIMARY KEY, key text NOT NULL)`);
    await query(`INSERT INTO ${table} (id, key) VALUES (1, $1::text) ON CONFLICT (id) DO NOTHING`, [
      randomBytes(32).toString('hex'),
    ]);
  });
  const [row] = await client.query(`SELECT key FROM ${table} WHERE id = 1`);
  if (!row?.key) throw new Error('the server secret could not be kept in the database');
  return Uint8Array.from(Buffer.from(row.key, 'hex'));
}
