import { readFileSync } from 'node:fs';
import { readAndCheckSpec } from '@specrun/model';
import { MemoryRecordStore } from '@specrun/runtime';
import { MockBackend } from '@specrun/runtime/backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../generate/generatePlan.ts';
import type { Plan } from '../plan/Plan.ts';
import { formatJunit } from '../report/formatJunit.ts';
import { formatPrettySummary } from '../report/formatPretty.ts';
import { formatTap } from '../report/formatTap.ts';
import { runPlan } from './runPlan.ts';

const TEXT = readFileSync(
  new URL('../../../../examples/expense-claims.md', import.meta.url),
  'utf8',
);
const { spec } = readAndCheckSpec(TEXT);
let plan: Plan;

beforeAll(async () => {
  plan = await generatePlan(spec, { seed: 3 });
});

/** A fetch answered by the spec's backend in memory, its answers passed through `change`. */
function backendFetch(change: (request: Request, response: Response) => Response = (_q, r) => r): {
  fetch: typeof fetch;
  backend: MockBackend;
  store: MemoryRecordStore;
} {
  const store = new MemoryRecordStore();
  const backend = new MockBackend({ spec, store });
  const answer = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return change(request, await backend.handle(request));
  };
  return { fetch: answer as typeof fetch, backend, store };
}

describe('runPlan', () => {
  it('passes every test against the spec own backend and leaves no record behind', async () => {
    const { fetch, store } = backendFetch();
    const result = await runPlan(plan, { baseUrl: 'http://backend.test', fetch });
    expect(result.results.filter((r) => !r.passed).map((r) => r.test.name)).toEqual([]);
    expect(result.results.flatMap((r) => r.leftBehind)).toEqual([]);
    for (const entity of spec.entities) expect(await store.list(entity.name)).toEqual([]);
    const count = plan.tests.length;
    expect(count).toBeGreaterThanOrEqual(57);
    expect(formatPrettySummary(result)).toContain(
      `\n${count} passed of ${count} tests against http://backend.test`,
    );
  });

  it('fails the tests of refusals when a backend answers 200 for 403, and reports them', async () => {
    const { fetch } = backendFetch((_request, response) =>
      response.status === 403 ? new Response('{}', { status: 200 }) : response,
    );
    const result = await runPlan(plan, { baseUrl: 'http://backend.test', fetch });
    const failed = result.results.filter((r) => !r.passed);
    expect(failed.length).toBeGreaterThan(5);
    expect(failed.every((r) => /may not|refused/.test(r.test.name))).toBe(true);
    const first = failed[0]!;
    expect(first.steps.at(-1)?.problems[0]).toBe('expected status 403, got 200');
    const tap = formatTap(result);
    expect(tap).toMatch(new RegExp(`^TAP version 14\n1\\.\\.${plan.tests.length}\n`));
    expect(tap).toContain(`not ok ${result.results.indexOf(first) + 1} - ${first.test.name}`);
    expect(tap).toMatch(/^# permissions \(point 6\): \d+ of 8 rows/m);
    const junit = formatJunit(result);
    expect(junit).toMatch(
      new RegExp(
        `<testsuites name="Expense claims" tests="${plan.tests.length}" failures="${failed.length}"`,
      ),
    );
    expect(junit).toContain('<failure message="');
  });

  it('rejects with a ConnectionError that names the URL when the backend cannot be reached', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    }) as typeof fetch;
    await expect(runPlan(plan, { baseUrl: 'http://127.0.0.1:9/', fetch: refused })).rejects.toThrow(
      /^cannot reach http:\/\/127\.0\.0\.1:9\/api\/\w+: connect ECONNREFUSED$/,
    );
  });
});
