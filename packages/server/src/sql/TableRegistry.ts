import type { Entity, Spec } from '@specrun/model';
import { selectList } from './recordRows.ts';
import { sqlErrorInfo, type SqlClient, type SqlQuery } from './SqlClient.ts';
import { withSchemaLock } from './schemaLock.ts';
import { quoteName } from './sqlNames.ts';
import { tableStatements, type TableStatements } from './tableStatements.ts';
import { COLUMN_TYPES } from './columnTypes.ts';
import {
  extendDesign,
  newTableDesign,
  REGISTRY_PREFIX,
  type ColumnDesign,
  type TableDesign,
} from './TableDesign.ts';
import { filterIndexes, type FilterIndex } from './filterIndexes.ts';
import { countRows, makeRowCounts } from './rowCounts.ts';
import { uniqueIndexes, type UniqueIndex } from './uniqueIndexes.ts';

/** One entity's table as a store uses it: its design, statements and unique indexes. */
export interface EntityTable {
  design: TableDesign;
  sql: TableStatements;
  uniques: UniqueIndex[];
  filters: FilterIndex[];
  /** Whether the database keeps the count of its rows (`rowCounts`), so that it is read at once. */
  counted: boolean;
}

/**
 * The tables of one schema and the registry that tells which table and columns each entity
 * has, so that a table made for an earlier version of a spec is read with the columns it has.
 * Tables are made (and given columns for new fields) under an advisory lock, so that two
 * processes opening one database at once make each table once.
 */
export class TableRegistry {
  private readonly tables = new Map<string, EntityTable>();
  private readonly making = new Map<string, Promise<EntityTable>>();
  private readonly registry: string;
  /** What the database could not take of the spec, in words (a unique index over duplicates). */
  readonly problems: string[] = [];

  constructor(
    private readonly client: SqlClient,
    readonly schema: string,
    private spec: Spec | undefined,
  ) {
    this.registry = `${quoteName(schema)}.${quoteName(`${REGISTRY_PREFIX}tables`)}`;
  }

  /** The meta table's quoted name. */
  get meta(): string {
    return `${quoteName(this.schema)}.${quoteName(`${REGISTRY_PREFIX}meta`)}`;
  }

  /**
   * Makes the schema, the registry and, for the spec (`spec`, else the one given before), a
   * table for each of its entities with a column for each field it has none for yet; then the
   * unique indexes its rules ask for.
   */
  async open(spec?: Spec): Promise<void> {
    // A spec the database refuses leaves the tables as they were: the transaction rolls back,
    // and this process goes back to what it knew.
    const before = { spec: this.spec, tables: new Map(this.tables) };
    if (spec) this.spec = spec;
    try {
      await this.shapeAll();
    } catch (error) {
      this.spec = before.spec;
      this.tables.clear();
      for (const [entity, table] of before.tables) this.tables.set(entity, table);
      throw error;
    }
    this.problems.length = 0;
    for (const table of this.tables.values()) await this.makeIndexes(table);
  }

  /** Makes the schema, the registry and each entity's table, in one locked transaction. */
  private async shapeAll(): Promise<void> {
    await this.locked(async (query) => {
      await query(`CREATE SCHEMA IF NOT EXISTS ${quoteName(this.schema)}`);
      await query(
        `CREATE TABLE IF NOT EXISTS ${this.registry} (entity text PRIMARY KEY, table_name text NOT NULL UNIQUE, columns text NOT NULL)`,
      );
      await query(
        `CREATE TABLE IF NOT EXISTS ${this.meta} (key text PRIMARY KEY, value text NOT NULL)`,
      );
      for (const row of await query(`SELECT entity, table_name, columns FROM ${this.registry}`))
        this.remember(designOf(row));
      await makeRowCounts(query, this.schema);
      for (const entity of this.spec?.entities ?? [])
        await this.shape(query, entity.name, entity.fields);
      for (const table of this.tables.values()) await this.count(query, table);
    });
  }

  /** The table of an entity, when the database has one (asked again when this process has none). */
  async find(entity: string): Promise<EntityTable | undefined> {
    const known = this.tables.get(entity);
    if (known) return known;
    const [row] = await this.client.query(
      `SELECT entity, table_name, columns FROM ${this.registry} WHERE entity = $1::text`,
      [entity],
    );
    return row ? this.remember(designOf(row)) : undefined;
  }

  /** The table of an entity, made when the database has none. */
  async ensure(entity: string): Promise<EntityTable> {
    const known = this.tables.get(entity);
    if (known) return known;
    let making = this.making.get(entity);
    if (!making) {
      making = this.locked((query) => this.shape(query, entity, this.fieldsOf(entity))).finally(
        () => this.making.delete(entity),
      );
      this.making.set(entity, making);
    }
    const table = await making;
    await this.makeIndexes(table);
    return table;
  }

  /** Every table the registry lists (of entities stored now or before). */
  async all(): Promise<EntityTable[]> {
    for (const row of await this.client.query(
      `SELECT entity, table_name, columns FROM ${this.registry}`,
    ))
      if (!this.tables.has(String(row.entity))) this.remember(designOf(row));
    return [...this.tables.values()];
  }

