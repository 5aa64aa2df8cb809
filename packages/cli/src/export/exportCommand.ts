import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { exportOpenApi, formatDocument } from '@specrun/openapi';
import { argsProblem } from '../argsProblem.ts';
import { describeReadError, readAndCheckFile } from '../check/checkFile.ts';
import { formatDiagnostic } from '../check/formatText.ts';
import { EXIT, type Command } from '../Command.ts';
import type { Io } from '../io.ts';
import { makeStyle, shouldColour } from '../style.ts';

const HELP = `Usage: specrun export --openapi <spec> [--out <file.json|file.yaml>]

Writes the OpenAPI 3.1 description of a spec's calls: each call an operation, what it sends and
answers as schemas of the spec's entities, its error answers with their codes in the error shape
of Specrun's backend. JSON on standard output, or to the file --out names (YAML when its name
ends in .yaml or .yml). A spec with errors is not exported: "specrun check" says what they are.

Options:
  --openapi                    the format to write (the only one so far)
  --out <file.json|file.yaml>  the file to write (it is replaced if it exists)
  -h, --help                   show this help

Exit status: 0 when the document was written, 1 when the spec has errors or the file could not
be written, 2 when the spec cannot be read or the command line is wrong.
`;

/** `specrun export --openapi <spec> [--out <file>]`: a spec's calls as OpenAPI 3.1. */
export const exportCommand: Command = {
  name: 'export',
  arguments: '--openapi <spec> [--out <file>]',
  summary: "write a spec's calls as an OpenAPI 3.1 document",
  run: runExport,
};

async function runExport(args: string[], io: Io): Promise<number> {
  const parsed = parseExportArgs(args);
  if (parsed === 'help') {
    io.stdout.write(HELP);
    return EXIT.ok;
  }
  if ('problem' in parsed) {
    io.stderr.write(`specrun export: ${parsed.problem}\n\n${HELP}`);
    return EXIT.usage;
  }
  const checked = await readAndCheckFile(parsed.spec);
  if (!checked.readable) {
    io.stderr.write(`specrun export: cannot read ${parsed.spec}: ${checked.report.error}\n`);
    return EXIT.usage;
  }
  const errors = checked.report.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !checked.model) {
    const style = makeStyle(shouldColour(io.stderr, io.env));
    for (const d of errors) io.stderr.write(`${formatDiagnostic(parsed.spec, d, style)}\n`);
    io.stderr.write(
      `specrun export: ${parsed.spec} has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}; nothing is exported\n`,
    );
    return EXIT.failed;
  }
  const { document, skipped } = exportOpenApi(checked.model);
  for (const line of skipped) io.stderr.write(`specrun export: left out ${line}\n`);
  const extension = parsed.out === undefined ? '' : extname(parsed.out).toLowerCase();
  const text = formatDocument(
    document,
    extension === '.yaml' || extension === '.yml' ? 'yaml' : 'json',
  );
  if (parsed.out === undefined) {
    io.stdout.write(text);
    return EXIT.ok;
  }
  try {
    await writeFile(parsed.out, text);
  } catch (error) {
    io.stderr.write(`specrun export: could not write ${parsed.out}: ${describeReadError(error)}\n`);
    return EXIT.failed;
  }
  io.stdout.write(
    `Exported ${checked.model.calls.length} calls of ${checked.model.name || parsed.spec} to ${parsed.out}.\n`,
  );
  return EXIT.ok;
}

function parseExportArgs(
  args: string[],
): { spec: string; out?: string } | 'help' | { problem: string } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: {
        openapi: { type: 'boolean', default: false },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return 'help';
    if (!values.openapi) return { problem: 'say what to export: --openapi' };
    const [spec, ...extra] = positionals;
    if (spec === undefined) return { problem: 'name the spec to export' };
    if (extra.length > 0) return { problem: `export takes one spec, not ${positionals.length}` };
    if (values.out === '') return { problem: '--out needs a file name' };
    if (
      values.out !== undefined &&
      !['.json', '.yaml', '.yml'].includes(extname(values.out).toLowerCase())
    )
      return { problem: `--out must name a .json, .yaml or .yml file, not ${values.out}` };
    return values.out === undefined ? { spec } : { spec, out: values.out };
  } catch (error) {
    return { problem: argsProblem(error) };
  }
}
