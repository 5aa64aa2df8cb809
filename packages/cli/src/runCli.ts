import { parseArgs } from 'node:util';
import packageJson from '../package.json' with { type: 'json' };
import { COMMANDS } from './commands.ts';
import { EXIT, type Command } from './Command.ts';
import type { Io } from './io.ts';
import { argsProblem } from './argsProblem.ts';

/** The version printed by `specrun --version`. */
export const VERSION: string = packageJson.version;

/** The top-level usage: the commands of the table and the global options. */
export function formatUsage(commands: readonly Command[] = COMMANDS): string {
  const lines = commands.map((c) => [`${c.name} ${c.arguments}`, c.summary] as const);
  const width = Math.max(...lines.map(([left]) => left.length), '-v, --version'.length) + 2;
  return [
    'Usage: specrun <command> [options]',
    '',
    'Commands:',
    ...lines.map(([left, right]) => `  ${left.padEnd(width)}${right}`),
    '',
    'Options:',
    `  ${'-h, --help'.padEnd(width)}show this help`,
    `  ${'-v, --version'.padEnd(width)}print the version`,
    '',
    'Run "specrun <command> --help" for the options of a command.',
    '',
  ].join('\n');
}

/**
 * Runs `specrun` with the arguments after the program name; resolves to the exit code. The first
 * argument names a command of the table; before it only `--help` and `--version` are allowed.
 */
export async function runCli(args: string[], io: Io): Promise<number> {
  const [first, ...rest] = args;
  const command = COMMANDS.find((c) => c.name === first);
  if (command) return command.run(rest, io);
  if (first !== undefined && !first.startsWith('-')) {
    io.stderr.write(`specrun: unknown command "${first}"\n\n${formatUsage()}`);
    return EXIT.usage;
  }
  let values: { help?: boolean; version?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Before the command there are no files, so no word on how to name one.
    io.stderr.write(`specrun: ${argsProblem(error, false)}\n\n${formatUsage()}`);
    return EXIT.usage;
  }
  if (values.version) {
    io.stdout.write(`${VERSION}\n`);
    return EXIT.ok;
  }
  if (values.help) {
    io.stdout.write(formatUsage());
    return EXIT.ok;
  }
  io.stderr.write(formatUsage());
  return EXIT.usage;
}
