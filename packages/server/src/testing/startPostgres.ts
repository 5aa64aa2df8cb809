import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's PostgreSQL 15 puts its server programs. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL server started for tests or a benchmark. */
export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** Makes a database of its own for one test; resolves to its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** True when Debian's PostgreSQL 15 server programs are installed. */
export function hasPostgres(): boolean {
  return existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'pg_ctl'));
}

/**
 * Starts a PostgreSQL 15 server in a new temporary folder on a free port of 127.0.0.1, trusting
 * local connections. initdb refuses to run as root, so as root it runs as the `postgres` user.
 * Throws, saying what to install, when the server programs are missing.
 */
export async function startPostgres(): Promise<TestPostgres> {
  if (!hasPostgres())
    throw new Error(
      `PostgreSQL 15 is not installed (${POSTGRES_BIN} is missing): install Debian's "postgresql" package.`,
    );
  const folder = await mkdtemp(join(tmpdir(), 'specrun-pg-'));
  await chmod(folder, 0o777);
  const data = join(folder, 'data');
  const port = await freePort();
  const asOwner = (program: string, args: string[]) => {
    const path = join(POSTGRES_BIN, program);
    return process.getuid?.() === 0
      ? run('su', ['postgres', '-s', '/bin/sh', '-c', [path, ...args].map(shellQuote).join(' ')])
      : run(path, args);
  };
  await asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
  await asOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    createDatabase: async (name) => {
      await asOwner('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
