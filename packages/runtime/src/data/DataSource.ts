import type { AppError } from '../errors/AppError.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import type { QueriedPage, RecordQuery } from '../storage/RecordQuery.ts';
import type { PageOptions, StoreChange, StoredRecord } from '../storage/RecordStore.ts';

/** The result of a read or write: its value, or the errors that refused it (each with its code). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: AppError[] };

/** One record's change in a bulk write: the values to write over the version the user saw. */
export interface RecordChange {
  id: string;
  values: ValuesInput;
  version: number;
}

/** Options of a bulk write (`DataSource.updateMany`). */
export interface BulkWriteOptions {
  /** Aborting it stops before the next batch: the batches written stay written. */
  signal?: AbortSignal;
  /** Called after each batch with how many changes are done (written or refused) of all. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * What a bulk write did: the records it wrote, the changes refused with their errors, and
 * whether it was cancelled (the changes after `written + refused` were left).
 */
export interface BulkWrite {
  written: StoredRecord[];
  refused: { id: string; errors: AppError[] }[];
  cancelled: boolean;
}

/** Values a form sends: a field's value, or `null` to clear it. */
export type ValuesInput = Record<string, FieldValue | null>;

/**
 * Where the running app reads and writes records. One interface, several sources: local storage
 * (here), the spec's calls answered by the mock backend, or a real server (later issues).
 */
export interface DataSource {
  /** Every record of an entity, oldest first. */
  list(entity: string): Promise<StoredRecord[]>;
  /** Some records of an entity in creation order, as `RecordStore.listPage` gives them. */
  listPage(entity: string, options: PageOptions): Promise<StoredRecord[]>;
  /** How many records an entity has. */
  count(entity: string): Promise<number>;
  /**
   * The records of an entity whose fields hold these values (`RecordStore.listWhere`), oldest
   * first; a source without it is read with `list` and filtered.
   */
  listWhere?(entity: string, values: Readonly<Record<string, string>>): Promise<StoredRecord[]>;
  /**
   * One page of the records whose fields hold some values, and their count when asked, as
   * `RecordStore.queryPage` gives them; a source without it is read with `list`.
   */
  queryPage?(entity: string, query: RecordQuery): Promise<QueriedPage>;
  /** One record, or NOT_FOUND. */
  get(entity: string, id: string): Promise<Outcome<StoredRecord>>;
  /**
   * The records of an entity with these ids that the source gives (`RecordStore.getMany`), in
   * one read; a source without it is read with `get`, id by id.
   */
  getMany?(entity: string, ids: readonly string[]): Promise<StoredRecord[]>;
  /** Creates a record from a form's values (defaults and the initial state filled in). */
  create(entity: string, values: ValuesInput): Promise<Outcome<StoredRecord>>;
  /** Changes a record; `version` is the version the user saw, and a newer one gives CONFLICT. */
  update(
    entity: string,
    id: string,
    values: ValuesInput,
    version: number,
  ): Promise<Outcome<StoredRecord>>;
  /** Deletes a record. */
  remove(entity: string, id: string): Promise<Outcome<void>>;
  /**
   * Changes many records of an entity, each checked as `update` checks one, written in batches
   * of one transaction each (`LocalDataSource.updateMany`); a source without it is written
   * record by record.
   */
  updateMany?(
    entity: string,
    changes: readonly RecordChange[],
    options?: BulkWriteOptions,
  ): Promise<BulkWrite>;
  /** Calls `listener` after every change, including those of other tabs. */
  subscribe(listener: (change: StoreChange) => void): () => void;
}
