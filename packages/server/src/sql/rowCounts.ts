import type { SqlQuery } from './SqlClient.ts';
import { quoteName } from './sqlNames.ts';
import { REGISTRY_PREFIX } from './TableDesign.ts';

/**
 * How many connections' own rows the counts of a table are spread over: a write adds to the
 * row of its connection's slot, so that concurrent writers rarely wait for one another.
 */
const SLOTS = 64;

/** The quoted, schema-qualified table that holds the row counts of a schema's tables. */
export function rowCountsTable(schema: string): string {
  return `${quoteName(schema)}.${quoteName(`${REGISTRY_PREFIX}counts`)}`;
}

/** `$1` a table's name (unquoted): its rows, counted, as text `n`. */
export function rowTotalStatement(schema: string): string {
  return `SELECT coalesce(sum(n), 0)::text AS n FROM ${rowCountsTable(schema)} WHERE table_name = $1::text`;
}

/** The trigger function of a schema that keeps its counts, quoted and schema-qualified. */
function countingFunction(schema: string): string {
  return `${quoteName(schema)}.${quoteName(`${REGISTRY_PREFIX}count_rows`)}`;
}

/**
 * Makes the schema's counts table and the trigger function that keeps it: each statement that
 * inserts or deletes rows of a counted table adds how many to its connection's slot, in the
 * statement's own transaction, so that any snapshot sees counts that match its rows.
 */
export async function makeRowCounts(query: SqlQuery, schema: string): Promise<void> {
  const counts = rowCountsTable(schema);
  await query(
    `CREATE TABLE IF NOT EXISTS ${counts} (table_name text NOT NULL, slot integer NOT NULL, n bigint NOT NULL, PRIMARY KEY (table_name, slot))`,
  );
  await query(`CREATE OR REPLACE FUNCTION ${countingFunction(schema)}() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM ${counts} WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO ${counts} AS c (table_name, slot, n) VALUES (TG_TABLE_NAME, pg_backend_pid() % ${SLOTS}, delta)
      ON CONFLICT (table_name, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$body$`);
}

/**
 * Counts the rows of a table from now on (`makeRowCounts` first), unless its triggers already
 * do: the table is locked against writes while its present rows are counted and the triggers
 * made, so that no write falls between the two. Runs in the caller's transaction.
 */
export async function countRows(
  query: SqlQuery,
  schema: string,
  tableName: string,
  table: string,
): Promise<void> {
  const insertTrigger = `${REGISTRY_PREFIX}count_insert`;
  const [found] = await query(
    `SELECT count(*)::text AS n FROM pg_trigger WHERE tgrelid = $1::text::regclass AND tgname = $2::text`,
    [table, insertTrigger],
  );
  if (found?.n === '1') return;
  const counts = rowCountsTable(schema);
  const counting = countingFunction(schema);
  await query(`LOCK TABLE ${table} IN SHARE MODE`);
  await query(`DELETE FROM ${counts} WHERE table_name = $1::text`, [tableName]);
  await query(
    `INSERT INTO ${counts} (table_name, slot, n) SELECT $1::text, -1, count(*) FROM ${table}`,
    [tableName],
  );
  await query(
    `CREATE TRIGGER ${quoteName(insertTrigger)} AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${counting}()`,
  );
  await query(
    `CREATE TRIGGER ${quoteName(`${REGISTRY_PREFIX}count_delete`)} AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${counting}()`,
  );
  await query(
    `CREATE TRIGGER ${quoteName(`${REGISTRY_PREFIX}count_truncate`)} AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${counting}()`,
  );
}
