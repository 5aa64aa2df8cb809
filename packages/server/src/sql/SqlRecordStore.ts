import { randomUUID } from 'node:crypto';
import type { Spec } from '@specrun/model';
import {
  abortError,
  answerRecordQuery,
  checkPageOptions,
  checkRecordQuery,
  CHUNK_SIZE,
  holdsValues,
  inIdOrder,
  isPastCursor,
  StoreRefusal,
  type PageOptions,
  type PutManyOptions,
  type QueriedPage,
  type RecordQuery,
  type RecordStore,
  type StoreChange,
  type StoredRecord,
} from '@specrun/runtime';
import { plainText } from './columnTypes.ts';
import { fromOtherEnd, queryStatements } from './queryStatements.ts';
import { recordOf, recordParams } from './recordRows.ts';
import { quoteName } from './sqlNames.ts';
import {
  sqlErrorInfo,
  UNIQUE_VIOLATION,
  type SqlClient,
  type SqlQuery,
  type SqlRow,
} from './SqlClient.ts';
import { TableRegistry, type EntityTable } from './TableRegistry.ts';

/** Options of a `SqlRecordStore`. */
export interface SqlRecordStoreOptions {
  /** The schema its tables live in, made when missing; default `public`. */
  schema?: string;
  /**
   * The spec whose entities get a table each, with a column per field and the unique indexes
   * of its rules; default none (each entity's table is made on its first write, its values
   * kept as JSON).
   */
  spec?: Spec;
  /**
   * Whether other processes write to the same database: then each write is announced to them
   * (NOTIFY, in the write's own transaction) and theirs are heard (LISTEN), so that subscribers
   * such as the rules' indexes follow them. Default false.
   */
  shared?: boolean;
  /**
   * The offset from which a page (with no place to start after) is read from the nearer end of
   * its list, when the list's length is known at once (the count the database keeps of a table
   * with no filter, or a count the query asks for anyway); default 5,000.
   */
  farOffset?: number;
}

/** Below this offset a page skips so few index entries that reading from the start is cheaper. */
const FAR_OFFSET = 5000;

/** The channel on which shared stores announce their writes. */
const CHANNEL = 'specrun_changes';

/** How long a store waits to hear its own mark on the channel before it gives up on a write. */
const HEAR_TIMEOUT_MS = 10_000;

/** The largest notification payload PostgreSQL takes is 8000 bytes; beyond it, name no ids. */
const MAX_PAYLOAD = 7000;

/**
 * A `RecordStore` in a PostgreSQL database: PGlite in the process or a PostgreSQL server
 * (docs/serve.md). Each entity has a table with a column per field; each write is one
 * statement or one transaction; `put` writes only over the version it replaces
 * (`UPDATE … WHERE id = $1 AND version = $2`) and refuses with CONFLICT otherwise; a value a
 * unique index holds is refused with its rule's code. Records come back exactly as they were
 * put: a value that does not fit its column is kept as JSON beside the columns.
 */
export class SqlRecordStore implements RecordStore {
  /** Settles once the schema and tables are ready; every read and write waits for it. */
  readonly ready: Promise<void>;
  private readonly registry: TableRegistry;
  private readonly listeners = new Set<(change: StoreChange) => void>();
  private readonly shared: boolean;
  private readonly farOffset: number;
  /** This store's name in its notifications, so that it does not hear its own writes twice. */
  private readonly tag = randomUUID();
  private stopListening: Promise<(() => Promise<void>) | undefined> | undefined;
  private readonly schema: string;
  /** The marks this store sent on the channel and waits to hear, each with what it resolves. */
  private readonly awaiting = new Map<string, () => void>();
  private marks = 0;

  constructor(
    private readonly client: SqlClient,
    options: SqlRecordStoreOptions = {},
  ) {
    this.schema = options.schema ?? 'public';
    this.registry = new TableRegistry(client, this.schema, options.spec);
    this.shared = options.shared ?? false;
    this.farOffset = Math.max(options.farOffset ?? FAR_OFFSET, 1);
    this.ready = this.registry.open();
    // A store that cannot open fails each read and write with the reason; this keeps the
    // rejection from going unhandled when nothing reads.
    this.ready.catch(() => undefined);
    if (this.shared) this.stopListening = this.listenToOthers();
  }

