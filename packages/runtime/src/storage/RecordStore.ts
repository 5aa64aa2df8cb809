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
  /** The lifecycle actions taken on the record, oldest first (absent until the first one). */
  history?: HistoryEntry[];
}

/** One lifecycle action taken on a record: which, from and to which state, by whom, when. */
export interface HistoryEntry {
  action: string;
  from: string;
  to: string;
  /** The id of the acting user. */
  by: string;
  /** ISO time. */
  at: string;
}

/** Options of a bulk write. */
export interface PutManyOptions {
  /** Aborting it rolls the whole write back. */
  signal?: AbortSignal;
  /** Called after each chunk with the records written so far. */
  onProgress?: (done: number, total: number) => void;
}

/** Which records of an entity a page read gives, in creation order (`byCreation`). */
export interface PageOptions {
  /** How many records at most: a positive whole number. */
  limit: number;
  /** How many records to skip first; default 0. */
  offset?: number;
  /** `asc` (oldest first, the default) or `desc` (newest first: the exact reverse). */
  direction?: 'asc' | 'desc';
  /**
   * Start after this record's place, in the page's direction (keyset paging): the page after
   * the last one read, as fast near the end of a long list as at its start; `offset` then counts
   * from there. Default: from the first record.
   */
  after?: PageCursor;
}

/**
 * What `RecordStore.queryPage` reads of one entity: the records whose fields hold some values,
 * in creation order (`byCreation`) one way or the other, one page of them, and how many there
 * are in all. A SQL store answers it with one indexed query and one `COUNT`.
 */
export interface RecordQuery {
  /**
   * Each named field holds its text: its value, or an item of a list, is that text when written
   * as text (`holdsValues`). Default: every record.
   */
  holding?: Readonly<Record<string, string>>;
  /** `asc` (oldest first, the default) or `desc` (newest first: the exact reverse). */
  direction?: 'asc' | 'desc';
  /** Start after this record's place in the query's direction (keyset); `offset` counts from there. */
  after?: PageCursor;
  /** How many records to skip first; default 0. */
  offset?: number;
  /** How many records at most: a positive whole number; default all. */
  limit?: number;
  /** Also count every record that holds the values (before `after`, `offset` and `limit`). */
  count?: boolean;
}

/** What `RecordStore.queryPage` answers: the page, and the count when the query asked for it. */
export interface QueriedPage {
  records: StoredRecord[];
  /** How many records hold the query's values, in all; only when `count` was asked. */
  total?: number;
}

/** A record's place in creation order (`byCreation`), where a keyset page starts after. */
export interface PageCursor {
  createdAt: string;
  id: string;
}

/**
 * What changed in a store. Without `entity`, anything may have changed (another tab, a database
 * opened anew); without `ids`, any record of `entity` may have changed (a bulk write). With both,
 * only the records of `entity` with these ids were put or removed: reading them tells which.
 */
export interface StoreChange {
  entity?: string;
  /** The ids of the records of `entity` put or removed; only given with `entity`. */
  ids?: readonly string[];
}

/**
 * Where a spec's records live: IndexedDB in the browser, memory in tests. One store per spec,
 * so the data of two specs never mixes.
 */
export interface RecordStore {
  /** Every record of an entity, oldest first (`byCreation`). */
  list(entity: string): Promise<StoredRecord[]>;
  /**
   * Some records of an entity in creation order (`byCreation`), read through an index so that the
   * first page of a list of 100,000 records costs what it costs for 100. Throws on bad options.
   */
  listPage(entity: string, options: PageOptions): Promise<StoredRecord[]>;
  /** How many records an entity has. */
  count(entity: string): Promise<number>;
  /**
   * The records of an entity whose fields hold the given values, oldest first: a field's value
   * equals its text (`String(value)`), or a list holds an item that does. A store that can ask
   * its database (SQL) has it; callers of one that has not filter `list` with `holdsValues`.
   */
  listWhere?(entity: string, values: Readonly<Record<string, string>>): Promise<StoredRecord[]>;
  /**
   * One page of the records of an entity whose fields hold some values, in creation order, and
   * their count when asked (`RecordQuery`): a list call's page read through the store's indexes,
   * as `answerRecordQuery` answers it over every record. Throws on a bad query.
   */
  queryPage(entity: string, query: RecordQuery): Promise<QueriedPage>;
  /**
   * Runs `work` while no other process sharing this store's database runs work under any of
   * these keys, and once this store's subscribers have heard every write those processes
   * committed before it (so that the rules' indexes hold them). A store no other process writes
   * to has none: its caller keeps such work one at a time in its own process.
   */
  exclusive?<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
  /** One record, or `undefined`. */
  get(entity: string, id: string): Promise<StoredRecord | undefined>;
  /**
   * The records of an entity with these ids, in one read: each stored one once, in the order of
   * its id's first place in `ids`; an id with no record is left out.
   */
  getMany(entity: string, ids: readonly string[]): Promise<StoredRecord[]>;
  /**
   * Creates or replaces a record. A store that several writers share (a SQL database) takes the
   * record's version as the write's condition: version 1 creates it, version n replaces version
   * n - 1; when the store holds anything else it writes nothing and throws a `StoreRefusal`
   * with the code CONFLICT. Such a store may also refuse a value that a unique index holds.
   */
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
  /**
   * Calls `listener` after every change, including changes made in another tab, with the ids of
   * the records written when the store knows them. Listeners hear a change in the order they
   * subscribed (a rule book before the forms that ask it).
   */
  subscribe(listener: (change: StoreChange) => void): () => void;
  /** Releases the store. */
  close(): void;
}

