import { parseArgs } from 'node:util';
import { EXIT, type Command } from '../Command.ts';
import type { Io } from '../io.ts';
import { ensureWebApp } from './ensureWebApp.ts';
import { errorCount, reportSpecFile } from './reportSpecFile.ts';
import { shippedSpecOf } from './shipSpec.ts';
import { publishedSpecName, SITE_CONFIG_FILE } from './siteConfig.ts';
import { checkOutDir, writeSite } from './writeSite.ts';
import { argsProblem } from '../argsProblem.ts';
import { showControls } from '../showControls.ts';

const HELP = `Usage: specrun build <spec> --out <dir> [--strict] [--force]

Builds a static site that runs one nine-point spec as a web app: the web app's files, the spec,
and ${SITE_CONFIG_FILE}, which names it. The site works from any folder of any static file host.
The spec is checked first and its diagnostics printed as "specrun check" prints them.

Options:
  --out <dir>   the folder to write; it must be new or empty unless --force
  --strict      build nothing when the spec has errors (exit 1)
  --force       write into a folder that is not empty, replacing an earlier build there
  -h, --help    show this help

Exit status: 0 when the site was written, 1 when --strict and the spec has errors or the site
could not be written, 2 when the spec cannot be read, the web app is not built, or the command
line is wrong.
`;

interface BuildArgs {
  spec: string;
  out: string;
  strict: boolean;
  force: boolean;
}

/** `specrun build <spec> --out <dir>`: a static site of one spec's app. */
export const buildCommand: Command = {
  name: 'build',
  arguments: '<spec> --out <dir>',
  summary: "build a static site of one spec's app",
  run: runBuild,
};

async function runBuild(args: string[], io: Io): Promise<number> {
  const parsed = parseBuildArgs(args);
  if (parsed === 'help') {
    io.stdout.write(HELP);
    return EXIT.ok;
  }
  if ('problem' in parsed) {
    io.stderr.write(`specrun build: ${parsed.problem}\n\n${HELP}`);
    return EXIT.usage;
  }
  // The file is read once: the site publishes the bytes that were checked.
  const checked = await reportSpecFile(parsed.spec, io);
  if (!checked.readable) {
    const { error } = checked.report;
    io.stderr.write(`specrun build: cannot read ${showControls(`${parsed.spec}: ${error}`)}\n`);
    return EXIT.usage;
  }
  const { report } = checked;
  const errors = errorCount(report);
  if (errors > 0 && parsed.strict) {
    io.stderr.write(
      `specrun build: ${showControls(parsed.spec)} has ${errors === 1 ? 'an error' : `${errors} errors`}; with --strict nothing is built\n`,
    );
    return EXIT.failed;
  }
  const web = ensureWebApp(io.stderr);
  if (!web.found) {
    io.stderr.write(`specrun build: ${web.problem}\n`);
    return EXIT.usage;
  }
  const specName = publishedSpecName(parsed.spec, report.format);
  const sources = {
    webDir: web.dir,
    specFile: parsed.spec,
    specBytes: checked.bytes,
    specName,
    check: checked.model && shippedSpecOf(checked.text, report.diagnostics, checked.model),
  };
  try {
    const problem = await checkOutDir(parsed.out, sources, parsed.force);
    if (problem !== undefined) {
      io.stderr.write(`specrun build: ${problem}\n`);
      return EXIT.failed;
    }
    await writeSite(parsed.out, sources);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(
      `specrun build: could not write ${showControls(`${parsed.out}: ${message}`)}\n`,
    );
    return EXIT.failed;
  }
  const name = showControls(report.name.trim() === '' ? parsed.spec : report.name.trim());
  io.stdout.write(
    `Built ${name} into ${showControls(parsed.out)} (index.html, assets/, ${sources.specName}, ${SITE_CONFIG_FILE}).\n` +
      `Serve that folder from any static file host and open its index.html there.\n`,
  );
  return EXIT.ok;
}

function parseBuildArgs(args: string[]): BuildArgs | 'help' | { problem: string } {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: {
        out: { type: 'string' },
        strict: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return 'help';
    const [spec, ...extra] = positionals;
    if (spec === undefined) return { problem: 'name the spec to build' };
    if (extra.length > 0) return { problem: `build takes one spec, not ${positionals.length}` };
    if (values.out === undefined || values.out === '')
      return { problem: 'name the folder to write with --out <dir>' };
    return { spec, out: values.out, strict: values.strict, force: values.force };
  } catch (error) {
    return { problem: argsProblem(error) };
  }
}
