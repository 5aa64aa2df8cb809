import {
  abortError,
  byCreation,
  checkPageOptions,
  isPastCursor,
  CHUNK_SIZE,
  inIdOrder,
  type PageOptions,
  type PutManyOptions,
  type RecordStore,
  type StoreChange,
  type StoredRecord,
} from './RecordStore.ts';
import type { QueriedPage, RecordQuery } from './RecordQuery.ts';

const key = (entity: string, id: string): string => `${entity}\u0000${id}`;

/** A `RecordStore` held in memory: for tests and for specs opened without persistence. */
export class MemoryRecordStore implements RecordStore {
  private readonly records = new Map<string, StoredRecord>();
  private readonly meta = new Map<string, unknown>();
  private readonly listeners = new Set<(change: StoreChange) => void>();

  async list(entity: string): Promise<StoredRecord[]> {
    return this.ofEntity(entity).map((r) => structuredClone(r));
  }

  async listPage(entity: string, options: PageOptions): Promise<StoredRecord[]> {
    const { limit, offset, direction, after } = checkPageOptions(options);
    let records = this.ofEntity(entity);
    if (direction === 'desc') records.reverse();
    if (after) records = records.filter((r) => isPastCursor(r, after, direction));
    return records.slice(offset, offset + limit).map((r) => structuredClone(r));
  }

  async queryPage(entity: string, query: RecordQuery): Promise<QueriedPage> {
    const { answerRecordQuery } = await import('./RecordQuery.ts');
    const answer = answerRecordQuery(this.ofEntity(entity), query);
    return { ...answer, records: answer.records.map((r) => structuredClone(r)) };
  }

  async count(entity: string): Promise<number> {
    let count = 0;
    for (const record of this.records.values()) if (record.entity === entity) count++;
    return count;
  }

  async get(entity: string, id: string): Promise<StoredRecord | undefined> {
    const found = this.records.get(key(entity, id));
    return found && structuredClone(found);
  }

  async getMany(entity: string, ids: readonly string[]): Promise<StoredRecord[]> {
    return inIdOrder(
      ids,
      [...new Set(ids)].map((id) => this.records.get(key(entity, id))),
    ).map((r) => structuredClone(r));
  }

  async put(record: StoredRecord): Promise<void> {
    this.records.set(key(record.entity, record.id), structuredClone(record));
    this.emit({ entity: record.entity, ids: [record.id] });
  }

  async remove(entity: string, id: string): Promise<boolean> {
    const removed = this.records.delete(key(entity, id));
    if (removed) this.emit({ entity, ids: [id] });
    return removed;
  }

  async putMany(records: StoredRecord[], options: PutManyOptions = {}): Promise<void> {
    const staged: StoredRecord[] = [];
    for (let start = 0; start < records.length; start += CHUNK_SIZE) {
      if (options.signal?.aborted) throw abortError();
      for (const record of records.slice(start, start + CHUNK_SIZE))
        staged.push(structuredClone(record));
      options.onProgress?.(staged.length, records.length);
      await Promise.resolve();
    }
    if (options.signal?.aborted) throw abortError();
    const ids = new Map<string, string[]>();
    for (const record of staged) {
      this.records.set(key(record.entity, record.id), record);
      const ofEntity = ids.get(record.entity);
      if (ofEntity) ofEntity.push(record.id);
      else ids.set(record.entity, [record.id]);
    }
    for (const [entity, written] of ids) this.emit({ entity, ids: written });
  }

  async entities(): Promise<string[]> {
    return [...new Set([...this.records.values()].map((r) => r.entity))].sort();
  }

  async getMeta(name: string): Promise<unknown> {
    return structuredClone(this.meta.get(name));
  }

  async setMeta(name: string, value: unknown): Promise<void> {
    this.meta.set(name, structuredClone(value));
  }

  subscribe(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.listeners.clear();
  }

  private ofEntity(entity: string): StoredRecord[] {
    return [...this.records.values()].filter((r) => r.entity === entity).sort(byCreation);
  }

  private emit(change: StoreChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
