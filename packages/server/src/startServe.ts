import type { IncomingMessage } from 'node:http';
import type { Spec } from '@specrun/model';
import type { PasswordHasher } from '@specrun/runtime/backend';
import { scryptPasswords } from './auth/scryptPasswords.ts';
import { serverSecret } from './auth/serverSecret.ts';
import { corsHeaders } from './http/cors.ts';
import { EventStream } from './http/EventStream.ts';
import { LineBatch } from './http/LineBatch.ts';
import { formatLogLine, type LogFormat } from './http/RequestLog.ts';
import { startHttpServer, type NodeHandler } from './http/startHttpServer.ts';
import { openPglite } from './sql/openPglite.ts';
import { openPostgres } from './sql/openPostgres.ts';
import type { SqlClient } from './sql/SqlClient.ts';
import { SqlRecordStore } from './sql/SqlRecordStore.ts';
import { ServedSpec, type AdoptReport } from './ServedSpec.ts';

/**
 * The path of the event stream on which the server announces each write (`records`, with the
 * entity and the ids written) and each new version of the spec it serves (`change`).
 */
export const EVENTS_PATH = '/specrun-events';

/** Where a served spec's records live. */
export type ServeDatabase =
  | { kind: 'pglite'; /** The data folder; in memory without one. */ dataDir?: string }
  | {
      kind: 'postgres';
      url: string;
      /** The most connections to open; default `defaultPoolSize()`. */
      pool?: number;
    }
  /** A client opened by the caller (tests), in a schema of its own; left open on close. */
  | { kind: 'client'; client: SqlClient; schema: string };

/** What `startServe` needs. */
export interface ServeOptions {
  /** A checked spec without errors. */
  spec: Spec;
  database: ServeDatabase;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** The one origin whose pages may call the server (CORS); default none. */
  origin?: string;
  /** The key tokens are signed with; default one made once and kept in the database. */
  secret?: string;
  /** Let the development header (`x-specrun-user`) name the acting sample user. */
  dev?: boolean;
  /** How passwords are hashed; default scrypt at OWASP's cost (`scryptPasswords`). */
  passwords?: PasswordHasher;
  /**
   * Where log lines go (one per request, and what the server has to say); default nowhere. The
   * lines of the requests answered within 20 ms come in one call, joined by line breaks
   * (`LineBatch`).
   */
  log?: (line: string) => void;
  logFormat?: LogFormat;
  /** Answers the paths that are not the calls' (the web app); default 404. */
  app?: NodeHandler;
  /** Largest body, in bytes (default 1 MB), and longest answer, in ms (default 30 s). */
  bodyLimit?: number;
  timeoutMs?: number;
}

/** A running `specrun serve`. */
export interface RunningServe {
  url: string;
  port: number;
  store: SqlRecordStore;
  /** The key that signs tokens. */
  secret: Uint8Array;
  /** What the database could not take of the spec (a unique index over stored duplicates). */
  problems: readonly string[];
  /** The spec served now. */
  readonly spec: Spec;
  /**
   * Serves a new version of the spec: the tables take it (nothing dropped), the records are
   * migrated, `adopted` is called (to serve the app the new version), then the event stream
   * says `change`. Rejects with the database's reason when it cannot take it, and the version
   * served before is served on.
   */
  adopt(spec: Spec, adopted?: () => void): Promise<AdoptReport>;
  /** The clients connected to the event stream. */
  readonly listeners: number;
  /** Stops taking requests, lets those under way finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Serves a spec's calls over HTTP with the spec's own backend (`MockBackend`, the code that
 * answers them in the browser) on a SQL record store: PGlite in a data folder, or a PostgreSQL
 * server that several processes may share. The store is migrated to the spec first, as the
 * browser app migrates its own.
 */
export async function startServe(options: ServeOptions): Promise<RunningServe> {
  const { spec } = options;
  const { database } = options;
  const client = database.kind === 'client' ? database.client : await openClient(database);
  const owned = database.kind !== 'client';
  const shared = client.kind === 'postgres';
  const schema = database.kind === 'client' ? database.schema : shared ? schemaOf(spec) : 'public';
  const store = new SqlRecordStore(client, { schema, spec, shared });
  const events = new EventStream();
  // Every write this process makes, and on PostgreSQL every write another process announces.
  const leaveStore = store.subscribe((change) =>
    events.send('records', { entity: change.entity, ...(change.ids ? { ids: change.ids } : {}) }),
  );
  let served: ServedSpec | undefined;
  try {
    await store.ready;
    const secret = await serverSecret(client, schema, options.secret);
    ({ served } = await ServedSpec.open(spec, {
      store,
      tokenSecret: secret,
      trustUserHeader: options.dev === true,
      passwords: options.passwords ?? scryptPasswords(),
      ...(options.origin === undefined ? {} : { origin: options.origin }),
      health: async () => {
        await client.query('SELECT 1');
        return { database: client.kind };
      },
    }));
    const current = served;
    const format = options.logFormat ?? 'text';
    const lines = options.log ? new LineBatch(options.log) : undefined;
    const http = await startHttpServer({
      handle: current.handle,
      stream: (request, response) => {
        if (!isEvents(request)) return false;
        const origin = request.headers.origin;
        const cors = corsHeaders(options.origin, typeof origin === 'string' ? origin : null);
        for (const [name, value] of Object.entries(cors)) response.setHeader(name, value);
        events.connect(request, response);
        return true;
      },
      ...(options.app ? { fallback: options.app } : {}),
      port: options.port,
      host: options.host,
      catalogue: () => current.spec.errors,
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(lines ? { log: (entry) => lines.add(formatLogLine(entry, format)) } : {}),
    });
    let version = 0;
    return {
      url: http.url,
      port: http.port,
      store,
      secret,
      problems: store.problems,
      get spec() {
        return current.spec;
      },
      get listeners() {
        return events.size;
      },
      adopt: async (next, adopted) => {
        const report = await current.adopt(next);
        adopted?.();
        version += 1;
        events.send('change', { version });
        return report;
      },
      close: async () => {
        // The event streams never end by themselves: ended first, they do not hold up the close.
        events.close();
        await http.close();
        lines?.flush();
        leaveStore();
        current.close();
        store.close();
        if (owned) await client.close();
      },
    };
  } catch (error) {
    events.close();
    leaveStore();
    served?.close();
    store.close();
    if (owned) await client.close().catch(() => undefined);
    throw error;
  }
}

function isEvents(request: IncomingMessage): boolean {
  const target = request.url ?? '/';
  // Most requests are calls: only a target that names the stream is read as a URL.
  if (!target.includes(EVENTS_PATH)) return false;
  const { pathname } = new URL(target, 'http://host');
  return pathname === EVENTS_PATH && (request.method === 'GET' || request.method === 'HEAD');
}

async function openClient(
  database: Exclude<ServeDatabase, { kind: 'client' }>,
): Promise<SqlClient> {
  if (database.kind === 'postgres') {
    const client = openPostgres(
      database.url,
      database.pool === undefined ? {} : { max: database.pool },
    );
    try {
      await client.query('SELECT 1');
    } catch (error) {
      await client.close().catch(() => undefined);
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`cannot reach the database at ${redact(database.url)}: ${detail}`);
    }
    return client;
  }
  return openPglite(database.dataDir);
}

/** The schema a spec's tables get on a shared PostgreSQL database: its name's slug. */
export function schemaOf(spec: Spec): string {
  const slug = spec.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 50);
  return slug === '' ? 'specrun' : slug;
}

/** A database URL without its password, to be shown. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
