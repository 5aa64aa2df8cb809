import type { AppError } from '../errors/AppError.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import type { QueriedPage, RecordQuery } from '../storage/RecordQuery.ts';
import type { PageOptions, StoreChange, StoredRecord } from '../storage/RecordStore.ts';

/** The result of a read or write: its value, or the errors that refused it (each with its code). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: AppError[] };

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
  /** Calls `listener` after every change, including those of other tabs. */
  subscribe(listener: (change: StoreChange) => void): () => void;
}
