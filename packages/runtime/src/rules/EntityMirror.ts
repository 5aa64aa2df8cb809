import type { Entity } from '@specrun/spec';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import { celRecord } from './celValues.ts';
import type { CountIndex, IndexedRecord } from './CountIndex.ts';

/** What a mirror holds of one record: enough to tell a changed record from an unchanged one. */
interface Held extends IndexedRecord {
  version: number;
  updatedAt: string;
}

/**
 * The records of one entity as rules see them, kept in memory and up to date from the store:
 * the ids (for references), the indexes of counts and `unique(field)`, and the list of records
 * for rules that read it whole. A change in the store (this tab's or another's) marks the mirror
 * stale; it then reads the entity's list once and applies only the records that differ, so the
 * indexes change by what changed and no check scans the records.
 */
export class EntityMirror {
  private readonly held = new Map<string, Held>();
  private readonly indexes: CountIndex[] = [];
  private list: Record<string, unknown>[] | undefined;
  private loaded = false;
  private stale = true;
  private syncing: Promise<void> | undefined;
  /** Why the records could not be read, when the last read failed. */
  failure: string | undefined;

  constructor(
    readonly entity: Entity,
    private readonly store?: RecordStore,
    fixed: readonly IndexedRecord[] = [],
  ) {
    if (!store) {
      for (const record of fixed) this.put({ ...record, version: 0, updatedAt: '' });
      this.loaded = true;
      this.stale = false;
    }
  }

  /** True once the records have been read (a fixed mirror, such as the users, always is). */
  get ready(): boolean {
    return this.loaded && !this.stale;
  }

  /** How many records the entity has. */
  get size(): number {
    return this.held.size;
  }

  /** Adds an index, filled from the records held now and kept up to date from then on. */
  addIndex(index: CountIndex): CountIndex {
    this.indexes.push(index);
    for (const record of this.held.values()) index.put(record);
    return index;
  }

  /** True when a record with this id exists (undefined while the records are not read yet). */
  has(id: string): boolean | undefined {
    return this.loaded ? this.held.has(id) : undefined;
  }

  /** The values of a record as stored, when the mirror holds it. */
  values(id: string): Readonly<Record<string, unknown>> | undefined {
    return this.held.get(id)?.values;
  }

  /** Every record as a CEL map, without the record `except` (the one being checked). */
  records(except?: string): Record<string, unknown>[] {
    this.list ??= [...this.held.values()].map((r) => celRecord(this.entity, r.values, r.id));
    if (except === undefined || !this.held.has(except)) return this.list;
    return this.list.filter((r) => r.id !== except);
  }

  /** Applies a record written (or about to be written, for a batch) to every index. */
  apply(record: StoredRecord): void {
    this.put({
      id: record.id,
      values: record.values,
      version: record.version,
      updatedAt: record.updatedAt,
    });
  }

  /** Takes a record out of every index. */
  drop(id: string): void {
    if (!this.held.delete(id)) return;
    for (const index of this.indexes) index.remove(id);
    this.list = undefined;
  }

  /** Marks the mirror stale and starts reading the records again in the background. */
  invalidate(): void {
    if (!this.store) return;
    this.stale = true;
    void this.sync();
  }

  /** Resolves once the mirror holds the records as stored now (reading them if stale). */
  sync(): Promise<void> {
    if (!this.stale || !this.store) return Promise.resolve();
    this.syncing ??= this.read(this.store).finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async read(store: RecordStore): Promise<void> {
    // A change during the read marks the mirror stale again, and it reads once more.
    while (this.stale) {
      this.stale = false;
      let records: StoredRecord[];
      try {
        records = await store.list(this.entity.name);
        this.failure = undefined;
      } catch (error) {
        this.failure = error instanceof Error ? error.message : String(error);
        this.stale = true;
        return;
      }
      this.reconcile(records);
      this.loaded = true;
    }
  }

  private reconcile(records: readonly StoredRecord[]): void {
    const seen = new Set<string>();
    for (const record of records) {
      seen.add(record.id);
      const held = this.held.get(record.id);
      if (
        held === undefined ||
        held.version !== record.version ||
        held.updatedAt !== record.updatedAt ||
        !sameValues(held.values, record.values)
      )
        this.apply(record);
    }
    if (seen.size !== this.held.size)
      for (const id of [...this.held.keys()]) if (!seen.has(id)) this.drop(id);
  }

  private put(record: Held): void {
    this.held.set(record.id, record);
    for (const index of this.indexes) index.put(record);
    this.list = undefined;
  }
}

function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (Array.isArray(x) && Array.isArray(y) && JSON.stringify(x) === JSON.stringify(y)) continue;
    return false;
  }
  return true;
}
