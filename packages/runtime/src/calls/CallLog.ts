/** Where an operation went: the mock backend, a live server, or local storage (no call for it). */
export type CallMode = 'mock' | 'live' | 'local';

/** One call the app made (or one operation kept in local storage), as the call log shows it. */
export interface CallLogEntry {
  /** Increasing from 1 for the log's lifetime; `clear` does not reset it. */
  id: number;
  /** When it started (ISO). */
  at: string;
  mode: CallMode;
  /** The spec's name of the call (`update claim`); absent for local entries. */
  call?: string;
  /** Absent for local entries, which send nothing. */
  method?: string;
  url?: string;
  /** The JSON body sent, if any. */
  sent?: unknown;
  /** The answer's status; absent when none came (timeout, no connection, offline). */
  status?: number;
  /** The answer's body: parsed JSON, else its text; a long list is cut (see `abridged`). */
  answer?: unknown;
  /** Said when `answer` holds only part of what came: "the first 100 of 12000 records". */
  abridged?: string;
  /** How long it took, in milliseconds. */
  ms: number;
  /** How the app handled it, in words: "listed 12 Claims", "refused: NOT_ALLOWED — …". */
  handling: string;
  /** The faults applied to it (added latency, an injected failure, offline). */
  faults: string[];
  /** What the answerer assumed beyond the spec (`x-specrun-assumption`), or the app did. */
  assumptions: string[];
  /** Where the answer does not match point 7 of the spec (`contractViolations`). */
  violations: string[];
}

/** What `CallLog.toJSON` exports. */
export interface CallLogExport {
  format: 'specrun-call-log';
  version: 1;
  /** How many entries the log keeps. */
  limit: number;
  /** How many older entries were dropped to keep within `limit`. */
  dropped: number;
  entries: CallLogEntry[];
}

/** How many entries a `CallLog` keeps by default: the newest 500. */
export const CALL_LOG_LIMIT = 500;

/**
 * Every call the app made, newest last, bounded to the newest `limit` entries. Observable (for
 * `useSyncExternalStore`: `entries()` returns the same array until the log changes), clearable,
 * and exportable as JSON.
 */
export class CallLog {
  private list: readonly CallLogEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private dropped = 0;
  readonly limit: number;

  /** `limit`: how many entries to keep (default `CALL_LOG_LIMIT`). */
  constructor(options: { limit?: number } = {}) {
    const limit = options.limit ?? CALL_LOG_LIMIT;
    if (!Number.isSafeInteger(limit) || limit < 1)
      throw new Error(`CallLog: limit must be a whole number of at least 1, not ${String(limit)}.`);
    this.limit = limit;
  }

  /** Adds an entry, giving it its id; the oldest goes when the log is full. */
  add(entry: Omit<CallLogEntry, 'id'>): CallLogEntry {
    const added: CallLogEntry = { id: this.nextId++, ...entry };
    const over = this.list.length + 1 - this.limit;
    if (over > 0) this.dropped += over;
    this.list = Object.freeze([...(over > 0 ? this.list.slice(over) : this.list), added]);
    this.emit();
    return added;
  }

  /** The entries, oldest first; the same array until the log changes. */
  entries(): readonly CallLogEntry[] {
    return this.list;
  }

  /** Removes every entry. */
  clear(): void {
    this.list = Object.freeze([]);
    this.dropped = 0;
    this.emit();
  }

  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The log as a JSON document to export (`JSON.stringify(log)` gives it). */
  toJSON(): CallLogExport {
    return {
      format: 'specrun-call-log',
      version: 1,
      limit: this.limit,
      dropped: this.dropped,
      entries: [...this.list],
    };
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
