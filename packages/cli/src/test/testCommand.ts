import { writeFile } from 'node:fs/promises';
import {
  ConnectionError,
  formatJunit,
  formatPrettyLine,
  formatPrettySummary,
  formatTap,
  generatePlan,
  type Plan,
  postmanCollection,
  runPlan,
} from '@specrun/acceptance';
import { describeReadError, readAndCheckFile } from '../check/checkFile.ts';
import { formatDiagnostic } from '../check/formatText.ts';
import { EXIT, type Command } from '../Command.ts';
import type { Io } from '../io.ts';
import { makeStyle, shouldColour } from '../style.ts';
import { parseTestArgs, type TestArgs } from './parseTestArgs.ts';

const HELP = `Usage: specrun test <spec> --base-url <url> [options]

Generates acceptance tests from a nine-point spec and runs them over HTTP against a backend of
it: each call's success and listed errors (points 7 and 8), each transition taken and refused
(point 4), each rule broken and kept (point 5), records a user may not read, change or delete
(point 6), and stale updates (409). It acts as the spec's sample users through the
x-specrun-user header of "specrun serve --dev", makes the records it needs through the spec's
own calls and removes them afterwards. Each test names the spec line it comes from; a summary
says how many rows of points 4 to 8 the passing tests exercised.

Options:
  --base-url <url>        where the backend answers, e.g. http://127.0.0.1:8080
  --format <format>       pretty (default), tap or junit, on standard output
  --seed <n>              picks the values of the records made (default 1); the same seed
                          gives the same tests
  --only <groups>         only calls, states, rules or access (comma-separated)
  --emit postman <file>   also write the tests as a Postman collection that newman runs
                          (without --base-url, only the collection is written)
  -h, --help              show this help

Exit status: 0 when every test passed, 1 when one failed (or the collection could not be
written), 2 when the spec cannot be read or has errors, the backend cannot be reached, or the
command line is wrong.
`;

/** `specrun test <spec> --base-url <url>`: the spec's acceptance tests against a backend. */
export const testCommand: Command = {
  name: 'test',
  arguments: '<spec> --base-url <url> [--format pretty|tap|junit]',
  summary: 'run acceptance tests generated from a spec against a backend',
  run: runTest,
};

async function runTest(args: string[], io: Io): Promise<number> {
  const parsed = parseTestArgs(args);
  if (parsed === 'help') {
    io.stdout.write(HELP);
    return EXIT.ok;
  }
  if ('problem' in parsed) {
    io.stderr.write(`specrun test: ${parsed.problem}\n`);
    return EXIT.usage;
  }
  const checked = await readAndCheckFile(parsed.spec);
  if (!checked.readable) {
    io.stderr.write(`specrun test: cannot read ${parsed.spec}: ${checked.report.error}\n`);
    return EXIT.usage;
  }
  const style = makeStyle(shouldColour(io.stdout, io.env));
  const errors = checked.report.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !checked.model) {
    const errStyle = makeStyle(shouldColour(io.stderr, io.env));
    for (const d of errors) io.stderr.write(`${formatDiagnostic(parsed.spec, d, errStyle)}\n`);
    io.stderr.write(
      `specrun test: ${parsed.spec} has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}; no tests are made\n`,
    );
    return EXIT.usage;
  }
  if (checked.model.calls.length === 0) {
    io.stderr.write(
      `specrun test: ${parsed.spec} lists no calls (point 7): there is nothing to test\n`,
    );
    return EXIT.usage;
  }
  const plan = await generatePlan(checked.model, {
    seed: parsed.seed,
    ...(parsed.only ? { only: parsed.only } : {}),
  });
  if (parsed.postman !== undefined) {
    const written = await writeCollection(parsed, plan, io);
    if (written !== EXIT.ok || parsed.baseUrl === undefined) return written;
  }
  const baseUrl = parsed.baseUrl ?? '';
  const paint = { pass: style.green, fail: style.red, dim: style.dim };
  try {
    const result = await runPlan(plan, {
      baseUrl,
      ...(parsed.format === 'pretty'
        ? { onResult: (r) => io.stdout.write(`${formatPrettyLine(parsed.spec, r, paint)}\n`) }
        : {}),
    });
    const report =
      parsed.format === 'tap'
        ? formatTap(result)
        : parsed.format === 'junit'
          ? formatJunit(result)
          : formatPrettySummary(result, paint);
    io.stdout.write(report);
    return result.results.every((r) => r.passed) ? EXIT.ok : EXIT.failed;
  } catch (error) {
    if (!(error instanceof ConnectionError)) throw error;
    io.stderr.write(`specrun test: ${error.message} (is the backend running at ${baseUrl}?)\n`);
    return EXIT.usage;
  }
}

async function writeCollection(parsed: TestArgs, plan: Plan, io: Io): Promise<number> {
  const file = parsed.postman ?? '';
  const collection = postmanCollection(plan, parsed.baseUrl ?? 'http://127.0.0.1:8080');
  try {
    await writeFile(file, `${JSON.stringify(collection, null, 2)}\n`);
  } catch (error) {
    io.stderr.write(`specrun test: could not write ${file}: ${describeReadError(error)}\n`);
    return EXIT.failed;
  }
  io.stderr.write(`Wrote ${plan.tests.length} tests of ${plan.spec} to ${file}.\n`);
  return EXIT.ok;
}
