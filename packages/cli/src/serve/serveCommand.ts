import { join } from 'node:path';
import {
  defaultPoolSize,
  redact,
  startServe,
  type RunningServe,
  type ServeDatabase,
} from '@specrun/server';
import { reportSpecFile } from '../build/reportSpecFile.ts';
import { EXIT, type Command } from '../Command.ts';
import { waitForStop } from '../dev/waitForStop.ts';
import type { Io } from '../io.ts';
import { appHandler, type ServedText } from './appHandler.ts';
import { followSpecFile } from './followSpecFile.ts';
import { DEFAULT_SERVE_HOST, DEFAULT_SERVE_PORT, parseServeArgs } from './parseServeArgs.ts';

const HELP = `Usage: specrun serve <spec> [options]

Answers the calls of one nine-point spec (point 7) over HTTP, with the backend that answers them
in the browser: the same rules, permissions, lifecycles, versions and error catalogue. Records
are kept in PGlite (PostgreSQL in this process) in a data folder, or in a PostgreSQL server that
several serve processes may share. The built web app is served at /, calling this server: two
browsers see each other's writes as they are made. The spec file is watched: a sound change is
served at once (the records migrate; nothing is dropped), one with errors is reported and the
last sound version served on.

Options:
  --port <n>          the port to listen on (default ${DEFAULT_SERVE_PORT}; 0 picks a free one)
  --host <address>    the address to listen on (default ${DEFAULT_SERVE_HOST}; 0.0.0.0 for all)
  --data <dir>        PGlite's data folder (default .specrun/<spec name>/)
  --database <url>    a PostgreSQL server instead: postgres://user:password@host:port/name
  --pool <n>          the most connections to that server (default twice this machine's
                      cores, from 4 to 10: ${defaultPoolSize()} here)
  --origin <url>      the one origin whose pages may call the server from a browser (CORS)
  --secret <key>      the key tokens are signed with, at least 32 characters (default: a key
                      made once and kept in the database)
  --log <format>      one line per request: text (default) or json
  --dev               sample users act through the x-specrun-user header (never in production)
  -h, --help          show this help

GET /health answers 200 while the database answers. Stop it with Ctrl-C or SIGTERM: requests
under way finish first. Exit status: 0 when stopped, 1 when the spec has errors (listed; nothing
is served), the port is taken or the database fails, 2 when the spec cannot be read or the
command line is wrong.
`;

/** `specrun serve <spec>`: the spec's backend over HTTP, on PGlite or PostgreSQL. */
export const serveCommand: Command = {
  name: 'serve',
  arguments: '<spec> [--port <n>] [--data <dir> | --database <url>]',
  summary: "answer one spec's calls over HTTP, on PGlite or PostgreSQL",
  run: runServe,
};

async function runServe(args: string[], io: Io): Promise<number> {
  const parsed = parseServeArgs(args);
  if (parsed === 'help') {
    io.stdout.write(HELP);
    return EXIT.ok;
  }
  if ('problem' in parsed) {
    io.stderr.write(`specrun serve: ${parsed.problem}\n`);
    return EXIT.usage;
  }
  const checked = await reportSpecFile(parsed.spec, io);
  if (!checked.readable) {
    io.stderr.write(`specrun serve: cannot read ${parsed.spec}: ${checked.report.error}\n`);
    return EXIT.usage;
  }
  const errors = checked.report.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors > 0) {
    io.stderr.write(
      `specrun serve: ${parsed.spec} has ${errors} error${errors === 1 ? '' : 's'} (listed above); fix ${errors === 1 ? 'it' : 'them'} to serve it\n`,
    );
    return EXIT.failed;
  }
  const spec = checked.model;
  if (spec === undefined) return EXIT.failed;
  let served: ServedText = {
    bytes: checked.bytes,
    text: checked.text,
    diagnostics: checked.report.diagnostics,
    model: spec,
  };
  const name = spec.name.trim() === '' ? parsed.spec : spec.name.trim();
  const database: ServeDatabase =
    parsed.database !== undefined
      ? {
          kind: 'postgres',
          url: parsed.database,
          ...(parsed.pool === undefined ? {} : { pool: parsed.pool }),
        }
      : { kind: 'pglite', dataDir: parsed.data ?? join('.specrun', slugOf(name)) };
  const app = appHandler({
    specFile: parsed.spec,
    format: checked.report.format,
    served: () => served,
    acting: parsed.dev ? 'dev-header' : 'token',
  });
  let running: RunningServe;
  try {
    running = await startServe({
      spec,
      database,
      port: parsed.port,
      host: parsed.host,
      dev: parsed.dev,
      logFormat: parsed.log,
      log: (line) => io.stdout.write(`${line}\n`),
      ...(parsed.origin === undefined ? {} : { origin: parsed.origin }),
      ...(parsed.secret === undefined ? {} : { secret: parsed.secret }),
      ...(app.handler ? { app: app.handler } : {}),
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    io.stderr.write(
      code === 'EADDRINUSE'
        ? `specrun serve: port ${parsed.port} on ${parsed.host} is taken; stop what uses it or choose another with --port <n>\n`
        : `specrun serve: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT.failed;
  }
  const where =
    database.kind === 'postgres'
      ? `PostgreSQL at ${redact(database.url)}`
      : `PGlite in ${database.kind === 'pglite' ? database.dataDir : ''}`;
  io.stdout.write(`\n${name} answers at ${running.url} (${where})\n`);
  if (app.note) io.stdout.write(`${app.note}\n`);
  if (parsed.dev)
    io.stdout.write('Development mode: x-specrun-user names the acting sample user.\n');
  for (const problem of running.problems) io.stdout.write(`Note: ${problem}\n`);
  if (spec.calls.length === 0)
    io.stdout.write('The spec lists no calls (point 7): only /health is answered.\n');
  const stopFollowing = followSpecFile({
    file: parsed.spec,
    adopt: (next, adopted) => running.adopt(next, adopted),
    onServed: (next) => (served = next),
    problems: () => running.problems,
    log: (line) => io.stdout.write(`${line}\n`),
  });
  io.stdout.write(`Watching ${parsed.spec}: a sound change is served at once.\n`);
  io.stdout.write('Press Ctrl-C to stop.\n');
  const signal = await waitForStop();
  stopFollowing();
  await running.close();
  io.stdout.write(`Stopped (${signal}).\n`);
  return EXIT.ok;
}

/** A spec's name as a folder name. */
function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'spec' : slug;
}