  /** What the database could not take of the spec, in words; empty when all went in. */
  get problems(): readonly string[] {
    return this.registry.problems;
  }

  /**
   * Takes a new version of the spec: tables for new entities, columns for new fields, indexes
   * for new unique rules. Nothing is dropped: a field that is gone keeps its column.
   */
  async adopt(spec: Spec): Promise<void> {
    await this.ready;
    await this.registry.open(spec);
  }

  async list(entity: string): Promise<StoredRecord[]> {
    const table = await this.find(entity);
    if (!table) return [];
    return (await this.client.query(table.sql.list)).map((row) => recordOf(table.design, row));
  }

  async listPage(entity: string, options: PageOptions): Promise<StoredRecord[]> {
    const { limit, offset, direction, after } = checkPageOptions(options);
    const table = await this.find(entity);
    if (!table) return [];
    const page = [String(limit), String(offset)];
    if (after && !(plainText(after.createdAt) && plainText(after.id))) {
      // A place no text parameter can carry (a NUL): compared here, on every row.
      const past = (await this.list(entity)).filter((r) => isPastCursor(r, after, direction));
      if (direction === 'desc') past.reverse();
      return past.slice(offset, offset + limit);
    }
    if (!after && offset >= this.farOffset && table.counted) {
      const other = direction === 'asc' ? 'desc' : 'asc';
      const { found } = await this.inOneSnapshot(table.sql.total, async (total, query) => {
        if (offset * 2 <= total) return query(table.sql.page[direction], page);
        const window = fromOtherEnd(total, offset, limit);
        if (window === undefined) return [];
        const mirrored = [String(window.limit), String(window.offset)];
        return (await query(table.sql.page[other], mirrored)).reverse();
      });
      return found.map((row) => recordOf(table.design, row));
    }
    const rows = after
      ? await this.client.query(table.sql.pageAfter[direction], [
          ...page,
          after.createdAt,
          after.id,
        ])
      : await this.client.query(table.sql.page[direction], page);
    return rows.map((row) => recordOf(table.design, row));
  }

  /**
   * Reads a count (one row `n`), then what `read` reads knowing it, in one read-only snapshot:
   * a page read from the nearer end of its list is then exactly the page an OFFSET from the
   * start reads, whatever other writers commit meanwhile.
   */
  private inOneSnapshot(
    count: { text: string; params: readonly (string | null)[] },
    read: (total: number, query: SqlQuery) => Promise<SqlRow[]>,
  ): Promise<{ found: SqlRow[]; counted: SqlRow[] }> {
    return this.client.transaction(async (query) => {
      await query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const counted = await query(count.text, count.params);
      return { found: await read(Number(counted[0]?.n ?? 0), query), counted };
    });
  }

