import { parseArgs } from 'node:util';
import { ensureWebApp } from '../build/ensureWebApp.ts';
import { reportSpecFile } from '../build/reportSpecFile.ts';
import { publishedSpecName } from '../build/siteConfig.ts';
import { EXIT, type Command } from '../Command.ts';
import type { Io } from '../io.ts';
import { DEV_HOST, startDevServer, type DevServer } from './startDevServer.ts';
import { waitForStop } from './waitForStop.ts';
import { argsProblem } from '../argsProblem.ts';
import { showControls } from '../showControls.ts';

/** The port `specrun dev` listens on unless told otherwise. */
export const DEFAULT_PORT = 4400;

const HELP = `Usage: specrun dev <spec> [--port <n>]

Serves the web app for one nine-point spec on ${DEV_HOST}, and reloads it in the browser each
time the spec file changes; the records kept in the browser stay, migrated to the new version.
While the file is missing, the app keeps running the version it loaded, and reloads once the
file is back.
The spec is checked on start and on each change, and its diagnostics printed as "specrun check"
prints them.

Options:
  --port <n>   the port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  -h, --help   show this help

Stop it with Ctrl-C. Exit status: 0 when stopped, 1 when the port is taken or the server fails,
2 when the spec cannot be read, the web app is not built, or the command line is wrong.
`;

/** `specrun dev <spec>`: the app of one spec on 127.0.0.1, live-reloaded as the file changes. */
export const devCommand: Command = {
  name: 'dev',
  arguments: '<spec> [--port <n>]',
  summary: "serve one spec's app on 127.0.0.1, reloading as the file changes",
  run: runDev,
};

async function runDev(args: string[], io: Io): Promise<number> {
  const parsed = parseDevArgs(args);
  if (parsed === 'help') {
    io.stdout.write(HELP);
    return EXIT.ok;
  }
  if ('problem' in parsed) {
    io.stderr.write(`specrun dev: ${parsed.problem}\n\n${HELP}`);
    return EXIT.usage;
  }
  const { spec, port } = parsed;
  const shownSpec = showControls(spec);
  const { report } = await reportSpecFile(spec, io);
  if (!report.readable) {
    io.stderr.write(`specrun dev: cannot read ${showControls(`${spec}: ${report.error}`)}\n`);
    return EXIT.usage;
  }
  const web = ensureWebApp(io.stderr);
  if (!web.found) {
    io.stderr.write(`specrun dev: ${web.problem}\n`);
    return EXIT.usage;
  }
  let server: DevServer;
  try {
    server = await startDevServer({
      webDir: web.dir,
      specFile: spec,
      specName: publishedSpecName(spec, report.format),
      port,
      onChange: () => {
        io.stdout.write(`\n${new Date().toLocaleTimeString('en-GB')} ${shownSpec} changed:\n`);
        void reportSpecFile(spec, io);
      },
      onMissing: () => {
        io.stdout.write(
          `\n${new Date().toLocaleTimeString('en-GB')} ${shownSpec} is missing: the app keeps running the version it loaded, and reloads when the file is back.\n`,
        );
      },
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    io.stderr.write(
      code === 'EADDRINUSE'
        ? `specrun dev: port ${port} on ${DEV_HOST} is taken; stop what uses it or choose another with --port <n>\n`
        : `specrun dev: cannot listen on ${DEV_HOST}:${port}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT.failed;
  }
  const name = showControls(report.name.trim() === '' ? spec : report.name.trim());
  io.stdout.write(
    `\n${name} runs at ${server.url}\nWatching ${shownSpec}: the app reloads when it changes. Press Ctrl-C to stop.\n`,
  );
  const signal = await waitForStop();
  await server.close();
  io.stdout.write(`Stopped (${signal}).\n`);
  return EXIT.ok;
}

function parseDevArgs(
  args: string[],
): { spec: string; port: number } | 'help' | { problem: string } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: {
        port: { type: 'string', short: 'p', default: String(DEFAULT_PORT) },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return 'help';
    const [spec, ...extra] = positionals;
    if (spec === undefined) return { problem: 'name the spec to serve' };
    if (extra.length > 0) return { problem: `dev serves one spec, not ${positionals.length}` };
    const port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65535)
      return { problem: `--port must be a number from 0 to 65535, not "${values.port}"` };
    return { spec, port };
  } catch (error) {
    return { problem: argsProblem(error) };
  }
}
