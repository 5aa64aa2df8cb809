import type { Spec } from '@specrun/model';
import { BUILTIN_ERRORS } from '@specrun/runtime';
import { USER_HEADER } from '@specrun/runtime/backend';
import {
  TEST_GROUPS,
  type Cleanup,
  type Plan,
  type PlannedTest,
  type TestGroup,
} from '../plan/Plan.ts';
import { accessTests } from './accessTests.ts';
import { callTests } from './callTests.ts';
import { coverageRows } from './coverageRows.ts';
import { ruleTests, type Skipped } from './ruleTests.ts';
import { stateTests } from './stateTests.ts';
import { signUpSteps } from './signUpSteps.ts';
import { TestBuilder } from './TestBuilder.ts';
import { wireTests } from './wireTests.ts';

/** Options of `generatePlan`. */
export interface GenerateOptions {
  /** Picks the values of the records made; the same seed gives the same plan. Default 1. */
  seed?: number;
  /** Only the tests of these groups; default all. */
  only?: readonly TestGroup[];
  /** The clock: `today` decides which dates lie in the past. Default the system clock. */
  now?: () => Date;
}

/**
 * Generates the acceptance tests of a checked spec: its calls (point 7) and their error
 * answers (point 8), its transitions (point 4), rules (point 5) and permissions (point 6).
 * Every step is rehearsed on the spec's own backend in memory before it is kept, so the plan
 * holds what the spec makes possible; what each step expects comes from the spec's tables.
 */
export async function generatePlan(spec: Spec, options: GenerateOptions = {}): Promise<Plan> {
  const seed = options.seed ?? 1;
  const now = options.now ?? (() => new Date());
  const only = new Set(options.only ?? TEST_GROUPS);
  const messages = catalogueMessages(spec);
  const builder = new TestBuilder(
    { spec, now, origin: 'http://rehearsal.invalid', messages },
    now().toISOString().slice(0, 10),
    Math.abs(Math.trunc(seed)) % 10,
  );
  const { acting, setup } = await signUpSteps(builder.facts, builder.context, USER_HEADER);
  const skipped: Skipped[] = [];
  const tests: PlannedTest[] = [];
  if (only.has('calls')) tests.push(...(await callTests(builder)), ...(await wireTests(builder)));
  if (only.has('states')) tests.push(...(await stateTests(builder)));
  if (only.has('rules')) tests.push(...(await ruleTests(builder, skipped)));
  if (only.has('access')) tests.push(...(await accessTests(builder)));
  return {
    spec: spec.name,
    seed,
    tests,
    rows: coverageRows(spec),
    cleanups: cleanups(builder),
    acting,
    users: spec.users.map((u) => u.id),
    setup,
    messages,
    skipped,
  };
}

/** How to remove each entity's records: its delete call, tried by every sample user. */
function cleanups(builder: TestBuilder): Cleanup[] {
  const list: Cleanup[] = [];
  for (const entity of builder.facts.spec.entities) {
    const binding = builder.facts.call(entity.name, 'delete');
    if (!binding) continue;
    const path = builder.facts
      .pathFor(binding)
      .replace(new RegExp(`[:{]${binding.key ?? 'id'}\\}?`), '{{id}}');
    list.push({
      entity: entity.name,
      path,
      key: binding.key ?? 'id',
      users: builder.facts.users.map((u) => u.id),
    });
  }
  return list;
}

/**
 * Each message of the catalogue, its `{CONSTANT}`s filled, with the codes that say it; and the
 * messages of Specrun's own codes that the catalogue does not name.
 */
function catalogueMessages(spec: Spec): Record<string, string[]> {
  const constants = new Map(spec.constants.map((c) => [c.name, String(c.value)]));
  const messages: Record<string, string[]> = {};
  for (const entry of spec.errors) {
    const text = entry.message.replace(
      /\{([A-Z][A-Z0-9_]*)\}/g,
      (whole, name: string) => constants.get(name) ?? whole,
    );
    (messages[text] ??= []).push(entry.code);
  }
  // Specrun's own codes the catalogue does not name keep their own messages (CONFLICT).
  for (const [code, builtin] of Object.entries(BUILTIN_ERRORS))
    if (!spec.errors.some((e) => e.code === code) && !builtin.message.includes('{'))
      (messages[builtin.message] ??= []).push(code);
  return messages;
}