  /**
   * A query's page and count (`RecordStore.queryPage`) asked of the database: the fields'
   * conditions on their columns, the page after a place (keyset) and its `OFFSET` through an
   * index of (condition's column, created_at, id) — reading only the index until the page, then
   * the page's rows — and a `COUNT` of the same conditions. A query the columns cannot answer
   * exactly (a field with no column, or a value of one kept in `extra` because it fits no
   * column) is answered from every record of the entity instead.
   */
  async queryPage(entity: string, query: RecordQuery): Promise<QueriedPage> {
    const checked = checkRecordQuery(query);
    const table = await this.find(entity);
    if (!table) return checked.count ? { records: [], total: 0 } : { records: [] };
    const statements = queryStatements(table.design, table.sql, checked);
    if (!statements) return answerRecordQuery(await this.list(entity), checked);
    const { page, extra, fromEnd } = statements;
    // With no filter, the count is the one the database keeps of the table.
    const kept = table.counted && Object.keys(checked.holding).length === 0;
    const count = kept ? table.sql.total : statements.count;
    const far = fromEnd !== undefined && checked.offset >= this.farOffset;
    const { found, counted } =
      far && (kept || checked.count)
        ? await this.inOneSnapshot(count, async (total, query) => {
            if (checked.offset * 2 <= total) return query(page.text, page.params);
            const mirrored = fromEnd(total);
            if (mirrored === 'empty') return [];
            return (await query(mirrored.text, mirrored.params)).reverse();
          })
        : await Promise.all([
            this.client.query(page.text, page.params),
            checked.count ? this.client.query(count.text, count.params) : undefined,
          ]).then(([rows, n]) => ({ found: rows, counted: n }));
    // A value kept in `extra` (it fits no column; rare) is not seen by the conditions: then the
    // answer comes from the records. Each row and the count say so; an empty page asks.
    const odd =
      extra !== undefined &&
      (counted?.[0]?.odd_extra ??
        found[0]?.odd_extra ??
        (await this.client.query(extra.text, extra.params))[0]?.odd_extra) === 'true';
    if (odd) return answerRecordQuery(await this.list(entity), checked);
    const records = found.map((row) => recordOf(table.design, row));
    return checked.count ? { records, total: Number(counted?.[0]?.n ?? 0) } : { records };
  }

  async count(entity: string): Promise<number> {
    const table = await this.find(entity);
    if (!table) return 0;
    const [row] = table.counted
      ? await this.client.query(table.sql.total.text, table.sql.total.params)
      : await this.client.query(table.sql.count);
    return Number(row?.n ?? 0);
  }

  /**
   * The records whose fields hold these values (`RecordStore.listWhere`): a text column is
   * compared in SQL (through the table's filter indexes); any other field, and the exact
   * condition, are checked on the rows read.
   */
  async listWhere(
    entity: string,
    values: Readonly<Record<string, string>>,
  ): Promise<StoredRecord[]> {
    const table = await this.find(entity);
    if (!table) return [];
    const conditions: string[] = [];
    const params: string[] = [];
    for (const [field, text] of Object.entries(values)) {
      const column = table.design.columns.find((c) => c.field === field);
      if (column?.type !== 'text' || !plainText(text)) continue;
      params.push(text);
      conditions.push(`${quoteName(column.column)} = $${params.length}::text`);
    }
    const rows =
      conditions.length === 0
        ? await this.client.query(table.sql.list)
        : await this.client.query(table.sql.where(conditions.join(' AND ')), params);
    return rows
      .map((row) => recordOf(table.design, row))
      .filter((record) => holdsValues(record, values));
  }

  async get(entity: string, id: string): Promise<StoredRecord | undefined> {
    // No stored id holds what a text column cannot (`put` refuses it), so no record has it.
    if (!plainText(id)) return undefined;
    const table = await this.find(entity);
    if (!table) return undefined;
    const [row] = await this.client.query(table.sql.get, [id]);
    return row && recordOf(table.design, row);
  }

  /**
   * The records of these ids (`RecordStore.getMany`) in one query: the ids go as one JSON
   * array, compared with `id = ANY(…)` through the primary key.
   */
  async getMany(entity: string, ids: readonly string[]): Promise<StoredRecord[]> {
    // No stored id holds what a text column cannot (`put` refuses it), so no record has it.
    const wanted = [...new Set(ids)].filter(plainText);
    if (wanted.length === 0) return [];
    const table = await this.find(entity);
    if (!table) return [];
    const rows = await this.client.query(
      table.sql.where('id = ANY(ARRAY(SELECT jsonb_array_elements_text($1::text::jsonb)))'),
      [JSON.stringify(wanted)],
    );
    return inIdOrder(
      wanted,
      rows.map((row) => recordOf(table.design, row)),
    );
  }