  /** The unique index a constraint name names, of any table. */
  uniqueNamed(name: string): UniqueIndex | undefined {
    for (const table of this.tables.values()) {
      const found = table.uniques.find((u) => u.name === name);
      if (found) return found;
    }
    return undefined;
  }

  private fieldsOf(entity: string): Entity['fields'] {
    return this.spec?.entities.find((e) => e.name === entity)?.fields ?? [];
  }

  /** Makes or extends the table of an entity, inside the caller's locked transaction. */
  private async shape(
    query: SqlQuery,
    entity: string,
    fields: Entity['fields'],
  ): Promise<EntityTable> {
    const [row] = await query(
      `SELECT entity, table_name, columns FROM ${this.registry} WHERE entity = $1::text`,
      [entity],
    );
    if (!row) {
      const taken = new Set(
        (await query(`SELECT table_name FROM ${this.registry}`)).map((r) => String(r.table_name)),
      );
      const design = newTableDesign(entity, fields, taken);
      const table = this.remember(design);
      await query(table.sql.create);
      await query(table.sql.byCreation);
      await this.register(query, design);
      await this.count(query, table);
      return table;
    }
    const { design, added } = extendDesign(designOf(row), fields);
    const table = this.remember(design);
    for (const column of added) await query(table.sql.addColumn(column));
    if (added.length > 0) {
      await this.register(query, design);
      await moveIntoColumns(query, table, added);
    }
    await this.count(query, table);
    return table;
  }

  /** Has the database count the table's rows, inside the caller's locked transaction. */
  private async count(query: SqlQuery, table: EntityTable): Promise<void> {
    if (table.counted) return;
    await countRows(query, this.schema, table.design.table, table.sql.table);
    table.counted = true;
  }

  private async register(query: SqlQuery, design: TableDesign): Promise<void> {
    await query(
      `INSERT INTO ${this.registry} (entity, table_name, columns) VALUES ($1::text, $2::text, $3::text) ON CONFLICT (entity) DO UPDATE SET columns = EXCLUDED.columns`,
      [design.entity, design.table, JSON.stringify(design.columns)],
    );
  }

  private remember(design: TableDesign): EntityTable {
    const sql = tableStatements(this.schema, design, selectList(design));
    const table = {
      design,
      sql,
      uniques: this.spec ? uniqueIndexes(this.spec, design) : [],
      filters: this.spec ? filterIndexes(this.spec, design) : [],
      counted: this.tables.get(design.entity)?.counted ?? false,
    };
    this.tables.set(design.entity, table);
    return table;
  }

  /**
   * The indexes of a table: those its lists are filtered by, and its unique ones (one that
   * stored duplicates prevent is reported, not made).
   */
  private async makeIndexes(table: EntityTable): Promise<void> {
    await this.locked((query) => query(table.sql.extraIndex));
    for (const filter of table.filters)
      await this.locked((query) =>
        query(
          `CREATE INDEX IF NOT EXISTS ${quoteName(filter.name)} ON ${table.sql.table} (${quoteName(filter.column)}, created_at, id)`,
        ),
      );
    for (const unique of table.uniques) {
      try {
        await this.locked((query) =>
          query(
            `CREATE UNIQUE INDEX IF NOT EXISTS ${quoteName(unique.name)} ON ${table.sql.table} (${quoteName(unique.column)})`,
          ),
        );
      } catch (error) {
        const problem = `${table.design.entity}.${unique.field} is not held unique by the database: ${
          sqlErrorInfo(error).code === '23505'
            ? 'stored records already share a value'
            : error instanceof Error
              ? error.message
              : String(error)
        }; the rules still check each write.`;
        if (!this.problems.includes(problem)) this.problems.push(problem);
      }
    }
  }

  private locked<T>(work: (query: SqlQuery) => Promise<T>): Promise<T> {
    return withSchemaLock(this.client, this.schema, work);
  }
}

/**
 * Moves the values that fields new to the table held in `extra` (written while they had no
 * column) into their new columns, where they fit, so that indexes and filters see them.
 */
async function moveIntoColumns(
  query: SqlQuery,
  table: EntityTable,
  added: readonly ColumnDesign[],
): Promise<void> {
  const rows = await query(`SELECT id, extra FROM ${table.sql.table} WHERE extra IS NOT NULL`);
  for (const row of rows) {
    const extra = JSON.parse(String(row.extra)) as Record<string, unknown>;
    const moved = added.filter(
      (c) => c.field in extra && COLUMN_TYPES[c.type].fits(extra[c.field]),
    );
    if (moved.length === 0) continue;
    const params: (string | null)[] = [String(row.id)];
    const sets = moved.map((column, i) => {
      params.push(COLUMN_TYPES[column.type].encode(extra[column.field]));
      delete extra[column.field];
      const cast = column.type === 'text' ? '' : `::${column.type}`;
      return `${quoteName(column.column)} = $${i + 3}::text${cast}`;
    });
    params.splice(1, 0, Object.keys(extra).length > 0 ? JSON.stringify(extra) : null);
    await query(
      `UPDATE ${table.sql.table} SET extra = $2::text, ${sets.join(', ')} WHERE id = $1::text`,
      params,
    );
  }
}

function designOf(row: Record<string, string | null>): TableDesign {
  return {
    entity: String(row.entity),
    table: String(row.table_name),
    columns: JSON.parse(String(row.columns)) as TableDesign['columns'],
  };
}
