import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { decodeSpecBytes } from '@specrun/model';
import { importOpenApi, type ImportResult } from '@specrun/openapi';
import { argsProblem } from '../argsProblem.ts';
import { describeReadError } from '../check/checkFile.ts';
import { formatDiagnostic } from '../check/formatText.ts';
import { EXIT, type Command } from '../Command.ts';
import type { Io } from '../io.ts';
import { makeStyle, shouldColour } from '../style.ts';

const HELP = `Usage: specrun import <file> [--out <spec.md>]

Reads an OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1, YAML or JSON, and the files its
$refs name, relative to it) and writes it as a nine-point spec in Markdown: to standard output,
or to the file --out names. A $ref to a URL is never fetched. What the document says that the
format cannot hold yet is listed in the spec's text; its problems and warnings are printed on
standard error as "specrun check" prints diagnostics.

Options:
  --out <spec.md>  the file to write (it is replaced if it exists)
  -h, --help       show this help

Exit status: 0 when the spec was written and nothing is wrong, 1 when the document has errors
(a broken $ref; the spec is still written) or is not an OpenAPI document, 2 when the file cannot
be read or the command line is wrong.
`;

/** How many warnings and errors are printed; the rest are counted. */
const MAX_PRINTED = 50;

/** `specrun import <file> [--out <spec.md>]`: an OpenAPI document as a nine-point spec. */
export const importCommand: Command = {
  name: 'import',
  arguments: '<file> [--out <spec.md>]',
  summary: 'import an OpenAPI document as a nine-point spec',
  run: runImport,
};

async function runImport(args: string[], io: Io): Promise<number> {
  const parsed = parseImportArgs(args);
  if (parsed === 'help') {
    io.stdout.write(HELP);
    return EXIT.ok;
  }
  if ('problem' in parsed) {
    io.stderr.write(`specrun import: ${parsed.problem}\n\n${HELP}`);
    return EXIT.usage;
  }
  let text: string;
  try {
    text = decodeSpecBytes(await readFile(parsed.file)).text;
  } catch (error) {
    io.stderr.write(`specrun import: cannot read ${parsed.file}: ${describeReadError(error)}\n`);
    return EXIT.usage;
  }
  const folder = dirname(parsed.file);
  const result = await importOpenApi(text, {
    name: basename(parsed.file),
    files: {
      read: async (path) => {
        try {
          return decodeSpecBytes(await readFile(join(folder, path))).text;
        } catch {
          return undefined;
        }
      },
    },
  });
  printDiagnostics(result, folder, io);
  if (!result.ok) {
    const first = result.diagnostics.find((d) => d.severity === 'error');
    io.stderr.write(
      `specrun import: ${parsed.file} is not imported${first ? `: ${first.message}` : ''}\n`,
    );
    return EXIT.failed;
  }
  if (parsed.out === undefined) io.stdout.write(result.markdown);
  else {
    try {
      await writeFile(parsed.out, result.markdown);
    } catch (error) {
      io.stderr.write(
        `specrun import: could not write ${parsed.out}: ${describeReadError(error)}\n`,
      );
      return EXIT.failed;
    }
  }
  io.stderr.write(`${summary(result, parsed.out)}\n`);
  const errors =
    result.diagnostics.filter((d) => d.severity === 'error').length +
    result.check.filter((d) => d.severity === 'error').length;
  return errors > 0 ? EXIT.failed : EXIT.ok;
}

function printDiagnostics(result: ImportResult, folder: string, io: Io): void {
  const style = makeStyle(shouldColour(io.stderr, io.env));
  const shown = result.diagnostics.filter((d) => d.severity !== 'info');
  for (const d of shown.slice(0, MAX_PRINTED))
    io.stderr.write(`${formatDiagnostic(join(folder, d.file), d, style)}\n`);
  if (shown.length > MAX_PRINTED)
    io.stderr.write(`… and ${shown.length - MAX_PRINTED} more warnings and errors\n`);
  for (const d of result.check.filter((c) => c.severity === 'error'))
    io.stderr.write(`${formatDiagnostic('(the written spec)', d, style)}\n`);
}

function summary(result: ImportResult, out: string | undefined): string {
  const spec = result.summary;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const by = (severity: string) => result.diagnostics.filter((d) => d.severity === severity).length;
  const parts = spec
    ? [
        count(spec.entities, 'entity').replace('entitys', 'entities'),
        count(spec.calls, 'call'),
        count(spec.rules, 'rule'),
        count(spec.errors, 'error code'),
      ]
    : [];
  return [
    `Imported ${spec?.name ?? 'the document'}${out === undefined ? '' : ` into ${out}`}: ${parts.join(', ')}.`,
    `${count(by('error'), 'error')}, ${count(by('warning'), 'warning')}; ${count(by('info'), 'thing')} the format cannot hold yet, listed in the spec's text.`,
  ].join('\n');
}

function parseImportArgs(
  args: string[],
): { file: string; out?: string } | 'help' | { problem: string } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return 'help';
    const [file, ...extra] = positionals;
    if (file === undefined) return { problem: 'name the OpenAPI document to import' };
    if (extra.length > 0)
      return { problem: `import takes one document, not ${positionals.length}` };
    if (values.out === '') return { problem: '--out needs a file name' };
    return values.out === undefined ? { file } : { file, out: values.out };
  } catch (error) {
    return { problem: argsProblem(error) };
  }
}
