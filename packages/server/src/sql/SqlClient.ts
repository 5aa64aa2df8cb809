/** A row as the record stores read it: every column cast to text in the query, or null. */
export type SqlRow = Record<string, string | null>;

/** A statement's parameters: text, cast in the statement itself (`$1::text::bigint`), or null. */
export type SqlParams = readonly (string | null)[];

/** Runs one statement with text parameters; resolves to its rows. */
export type SqlQuery = (text: string, params?: SqlParams) => Promise<SqlRow[]>;

/**
 * A connection to a database that speaks PostgreSQL: PGlite in the process, or a PostgreSQL
 * server through postgres.js. The record stores write one SQL dialect to both (the subset of
 * PostgreSQL 15 that PGlite runs too), pass every parameter as text and read every column as
 * text, so that the two drivers' own conversions never differ.
 */
export interface SqlClient {
  /** Which database it reaches. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs one statement outside any transaction of the caller's. */
  query: SqlQuery;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: SqlQuery) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding PostgreSQL's advisory locks on these keys, taken in this order on a
   * connection of their own and let go when it settles: no other process runs work under one of
   * them meanwhile. PGlite, one process, runs it at once.
   */
  exclusive<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
  /** Hears the notifications of a channel (LISTEN); resolves to a function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes the connection (all of them, for a pool). */
  close(): Promise<void>;
}

/** What a database error says, whichever driver threw it. */
export interface SqlErrorInfo {
  /** PostgreSQL's SQLSTATE, e.g. 23505 for a unique violation. */
  code?: string;
  /** The constraint or index it names. */
  constraint?: string;
}

/** Reads the SQLSTATE and constraint of an error thrown by PGlite or postgres.js. */
export function sqlErrorInfo(error: unknown): SqlErrorInfo {
  if (typeof error !== 'object' || error === null) return {};
  const fields = error as Record<string, unknown>;
  const info: SqlErrorInfo = {};
  if (typeof fields.code === 'string') info.code = fields.code;
  const constraint = fields.constraint_name ?? fields.constraint;
  if (typeof constraint === 'string') info.constraint = constraint;
  return info;
}

/** PostgreSQL's SQLSTATE for a value a unique index already holds. */
export const UNIQUE_VIOLATION = '23505';
