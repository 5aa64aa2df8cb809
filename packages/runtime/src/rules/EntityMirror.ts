import type { Entity } from '@specrun/model';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import { celRecord } from './celValues.ts';
import type { CountIndex, IndexedRecord } from './CountIndex.ts';

/** What a mirror holds of one record: enough to tell a changed record from an unchanged one. */
interface Held extends IndexedRecord {
  version: number;
  updatedAt: string;
}

/** Past this many changed records, plus one for every 8 held, a change reads the whole list. */
const MAX_RECORDS_READ = 64;

/**
 * The records of one entity as rules see them, kept in memory and up to date from the store:
 * the ids (for references), the indexes of counts and `unique(field)`, and the list of records
 * for rules that read it whole. A change in the store that names its records marks them stale,
 * and the mirror reads just them; any other change (a bulk write, another tab's) marks the whole
 * mirror stale, and it reads the entity's list once. Either way it applies only the records that
 * differ, so the indexes change by what changed and no check scans the records.
 */
export class EntityMirror {
  private readonly held = new Map<string, Held>();
  private readonly indexes: CountIndex[] = [];
  private list: Record<string, unknown>[] | undefined;
  private loaded = false;
  private stale = true;
  /** Ids of records changed since they were read (when the whole mirror is not stale). */
  private readonly pending = new Set<string>();
  private syncing: Promise<void> | undefined;
  /** How many times records were marked stale; the first read counts as one. */
  private changes = 1;
  /** Up to which of those the records held are read. */
  private covered = 0;
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
      this.covered = this.changes;
    }
  }

  /** True once the records have been read (a fixed mirror, such as the users, always is). */
  get ready(): boolean {
    return this.loaded && !this.stale && this.pending.size === 0;
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

  /**
   * Marks the records with these ids stale, or without ids the whole mirror, and starts reading
   * them again in the background.
   */
  invalidate(ids?: readonly string[]): void {
    if (!this.store) return;
    if (ids === undefined) this.stale = true;
    else for (const id of ids) this.pending.add(id);
    this.changes += 1;
    void this.sync();
  }

  /**
   * Resolves once the mirror holds the records as stored when it was called, reading them if
   * stale and waiting for a read under way; or once a read failed (`failure` says why; the next
   * sync tries again). Changes made after the call are not waited for: under a steady stream of
   * writes (a server), a check waits for the writes before it, not for every write to stop.
   */
  sync(): Promise<void> {
    if (!this.store || this.covered >= this.changes) return Promise.resolve();
    return this.follow(this.store, this.changes);
  }

  private async follow(store: RecordStore, target: number): Promise<void> {
    // A change may come after a read has begun: read once more then, up to `target`.
    while (this.covered < target) {
      this.syncing ??= this.read(store).finally(() => {
        this.syncing = undefined;
      });
      await this.syncing;
      if (this.failure !== undefined) return;
    }
  }

  /**
   * One read of what is stale: the whole list, or the records changed since. It covers every
   * change counted when it began; one that comes during it is read by the next.
   */
  private async read(store: RecordStore): Promise<void> {
    const upto = this.changes;
    if (this.pending.size > MAX_RECORDS_READ + this.held.size / 8) this.stale = true;
    if (this.stale) {
      this.stale = false;
      this.pending.clear();
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
    } else if (this.pending.size > 0) {
      const ids = [...this.pending];
      this.pending.clear();
      let records: (StoredRecord | undefined)[];
      try {
        records = await Promise.all(ids.map((id) => store.get(this.entity.name, id)));
        this.failure = undefined;
      } catch (error) {
        this.failure = error instanceof Error ? error.message : String(error);
        for (const id of ids) this.pending.add(id);
        return;
      }
      ids.forEach((id, i) => this.reconcileOne(id, records[i]));
    }
    this.covered = Math.max(this.covered, upto);
  }

  /** Applies one record as read now: `undefined` when it was removed. */
  private reconcileOne(id: string, record: StoredRecord | undefined): void {
    if (record === undefined) this.drop(id);
    else if (this.differs(record)) this.apply(record);
  }

  private reconcile(records: readonly StoredRecord[]): void {
    const seen = new Set<string>();
    for (const record of records) {
      seen.add(record.id);
      if (this.differs(record)) this.apply(record);
    }
    if (seen.size !== this.held.size)
      for (const id of [...this.held.keys()]) if (!seen.has(id)) this.drop(id);
  }

  private differs(record: StoredRecord): boolean {
    const held = this.held.get(record.id);
    return (
      held === undefined ||
      held.version !== record.version ||
      held.updatedAt !== record.updatedAt ||
      !sameValues(held.values, record.values)
    );
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
