import { parseArgs } from 'node:util';
import { TEST_GROUPS, type TestGroup } from '@specrun/acceptance';
import { argsProblem } from '../argsProblem.ts';

/** The formats `specrun test` reports in. */
export const TEST_FORMATS = ['pretty', 'tap', 'junit'] as const;

/** What `specrun test` was asked to do. */
export interface TestArgs {
  spec: string;
  /** The backend to run against; absent when only a collection is written. */
  baseUrl?: string;
  format: (typeof TEST_FORMATS)[number];
  seed: number;
  only?: TestGroup[];
  /** `--emit postman <file>`: where to write the Postman collection. */
  postman?: string;
}

/** The arguments of `specrun test`, `'help'`, or the one problem that keeps them from running. */
export function parseTestArgs(args: string[]): TestArgs | 'help' | { problem: string } {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: {
        'base-url': { type: 'string' },
        format: { type: 'string', default: 'pretty' },
        seed: { type: 'string', default: '1' },
        only: { type: 'string' },
        emit: { type: 'string' },
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
  const emit = text('emit');
  if (emit !== undefined && emit !== 'postman')
    return { problem: `--emit writes a postman collection: --emit postman <file>, not "${emit}"` };
  const [spec, ...rest] = positionals;
  if (spec === undefined) return { problem: 'name the spec to test' };
  const postman = emit === undefined ? undefined : rest.shift();
  if (emit !== undefined && postman === undefined)
    return { problem: '--emit postman needs the file to write: --emit postman <file>' };
  if (rest.length > 0) return { problem: `test takes one spec, not ${positionals.length}` };
  const baseUrl = text('base-url');
  if (baseUrl === undefined && postman === undefined)
    return { problem: 'say where the backend answers: --base-url http://127.0.0.1:8080' };
  if (baseUrl !== undefined && !isBaseUrl(baseUrl))
    return { problem: `--base-url must be an http or https URL, not "${baseUrl}"` };
  const format = text('format');
  if (!TEST_FORMATS.some((f) => f === format))
    return { problem: `--format must be pretty, tap or junit, not "${String(format)}"` };
  const seedText = text('seed') ?? '';
  if (!/^\d{1,9}$/.test(seedText))
    return { problem: `--seed must be a whole number from 0 to 999999999, not "${seedText}"` };
  const parsed: TestArgs = {
    spec,
    format: format as TestArgs['format'],
    seed: Number(seedText),
  };
  const only = text('only');
  if (only !== undefined) {
    const groups = only.split(',').map((g) => g.trim());
    const wrong = groups.find((g) => !TEST_GROUPS.some((known) => known === g));
    if (wrong !== undefined)
      return {
        problem: `--only takes calls, states, rules or access (comma-separated), not "${wrong}"`,
      };
    parsed.only = groups as TestGroup[];
  }
  if (baseUrl !== undefined) parsed.baseUrl = baseUrl.replace(/\/+$/, '');
  if (postman !== undefined) parsed.postman = postman;
  return parsed;
}

function isBaseUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '';
  } catch {
    return false;
  }
}
