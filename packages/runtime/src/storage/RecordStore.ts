import type { FieldValue } from '../fields/fieldKinds.ts';

/** A value a migration took out of a record because its field is gone or no longer fits it. */
export interface AsideValue {
  value: unknown;
  /** Why it was kept aside, in words ("the field status is no longer in the spec"). */
  reason: string;
  /** When it was kept aside (ISO time). */
  since: string;
}

/** One record of one entity as stored on the device. */
export interface StoredRecord {
  entity: string;
  id: string;
  values: Record<string, FieldValue>;
  /** Values kept aside by migrations, by field name: shown and exportable, never dropped. */
  aside: Record<string, AsideValue>;
  /** 1 on create, one more on every write; used to refuse stale updates. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Options of a bulk write. */
export interface PutManyOptions {
  /** Aborting it rolls the whole write back. */
  signal?: AbortSignal;
  /** Called after each chunk with the records written so far. */
  onProgress?: (done: number, total: number) => void;
}

/** What changed in a store; `entity` is absent when anything may have changed (another tab). */
export interface StoreChange {
  entity?: string;
}

/**
 * Where a spec's records live: IndexedDB in the browser, memory in tests. One store per spec,
 * so the data of two specs never mixes.
 */
export interface RecordStore {
  /** Every record of an entity, in no particular order. */
  list(entity: string): Promise<StoredRecord[]>;
  /** One record, or `undefined`. */
  get(entity: string, id: string): Promise<StoredRecord | undefined>;
  /** Creates or replaces a record. */
  put(record: StoredRecord): Promise<void>;
  /** Removes a record; false when there was none. */
  remove(entity: string, id: string): Promise<boolean>;
  /** Writes many records at once, all or nothing. Rejects with an `AbortError` when cancelled. */
  putMany(records: StoredRecord[], options?: PutManyOptions): Promise<void>;
  /** Names of the entities that have stored records (including ones a spec no longer has). */
  entities(): Promise<string[]>;
  /** Reads a small value the runtime keeps beside the records (e.g. the spec's shape). */
  getMeta(key: string): Promise<unknown>;
  /** Writes such a value. */
  setMeta(key: string, value: unknown): Promise<void>;
  /** Calls `listener` after every change, including changes made in another tab. */
  subscribe(listener: (change: StoreChange) => void): () => void;
  /** Releases the store. */
  close(): void;
}

/** The error a cancelled bulk write rejects with. */
export function abortError(): Error {
  const error = new Error('The write was cancelled; nothing was written.');
  error.name = 'AbortError';
  return error;
}

/** Records are written in chunks of this size so that progress can be reported and a cancel is quick. */
export const CHUNK_SIZE = 2000;
