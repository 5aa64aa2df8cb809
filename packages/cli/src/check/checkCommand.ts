import { parseArgs } from 'node:util';
import { EXIT, type Command } from '../Command.ts';
import type { Io } from '../io.ts';
import { makeStyle, shouldColour } from '../style.ts';
import { checkFile, type FileReport } from './checkFile.ts';
import { formatJson } from './formatJson.ts';
import { formatFileReport } from './formatText.ts';
import { countTotals, exitCodeOf, formatTotals } from './totals.ts';
import { argsProblem } from '../argsProblem.ts';

const HELP = `Usage: specrun check [--format text|json] <file>...

Reads each nine-point spec, Markdown or YAML (by its extension, else by its content), and prints
its diagnostics as a compiler does (file:line:col  severity  code  message), then its gap report:
for each of the nine points, shown, partly shown (and what is missing) or not shown.

Options:
  --format <text|json>  text for people (the default), or one JSON document for machines
  -h, --help            show this help

Exit status: 0 when no file has errors, 1 when one has, 2 when a file cannot be read
(the other files are still checked) or the command line is wrong.
`;

type OutputFormat = 'text' | 'json';

/** `specrun check <file>...`: diagnostics and the gap report of each spec. */
export const checkCommand: Command = {
  name: 'check',
  arguments: '<file>...',
  summary: 'check specs: diagnostics and the gap report',
  run: runCheck,
};

async function runCheck(args: string[], io: Io): Promise<number> {
  const parsed = parseCheckArgs(args);
  if ('problem' in parsed) {
    io.stderr.write(`specrun check: ${parsed.problem}\n\n${HELP}`);
    return EXIT.usage;
  }
  if (parsed.help) {
    io.stdout.write(HELP);
    return EXIT.ok;
  }
  const reports: FileReport[] = [];
  for (const file of parsed.files) reports.push(await checkFile(file));
  const totals = countTotals(reports);
  if (parsed.format === 'json') {
    io.stdout.write(formatJson(reports, totals));
    return exitCodeOf(totals);
  }
  const style = makeStyle(shouldColour(io.stdout, io.env));
  const errorStyle = makeStyle(shouldColour(io.stderr, io.env));
  for (const report of reports) {
    if (report.readable) io.stdout.write(`${formatFileReport(report, style)}\n\n`);
    else io.stderr.write(`${formatFileReport(report, errorStyle)}\n`);
  }
  io.stdout.write(`${formatTotals(totals)}\n`);
  return exitCodeOf(totals);
}

function parseCheckArgs(
  args: string[],
): { help: boolean; format: OutputFormat; files: string[] } | { problem: string } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: {
        format: { type: 'string', default: 'text' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    const help = values.help === true;
    if (values.format !== 'text' && values.format !== 'json') {
      return { problem: `--format must be text or json, not "${values.format}"` };
    }
    if (!help && positionals.length === 0) return { problem: 'name at least one file to check' };
    return { help, format: values.format, files: positionals };
  } catch (error) {
    return { problem: argsProblem(error) };
  }
}