  async put(record: StoredRecord): Promise<void> {
    checkKeys(record);
    await this.ready;
    const table = await this.registry.ensure(record.entity);
    const params = recordParams(table.design, record);
    const created = record.version === 1;
    const statement = created ? table.sql.insert : table.sql.update;
    if (!created) params.push(String(record.version - 1));
    const rows = await this.refusing(() =>
      this.client.query(...this.announced(statement, params, record.entity, [record.id])),
    );
    if (rows.length === 0)
      throw new StoreRefusal(
        'CONFLICT',
        created
          ? `${record.entity} ${record.id} is already stored; nothing was written`
          : `${record.entity} ${record.id} is no longer at version ${record.version - 1}; nothing was written`,
      );
    this.emit({ entity: record.entity, ids: [record.id] });
  }

  async remove(entity: string, id: string): Promise<boolean> {
    if (!plainText(id)) return false;
    const table = await this.find(entity);
    if (!table) return false;
    const rows = await this.client.query(...this.announced(table.sql.remove, [id], entity, [id]));
    if (rows.length === 0) return false;
    this.emit({ entity, ids: [id] });
    return true;
  }

  async putMany(records: StoredRecord[], options: PutManyOptions = {}): Promise<void> {
    for (const record of records) checkKeys(record);
    await this.ready;
    const ids = new Map<string, string[]>();
    for (const record of records) {
      const ofEntity = ids.get(record.entity);
      if (ofEntity) ofEntity.push(record.id);
      else ids.set(record.entity, [record.id]);
    }
    const tables = new Map<string, EntityTable>();
    for (const entity of ids.keys()) tables.set(entity, await this.registry.ensure(entity));
    await this.refusing(() =>
      this.client.transaction(async (query) => {
        for (let start = 0; start < records.length; start += CHUNK_SIZE) {
          if (options.signal?.aborted) throw abortError();
          await writeChunk(query, tables, records.slice(start, start + CHUNK_SIZE));
          options.onProgress?.(Math.min(start + CHUNK_SIZE, records.length), records.length);
        }
        if (options.signal?.aborted) throw abortError();
        if (this.shared)
          for (const [entity, written] of ids)
            await query('SELECT pg_notify($1::text, $2::text)', [
              CHANNEL,
              this.payload(entity, written),
            ]);
      }),
    );
    for (const [entity, written] of ids) this.emit({ entity, ids: written });
  }

  async entities(): Promise<string[]> {
    await this.ready;
    const stored: string[] = [];
    for (const table of await this.registry.all()) {
      const [row] = await this.client.query(
        `SELECT EXISTS (SELECT 1 FROM ${table.sql.table})::text AS any`,
      );
      if (row?.any === 'true') stored.push(table.design.entity);
    }
    return stored.sort();
  }

