import type { Plan, PlannedTest, Step } from '../plan/Plan.ts';
import { fillPlaceholders, type Variables } from '../plan/fillPlaceholders.ts';
import { answerProblems } from './answerProblems.ts';
import { readAnswer, recordOf, type Answer } from './readAnswer.ts';
import { remember } from './remember.ts';

/** The outcome of one step. */
export interface StepResult {
  step: Step;
  /** What is wrong with its answer; empty when it passed. */
  problems: string[];
  status?: number;
  ms: number;
}

/** The outcome of one test: passed when every step did; steps after a failing one are not sent. */
export interface TestResult {
  test: PlannedTest;
  passed: boolean;
  steps: StepResult[];
  ms: number;
  /** Records the run made and could not remove afterwards. */
  leftBehind: string[];
}

/** The outcome of a whole run. */
export interface RunResult {
  plan: Plan;
  baseUrl: string;
  results: TestResult[];
  ms: number;
}

/** Options of `runPlan`. */
export interface RunOptions {
  /** The backend's base URL, its own path kept: `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** The tag `{{run}}` stands for: 8 characters; default a random one. */
  run?: string;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
  /** Called after each test, as it finishes. */
  onResult?: (result: TestResult) => void;
  /** How long one request may take, in ms; default 30,000. */
  timeoutMs?: number;
}

/** A failure to reach the backend at all: the run stops, with where it tried. */
export class ConnectionError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(
      `cannot reach ${url}: ${cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause)}`,
    );
  }
}

/**
 * Runs a plan's tests one after another against a backend over HTTP, acting as the spec's
 * sample users through the plan's development header, and removes every record the run made
 * after each test (through the spec's delete calls, by any sample user who may). Rejects with a
 * `ConnectionError` when the backend cannot be reached.
 */
export async function runPlan(plan: Plan, options: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const run = options.run ?? randomTag();
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = (step: Omit<Step, 'expect'>, variables: Variables) =>
    sendStep(plan, base, step, variables, options);
  const results: TestResult[] = [];
  // The users the tests act as: their ids, or their tokens once the setup signed them up and in.
  const shared: Variables = new Map([['run', run]]);
  if (plan.acting.kind === 'header') for (const user of plan.users) shared.set(`${user}.id`, user);
  if (plan.setup.length > 0) {
    const result = await runTest(plan, setupTest(plan), shared, send);
    results.push(result);
    options.onResult?.(result);
  }
  for (const test of plan.tests) {
    const result = await runTest(plan, test, new Map(shared), send);
    results.push(result);
    options.onResult?.(result);
  }
  return { plan, baseUrl: base, results, ms: performance.now() - started };
}

type Send = (step: Omit<Step, 'expect'>, variables: Variables) => Promise<Answer>;

/** The plan's setup as a test of its own: signing up and in is part of what the spec says. */
function setupTest(plan: Plan): PlannedTest {
  const first = plan.setup[0];
  const at = plan.rows.find(
    (r) => r.point === 7 && r.label.startsWith(`${first?.call ?? ''}:`),
  )?.at;
  return {
    id: 'calls/sign-up-and-in',
    name: `each user signs up and in (${[...new Set(plan.setup.map((s) => s.call))].join(', ')})`,
    group: 'calls',
    at: at ?? { line: 1, column: 1 },
    steps: plan.setup,
    covers: plan.rows
      .filter((r) => r.point === 7 && plan.setup.some((s) => r.label.startsWith(`${s.call}:`)))
      .map((r) => r.key),
  };
}

async function runTest(
  plan: Plan,
  test: PlannedTest,
  variables: Variables,
  send: Send,
): Promise<TestResult> {
  const started = performance.now();
  const made: Made[] = [];
  const steps: StepResult[] = [];
  let leftBehind: string[] = [];
  try {
    for (const step of test.steps) {
      const stepStarted = performance.now();
      let answer: Answer;
      try {
        answer = await send(step, variables);
      } catch (error) {
        if (error instanceof ConnectionError) throw error;
        steps.push({
          step,
          problems: [error instanceof Error ? error.message : String(error)],
          ms: 0,
        });
        break;
      }
      const problems = answerProblems(step.expect, answer, variables, plan.messages);
      steps.push({ step, problems, status: answer.status, ms: performance.now() - stepStarted });
      if (problems.length === 0) remember(step, answer, variables);
      if (step.creates !== undefined && answer.status < 300)
        made.push(madeBy(plan, step, recordOf(answer.body), variables));
      if (problems.length > 0) break;
    }
  } finally {
    leftBehind = await removeMade(plan, made, variables, send);
  }
  return {
    test,
    passed: steps.length === test.steps.length && steps.every((s) => s.problems.length === 0),
    steps,
    ms: performance.now() - started,
    leftBehind,
  };
}

/** A record a test made, and the path of the delete that removes it (undefined: none). */
interface Made {
  entity: string;
  label: string;
  by: string;
  path: string | undefined;
}

function madeBy(
  plan: Plan,
  step: Step,
  record: Record<string, unknown> | undefined,
  variables: Variables,
): Made {
  const entity = step.creates ?? '';
  const cleanup = plan.cleanups.find((c) => c.entity === entity);
  let path: string | undefined;
  try {
    if (step.removeWith !== undefined) path = fillPlaceholders(step.removeWith, variables);
  } catch {
    path = undefined;
  }
  const key = cleanup?.key ?? 'id';
  const value = record?.[key];
  if (path === undefined && cleanup && value !== undefined && value !== null)
    path = cleanup.path.replace('{{id}}', encodeURIComponent(String(value)));
  const named =
    value ?? record?.['id'] ?? Object.values(record ?? {}).find((v) => typeof v === 'string');
  return { entity, label: `${entity} ${String(named ?? '')}`, by: step.as, path };
}

/** Deletes what a test made, newest first, each by its maker or else any sample user. */
async function removeMade(
  plan: Plan,
  made: Made[],
  variables: Variables,
  send: Send,
): Promise<string[]> {
  const left: string[] = [];
  for (const record of made.reverse()) {
    const cleanup = plan.cleanups.find((c) => c.entity === record.entity);
    const path = record.path;
    if (!cleanup || path === undefined) {
      left.push(record.label);
      continue;
    }
    let removed = false;
    for (const user of [record.by, ...cleanup.users.filter((u) => u !== record.by)]) {
      const answer = await send(
        { title: 'clean up', as: user, call: 'clean up', method: 'DELETE', path },
        variables,
      );
      if (answer.status < 300 || answer.status === 404) {
        removed = true;
        break;
      }
    }
    if (!removed) left.push(record.label);
  }
  return left;
}

async function sendStep(
  plan: Plan,
  base: string,
  step: Omit<Step, 'expect'>,
  variables: Variables,
  options: RunOptions,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (step.as !== '' && plan.acting.kind === 'header') headers[plan.acting.header] = step.as;
  if (step.as !== '' && plan.acting.kind === 'token') {
    const token = variables.get(`${step.as}.token`);
    if (token !== undefined)
      headers[plan.acting.header] =
        plan.acting.scheme === '' ? token : `${plan.acting.scheme} ${token}`;
  }
  if (step.ifMatch !== undefined)
    headers['if-match'] = `"${fillPlaceholders(step.ifMatch, variables)}"`;
  let body: string | undefined;
  if (step.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(fillPlaceholders(step.body, variables));
  }
  const url = `${base}${fillPlaceholders(step.path, variables)}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: step.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new ConnectionError(url, error);
  }
  return readAnswer(response);
}

/** Eight random letters and digits. */
function randomTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => letters[b % letters.length]).join('');
}
