import { rowTotalStatement } from './rowCounts.ts';
import { quoteName, shortHash } from './sqlNames.ts';
import { SYSTEM_COLUMNS, type ColumnDesign, type TableDesign } from './TableDesign.ts';

/** The casts of the system columns' text parameters, in the order of `SYSTEM_COLUMNS`. */
const SYSTEM_CASTS = ['text', 'bigint', 'text', 'text', 'text', 'text', 'text'];

/** The SQL that reads and writes one entity's table, made once per design. */
export interface TableStatements {
  /** The quoted, schema-qualified table. */
  table: string;
  /** The SELECT list that reads a row as a record (`selectList`). */
  select: string;
  /** A partial index of the rows with values that fit no column, so they are found at once. */
  extraIndex: string;
  /**
   * A condition, true when a row's `extra` holds one of `texts` texts, the parameters numbered
   * from `first` (through the partial index of the rows with `extra`).
   */
  extraHolds(first: number, texts: number): string;
  create: string;
  byCreation: string;
  /** `$1` id. */
  get: string;
  /** `$1` limit, `$2` offset. */
  page: { asc: string; desc: string };
  /**
   * The rows whose places (created_at, id) a condition (`WHERE …`, or empty) and a cut (`LIMIT …
   * OFFSET …`) keep, in creation order one way or the other: the places are read from an index
   * alone, so the entries an OFFSET skips cost no row, then each row by id. `also`: one more
   * column of the SELECT list (`… AS name`).
   */
  byPlaces(where: string, direction: 'asc' | 'desc', cut: string, also?: string): string;
  /** Keyset pages: the rows past `($3, $4)` (created_at, id) in each direction. */
  pageAfter: { asc: string; desc: string };
  list: string;
  /** The rows that meet a condition (with its own parameters), in creation order. */
  where(condition: string): string;
  count: string;
  /** The count of the rows as the database keeps it (`rowCounts`), when it does: one row `n`. */
  total: { text: string; params: [string] };
  /** The row's parameters; answers the id when no row with it was stored. */
  insert: string;
  /** The row's parameters, then the version it replaces; answers the id when it was stored. */
  update: string;
  /** `$1`: a JSON array of rows, each an array of the row's parameters. */
  upsertMany: string;
  /** `$1` id; answers the id when it was stored. */
  remove: string;
  addColumn(column: ColumnDesign): string;
}

/** The statements of a table; `schema` quoted in them. */
export function tableStatements(
  schema: string,
  design: TableDesign,
  select: string,
): TableStatements {
  const table = `${quoteName(schema)}.${quoteName(design.table)}`;
  const columns = [...SYSTEM_COLUMNS, ...design.columns.map((c) => c.column)].map(quoteName);
  const casts = [...SYSTEM_CASTS, ...design.columns.map((c) => c.type)];
  const params = casts.map((cast, i) => `$${i + 1}::text${cast === 'text' ? '' : `::${cast}`}`);
  const fromJson = casts.map((cast, i) => `(r->>${i})${cast === 'text' ? '' : `::${cast}`}`);
  const assign = columns.slice(1).map((c, i) => `${c} = ${params[i + 1]}`);
  const fieldColumns = design.columns.map((c) => `, ${quoteName(c.column)} ${c.type}`).join('');
  const order = 'ORDER BY created_at, id';
  const cut = 'LIMIT $1::text::bigint OFFSET $2::text::bigint';
  // A page's places are read from the index alone (the rows an OFFSET skips are never read),
  // then each of its rows by id; LIMIT 1 keeps the planner from joining the whole table.
  const byPlaces = (
    where: string,
    direction: 'asc' | 'desc',
    rest: string,
    also?: string,
  ): string => {
    const way = direction === 'asc' ? '' : ' DESC';
    return `SELECT found.*${also === undefined ? '' : `, ${also}`} FROM (SELECT id AS page_id, created_at AS page_at FROM ${table} ${where} ORDER BY created_at${way}, id${way} ${rest}) AS page CROSS JOIN LATERAL (SELECT ${select} FROM ${table} WHERE id = page.page_id LIMIT 1) AS found ORDER BY page.page_at${way}, page.page_id${way}`;
  };
  return {
    table,
    select,
    extraIndex: `CREATE INDEX IF NOT EXISTS ${quoteName(`ix_${shortHash(`${design.table}\u0000extra`)}`)} ON ${table} (id) WHERE extra IS NOT NULL`,
    // ORDER BY id LIMIT 1 in a scalar subquery (EXISTS would drop both) makes the partial index
    // of the rows with `extra` the plan even before statistics: a seq scan costs every row.
    extraHolds: (first, texts) =>
      `((SELECT true FROM ${table} WHERE extra IS NOT NULL AND (${Array.from(
        { length: texts },
        (_, i) => `strpos(extra, $${first + i}::text) > 0`,
      ).join(' OR ')}) ORDER BY id LIMIT 1) IS NOT NULL)`,
    create: `CREATE TABLE IF NOT EXISTS ${table} (id text COLLATE "C" PRIMARY KEY, version bigint NOT NULL, created_at text COLLATE "C" NOT NULL, updated_at text NOT NULL, aside text, history text, extra text${fieldColumns})`,
    byCreation: `CREATE INDEX IF NOT EXISTS ${quoteName(`ix_${shortHash(design.table)}`)} ON ${table} (created_at, id)`,
    get: `SELECT ${select} FROM ${table} WHERE id = $1::text`,
    page: {
      asc: byPlaces('', 'asc', cut),
      desc: byPlaces('', 'desc', cut),
    },
    // A row comparison in the columns' own collation ("C") is one range of (created_at, id).
    pageAfter: {
      asc: byPlaces(
        `WHERE (created_at, id) > ($3::text COLLATE "C", $4::text COLLATE "C")`,
        'asc',
        cut,
      ),
      desc: byPlaces(
        `WHERE (created_at, id) < ($3::text COLLATE "C", $4::text COLLATE "C")`,
        'desc',
        cut,
      ),
    },
    byPlaces,
    list: `SELECT ${select} FROM ${table} ${order}`,
    where: (condition) => `SELECT ${select} FROM ${table} WHERE ${condition} ${order}`,
    count: `SELECT count(*)::text AS n FROM ${table}`,
    total: { text: rowTotalStatement(schema), params: [design.table] },
    insert: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${params.join(', ')}) ON CONFLICT (id) DO NOTHING RETURNING id`,
    update: `UPDATE ${table} SET ${assign.join(', ')} WHERE id = $1::text AND version = $${params.length + 1}::text::bigint RETURNING id`,
    upsertMany: `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${fromJson.join(', ')} FROM json_array_elements($1::text::json) AS r ON CONFLICT (id) DO UPDATE SET ${columns
      .slice(1)
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', ')}`,
    remove: `DELETE FROM ${table} WHERE id = $1::text RETURNING id`,
    addColumn: (column) =>
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${quoteName(column.column)} ${column.type}`,
  };
}