  async getMeta(key: string): Promise<unknown> {
    await this.ready;
    const [row] = await this.client.query(
      `SELECT value FROM ${this.registry.meta} WHERE key = $1::text`,
      [key],
    );
    return row?.value == null ? undefined : (JSON.parse(row.value) as unknown);
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.ready;
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) {
      await this.client.query(`DELETE FROM ${this.registry.meta} WHERE key = $1::text`, [key]);
      return;
    }
    await this.client.query(
      `INSERT INTO ${this.registry.meta} (key, value) VALUES ($1::text, $2::text) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [key, text],
    );
  }

  /**
   * Runs `work` under PostgreSQL advisory locks on these keys (in this store's schema), once
   * every write another process committed before has been heard: the store sends a mark on the
   * channel and waits for it, and PostgreSQL delivers notifications in the order their
   * transactions committed. A store no other process shares runs it at once.
   */
  async exclusive<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    if (!this.shared) return work();
    await this.ready;
    return this.client.exclusive(
      keys.map((key) => `${this.schema}.${key}`),
      async () => {
        await this.hearEverything();
        return work();
      },
    );
  }

  subscribe(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops hearing other processes; the client stays open (its opener closes it). */
  close(): void {
    this.listeners.clear();
    void this.stopListening?.then((stop) => stop?.()).catch(() => undefined);
    this.stopListening = undefined;
  }

  private async find(entity: string): Promise<EntityTable | undefined> {
    await this.ready;
    if (!plainText(entity)) return undefined;
    return this.registry.find(entity);
  }

  /** A statement that, for a shared store, also announces the write when it changes a row. */
  private announced(
    statement: string,
    params: (string | null)[],
    entity: string,
    ids: string[],
  ): [string, (string | null)[]] {
    if (!this.shared) return [statement, params];
    const n = params.length;
    return [
      `WITH written AS (${statement}) SELECT written.id, pg_notify($${n + 1}::text, $${n + 2}::text)::text AS announced FROM written`,
      [...params, CHANNEL, this.payload(entity, ids)],
    ];
  }

  private payload(entity: string, ids: string[]): string {
    const full = JSON.stringify({ tag: this.tag, entity, ids });
    return full.length <= MAX_PAYLOAD ? full : JSON.stringify({ tag: this.tag, entity });
  }

  /** Runs a write, turning a unique index's refusal into the refusal of its rule. */
  private async refusing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const { code, constraint } = sqlErrorInfo(error);
      if (code !== UNIQUE_VIOLATION || constraint === undefined) throw error;
      const unique = this.registry.uniqueNamed(constraint);
      if (!unique) throw error;
      throw new StoreRefusal(
        unique.code,
        `another record already holds this ${unique.field}; nothing was written`,
        unique.field,
        unique.values,
      );
    }
  }

  private async listenToOthers(): Promise<(() => Promise<void>) | undefined> {
    try {
      return await this.client.listen(CHANNEL, (payload) => {
        let change: { tag?: unknown; entity?: unknown; ids?: unknown; mark?: unknown };
        try {
          change = JSON.parse(payload) as typeof change;
        } catch {
          return;
        }
        if (change.tag === this.tag && typeof change.mark === 'string') {
          this.awaiting.get(change.mark)?.();
          return;
        }
        if (change.tag === this.tag || typeof change.entity !== 'string') return;
        const ids = Array.isArray(change.ids) ? change.ids.map(String) : undefined;
        this.emit(ids ? { entity: change.entity, ids } : { entity: change.entity });
      });
    } catch {
      return undefined;
    }
  }

  /** Resolves once this store has heard every notification committed before it was called. */
  private async hearEverything(): Promise<void> {
    if ((await this.stopListening) === undefined)
      throw new Error(
        'the store does not hear the other processes on its database (LISTEN failed), so a rule that counts records cannot be checked',
      );
    const mark = String((this.marks += 1));
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.awaiting.delete(mark);
        reject(
          new Error(`the database's notifications did not come back in ${HEAR_TIMEOUT_MS} ms`),
        );
      }, HEAR_TIMEOUT_MS);
      this.awaiting.set(mark, () => {
        clearTimeout(timer);
        this.awaiting.delete(mark);
        resolve();
      });
    });
    const sent = this.client.query('SELECT pg_notify($1::text, $2::text)', [
      CHANNEL,
      JSON.stringify({ tag: this.tag, mark }),
    ]);
    await Promise.all([sent, heard]);
  }

  private emit(change: StoreChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

/** Throws, saying why, for a record whose entity or id a text column cannot hold. */
function checkKeys(record: StoredRecord): void {
  if (!plainText(record.entity) || !plainText(record.id))
    throw new Error(
      `${JSON.stringify(record.entity)} ${JSON.stringify(record.id)} cannot be stored: an entity's name and a record's id may hold no NUL character and no lone surrogate`,
    );
}

/** Writes one chunk of a bulk write: per entity, one statement; the last of one id wins. */
async function writeChunk(
  query: SqlQuery,
  tables: ReadonlyMap<string, EntityTable>,
  records: readonly StoredRecord[],
): Promise<void> {
  const rows = new Map<string, Map<string, (string | null)[]>>();
  for (const record of records) {
    const table = tables.get(record.entity);
    if (!table) continue;
    let ofEntity = rows.get(record.entity);
    if (!ofEntity) rows.set(record.entity, (ofEntity = new Map()));
    ofEntity.delete(record.id);
    ofEntity.set(record.id, recordParams(table.design, record));
  }
  for (const [entity, ofEntity] of rows) {
    const table = tables.get(entity);
    if (table) await query(table.sql.upsertMany, [JSON.stringify([...ofEntity.values()])]);
  }
}
