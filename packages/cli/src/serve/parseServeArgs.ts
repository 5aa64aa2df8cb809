import { parseArgs } from 'node:util';
import { argsProblem } from '../argsProblem.ts';

/** What `specrun serve` was asked to do. */
export interface ServeArgs {
  spec: string;
  port: number;
  host: string;
  /** PGlite's data folder; undefined for the default (`.specrun/<spec name>/`) or a database. */
  data?: string;
  /** A PostgreSQL server's URL. */
  database?: string;
  /** The most connections to that server; undefined for the default. */
  pool?: number;
  origin?: string;
  secret?: string;
  log: 'text' | 'json';
  dev: boolean;
}

/** The port `specrun serve` listens on unless told otherwise. */
export const DEFAULT_SERVE_PORT = 8080;

/** The interface it listens on unless told otherwise: this machine only. */
export const DEFAULT_SERVE_HOST = '127.0.0.1';

/** The most connections `--pool` may ask for: PostgreSQL's own default limit is 100. */
const MAX_POOL = 100;

/** The shortest `--secret`: tokens are signed with HS256, whose key has at least 256 bits. */
const MIN_SECRET = 32;

/** The arguments of `specrun serve`, `'help'`, or the one problem that keeps them from running. */
export function parseServeArgs(args: string[]): ServeArgs | 'help' | { problem: string } {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: {
        port: { type: 'string', short: 'p', default: String(DEFAULT_SERVE_PORT) },
        host: { type: 'string', default: DEFAULT_SERVE_HOST },
        data: { type: 'string' },
        database: { type: 'string' },
        pool: { type: 'string' },
        origin: { type: 'string' },
        secret: { type: 'string' },
        log: { type: 'string', default: 'text' },
        dev: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    return { problem: argsProblem(error) };
  }
  if (values.help) return 'help';
  const text = (name: string): string | undefined =>
    typeof values[name] === 'string' ? values[name] : undefined;
  const [spec, ...extra] = positionals;
  if (spec === undefined) return { problem: 'name the spec to serve' };
  if (extra.length > 0) return { problem: `serve answers for one spec, not ${positionals.length}` };
  const portText = text('port') ?? '';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    return { problem: `--port must be a number from 0 to 65535, not "${portText}"` };
  const host = text('host') ?? '';
  if (host.trim() === '' || /\s|\//.test(host))
    return { problem: `--host must be an address to listen on, such as 127.0.0.1, not "${host}"` };
  const data = text('data');
  const database = text('database');
  if (data !== undefined && database !== undefined)
    return { problem: '--data and --database name two places for the records; give one' };
  if (data !== undefined && data.trim() === '') return { problem: '--data needs a folder' };
  if (database !== undefined && !/^postgres(ql)?:\/\/[^\s]+$/.test(database))
    return {
      problem: '--database must be a PostgreSQL URL: postgres://user:password@host:port/name',
    };
  const poolText = text('pool');
  const pool = Number(poolText);
  if (poolText !== undefined && database === undefined)
    return { problem: '--pool sets the connections to a --database; PGlite has one' };
  if (poolText !== undefined && (!/^\d+$/.test(poolText) || pool < 1 || pool > MAX_POOL))
    return { problem: `--pool must be a number from 1 to ${MAX_POOL}, not "${poolText}"` };
  const origin = text('origin');
  if (origin !== undefined && !isOrigin(origin))
    return {
      problem: `--origin must be an origin such as https://app.example.com, not "${origin}"`,
    };
  const secret = text('secret');
  if (secret !== undefined && secret.length < MIN_SECRET)
    return { problem: `--secret must be at least ${MIN_SECRET} characters long` };
  const log = text('log');
  if (log !== 'text' && log !== 'json')
    return { problem: `--log must be "text" or "json", not "${String(log)}"` };
  const parsed: ServeArgs = { spec, port, host, log, dev: values.dev === true };
  if (data !== undefined) parsed.data = data;
  if (database !== undefined) parsed.database = database;
  if (poolText !== undefined) parsed.pool = pool;
  if (origin !== undefined) parsed.origin = new URL(origin).origin;
  if (secret !== undefined) parsed.secret = secret;
  return parsed;
}

/** True for an origin as a browser sends it: a scheme, a host and maybe a port; no path. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === text.replace(/\/$/, '')
    );
  } catch {
    return false;
  }
}
