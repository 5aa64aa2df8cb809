import { Dexie, type Collection, type Table } from 'dexie';
import {
  abortError,
  checkPageOptions,
  holdsValues,
  isPastCursor,
  CHUNK_SIZE,
  inIdOrder,
  type PageCursor,
  type PageOptions,
  type PutManyOptions,
  type RecordStore,
  type StoreChange,
  type StoredRecord,
} from './RecordStore.ts';
import { readMutatedParts } from './readMutatedParts.ts';
import type { QueriedPage, RecordQuery } from './RecordQuery.ts';

interface MetaRow {
  key: string;
  value: unknown;
}

/** Options of `DexieRecordStore`: the IndexedDB implementation, for tests that bring their own. */
export interface DexieStoreOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/**
 * A `RecordStore` in IndexedDB through Dexie: one database per spec, named `specrun:<place>`.
 * All entities share one table keyed by [entity+id], so a spec's entities can change without a
 * database upgrade; migrations work on the records themselves. The index [entity+createdAt]
 * (version 2, added to existing databases without touching their records) gives records in
 * creation order: IndexedDB orders equal `createdAt` by the primary key, so by id.
 */
export class DexieRecordStore implements RecordStore {
  private readonly db: Dexie;
  private readonly records: Table<StoredRecord, [string, string]>;
  private readonly meta: Table<MetaRow, string>;
  private readonly listeners = new Set<(change: StoreChange) => void>();
  /**
   * Dexie's global event reports mutations of this tab and, through its broadcast channel, of
   * other tabs, keyed by `idb://<database>/<table>/...`, once their transaction has committed:
   * before the write's promise resolves, so a listener hears of a write before its writer does.
   */
  private readonly hearMutation = (parts: Record<string, unknown>): void => {
    for (const change of readMutatedParts(parts, this.db.name))
      for (const listener of [...this.listeners]) listener(change);
  };

  constructor(place: string, options: DexieStoreOptions = {}) {
    const { indexedDB, IDBKeyRange } = options;
    this.db = new Dexie(
      `specrun:${place}`,
      indexedDB && IDBKeyRange ? { indexedDB, IDBKeyRange } : {},
    );
    this.db.version(1).stores({ records: '[entity+id], entity', meta: 'key' });
    this.db.version(2).stores({ records: '[entity+id], entity, [entity+createdAt]' });
    this.records = this.db.table('records');
    this.meta = this.db.table('meta');
  }

  list(entity: string): Promise<StoredRecord[]> {
    return this.byCreation(entity).toArray();
  }

  listPage(entity: string, options: PageOptions): Promise<StoredRecord[]> {
    const { limit, offset, direction, after } = checkPageOptions(options);
    let ordered = after ? this.pastCursor(entity, after, direction) : this.byCreation(entity);
    if (direction === 'desc') ordered = ordered.reverse();
    return ordered.offset(offset).limit(limit).toArray();
  }

  /** A query's page through the index of creation order, and its count, in one transaction. */
  async queryPage(entity: string, query: RecordQuery): Promise<QueriedPage> {
    const { checkRecordQuery } = await import('./RecordQuery.ts');
    const { holding, direction, after, offset, limit, count } = checkRecordQuery(query);
    const holds = (record: StoredRecord) => holdsValues(record, holding);
    return this.db.transaction('r', this.records, async () => {
      let ordered = (
        after ? this.pastCursor(entity, after, direction) : this.byCreation(entity)
      ).filter(holds);
      if (direction === 'desc') ordered = ordered.reverse();
      ordered = ordered.offset(offset);
      if (limit !== undefined) ordered = ordered.limit(limit);
      const records = await ordered.toArray();
      if (!count) return { records };
      return { records, total: await this.byCreation(entity).filter(holds).count() };
    });
  }

  count(entity: string): Promise<number> {
    return this.records.where('entity').equals(entity).count();
  }

  get(entity: string, id: string): Promise<StoredRecord | undefined> {
    return this.records.get([entity, id]);
  }

  /** The records of these ids, read by one `bulkGet` of their keys. */
  async getMany(entity: string, ids: readonly string[]): Promise<StoredRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return inIdOrder(unique, await this.records.bulkGet(unique.map((id) => [entity, id])));
  }

  async put(record: StoredRecord): Promise<void> {
    await this.records.put(record);
  }

  async remove(entity: string, id: string): Promise<boolean> {
    return this.db.transaction('rw', this.records, async () => {
      const found = await this.records.get([entity, id]);
      if (!found) return false;
      await this.records.delete([entity, id]);
      return true;
    });
  }

  async putMany(records: StoredRecord[], options: PutManyOptions = {}): Promise<void> {
    const { signal, onProgress } = options;
    if (signal?.aborted) throw abortError();
    // One transaction: throwing inside it (on cancel) rolls every chunk back.
    await this.db.transaction('rw', this.records, async () => {
      for (let start = 0; start < records.length; start += CHUNK_SIZE) {
        await this.records.bulkPut(records.slice(start, start + CHUNK_SIZE));
        if (signal?.aborted) throw abortError();
        onProgress?.(Math.min(start + CHUNK_SIZE, records.length), records.length);
      }
    });
  }

  async entities(): Promise<string[]> {
    const keys = await this.records.orderBy('entity').uniqueKeys();
    return keys.map(String);
  }

  async getMeta(key: string): Promise<unknown> {
    return (await this.meta.get(key))?.value;
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.meta.put({ key, value });
  }

  subscribe(listener: (change: StoreChange) => void): () => void {
    // Dexie calls the subscribers of its event last first: the store keeps its own listeners,
    // called in the order they subscribed, so that a rule book has heard of a change before a
    // form that subscribed after it asks whether the book is up to date.
    if (this.listeners.size === 0) Dexie.on('storagemutated', this.hearMutation);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) Dexie.on('storagemutated').unsubscribe(this.hearMutation);
    };
  }

  close(): void {
    this.db.close();
  }

  private byCreation(entity: string): Collection<StoredRecord, [string, string]> {
    return this.range([entity, Dexie.minKey], [entity, Dexie.maxKey]);
  }

  /** From the cursor's time on (its index range), less the records of that time before it. */
  private pastCursor(
    entity: string,
    after: PageCursor,
    direction: 'asc' | 'desc',
  ): Collection<StoredRecord, [string, string]> {
    return (
      direction === 'asc'
        ? this.range([entity, after.createdAt], [entity, Dexie.maxKey])
        : this.range([entity, Dexie.minKey], [entity, after.createdAt])
    ).filter((r) => isPastCursor(r, after, direction));
  }

  private range(
    from: [string, unknown],
    to: [string, unknown],
  ): Collection<StoredRecord, [string, string]> {
    return this.records.where('[entity+createdAt]').between(from, to, true, true);
  }
}