/**
 * A write that a store refused because of what it holds, not because it failed: a version no
 * longer stored (CONFLICT), or a value a unique index already holds (the code of the rule that
 * asks for it). Data sources answer it with its code, as they answer a check's error; any other
 * error a store throws is a failure of the store (STORAGE).
 */
export class StoreRefusal extends Error {
  override readonly name = 'StoreRefusal';

  constructor(
    /** The error code the write is refused with. */
    readonly code: string,
    message: string,
    /** The field it is about, when there is one. */
    readonly field?: string,
    /** Values for the placeholders of the code's message. */
    readonly values: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** True for a `StoreRefusal`, also one made by another copy of the runtime. */
export function isStoreRefusal(error: unknown): error is StoreRefusal {
  return (
    error instanceof Error &&
    error.name === 'StoreRefusal' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/**
 * True when each named field of the record holds its text: the value, or one item of a list,
 * is that text when written as text (`listWhere`'s condition); `id` names the record's id.
 */
export function holdsValues(
  record: StoredRecord,
  values: Readonly<Record<string, string>>,
): boolean {
  for (const [field, text] of Object.entries(values)) {
    const value = field === 'id' ? record.id : record.values[field];
    const holds = Array.isArray(value)
      ? value.some((item) => !Array.isArray(item) && String(item) === text)
      : value !== undefined && String(value) === text;
    if (!holds) return false;
  }
  return true;
}

/**
 * The records of `found` in the order of `ids` (each id's first place), each once: what
 * `getMany` answers from records read in any order.
 */
export function inIdOrder(
  ids: readonly string[],
  found: Iterable<StoredRecord | undefined>,
): StoredRecord[] {
  const byId = new Map<string, StoredRecord>();
  for (const record of found) if (record) byId.set(record.id, record);
  const ordered: StoredRecord[] = [];
  for (const id of new Set(ids)) {
    const record = byId.get(id);
    if (record) ordered.push(record);
  }
  return ordered;
}

/** The error a cancelled bulk write rejects with. */
export function abortError(): Error {
  const error = new Error('The write was cancelled; nothing was written.');
  error.name = 'AbortError';
  return error;
}

/** Records are written in chunks of this size so that progress can be reported and a cancel is quick. */
export const CHUNK_SIZE = 2000;

/**
 * The order of creation that `list` and `listPage` give: by `createdAt`, then by `id` (records
 * of one import share their `createdAt`); both compare as strings do, code unit by code unit, as
 * IndexedDB compares keys.
 */
export function byCreation(a: StoredRecord, b: StoredRecord): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Checks a page read's options and gives each its default (`after` only when given); throws an
 * `Error` that says what to pass instead.
 */
export function checkPageOptions(
  options: PageOptions,
): Required<Omit<PageOptions, 'after'>> & Pick<PageOptions, 'after'> {
  const { limit, offset = 0, direction = 'asc', after } = options;
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`listPage: limit must be a whole number of at least 1, not ${String(limit)}.`);
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new Error(
      `listPage: offset must be a whole number of at least 0, not ${String(offset)}.`,
    );
  if (direction !== 'asc' && direction !== 'desc')
    throw new Error(`listPage: direction must be "asc" or "desc", not ${String(direction)}.`);
  if (
    after !== undefined &&
    (typeof after !== 'object' ||
      after === null ||
      typeof after.createdAt !== 'string' ||
      typeof after.id !== 'string')
  )
    throw new Error("listPage: after must be a record's place, { createdAt, id }, both text.");
  return after === undefined ? { limit, offset, direction } : { limit, offset, direction, after };
}

/** True when a record comes after a cursor's place in a page of this direction. */
export function isPastCursor(
  record: Pick<StoredRecord, 'createdAt' | 'id'>,
  after: PageCursor,
  direction: 'asc' | 'desc',
): boolean {
  const order = byCreation(record as StoredRecord, after as StoredRecord);
  return direction === 'asc' ? order > 0 : order < 0;
}
