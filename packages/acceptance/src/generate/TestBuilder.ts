import type { Position } from '@specrun/model';
import type { PlannedTest, RowKey, Step, TestGroup } from '../plan/Plan.ts';
import { permissionRowsFor } from './permissionRows.ts';
import { Lifecycles } from './Lifecycles.ts';
import { Maker } from './Maker.ts';
import { Scenario, type ScenarioContext } from './Scenario.ts';
import { lineOf, SpecFacts } from './SpecFacts.ts';

/** What a test's body gets: a fresh scenario and the helpers that make records and move them. */
export interface TestTools {
  scenario: Scenario;
  facts: SpecFacts;
  maker: Maker;
  lifecycles: Lifecycles;
  /** Adds rows of points 4 to 8 the test exercises. */
  cover(...rows: RowKey[]): void;
}

/** How a test is described before its steps are made. */
export interface TestHeading {
  id: string;
  name: string;
  group: TestGroup;
  at: Position | undefined;
}

/**
 * Builds the tests of a plan: each in a scenario of its own, rehearsed on a fresh in-memory
 * backend, so that one test's records never change another's answers.
 */
export class TestBuilder {
  readonly facts: SpecFacts;
  readonly lifecycles: Lifecycles;
  private readonly ids = new Set<string>();
  private readonly serials = { made: 0 };

  readonly context: ScenarioContext;

  constructor(
    context: ScenarioContext,
    readonly today: string,
    private readonly draw: number,
  ) {
    const facts = new SpecFacts(context.spec);
    this.facts = facts;
    this.context = {
      ...context,
      augment: (step, expect) => {
        const binding = facts.calls.bindings.find((b) => b.call.name === step.call);
        const hidden = binding ? facts.hiddenFields(binding) : [];
        return expect.status < 300 && hidden.length > 0 && expect.absent === undefined
          ? { ...expect, absent: hidden }
          : expect;
      },
    };
    this.lifecycles = new Lifecycles(this.facts);
  }

  /**
   * The rows of point 6 a step exercises: those granting what it does when it succeeds, those
   * with a condition when it is refused with NOT_ALLOWED.
   */
  private permissionRowsOf(step: Step): number[] {
    const binding = this.facts.calls.bindings.find((b) => b.call.name === step.call);
    const user = this.facts.users.find((u) => u.id === step.as);
    const action = binding?.operation === 'action' ? binding.action : binding?.operation;
    if (!binding?.entity || !user || action === undefined) return [];
    const rows = permissionRowsFor(this.facts.spec, user, action, binding.entity);
    if (step.expect.status < 300) return rows.map((r) => r.index);
    if (step.expect.code === 'NOT_ALLOWED')
      return rows.filter((r) => r.permission.when !== undefined).map((r) => r.index);
    return [];
  }

  /** The tools of a scenario; the rows a test covers are added to `covers`. */
  toolsFor(scenario: Scenario, covers = new Set<RowKey>()): TestTools {
    return {
      scenario,
      facts: this.facts,
      maker: new Maker(this.facts, this.today, this.draw, this.serials),
      lifecycles: this.lifecycles,
      cover: (...rows) => rows.forEach((row) => covers.add(row)),
    };
  }

  /** Runs a body in a scenario of its own and says whether it held, keeping no test. */
  async probe(body: (tools: TestTools) => Promise<boolean>): Promise<boolean> {
    const scenario = new Scenario(this.context);
    try {
      return await body(this.toolsFor(scenario));
    } finally {
      scenario.close();
    }
  }

  /**
   * Runs a test's body in a new scenario; the test when the body resolves true (its steps all
   * rehearsed as expected), undefined when it resolves false.
   */
  async build(
    heading: TestHeading,
    body: (tools: TestTools) => Promise<boolean>,
  ): Promise<PlannedTest | undefined> {
    const scenario = new Scenario(this.context);
    const covers = new Set<RowKey>();
    const tools = this.toolsFor(scenario, covers);
    try {
      if (!(await body(tools))) return undefined;
    } finally {
      scenario.close();
    }
    let id = heading.id;
    for (let n = 2; this.ids.has(id); n += 1) id = `${heading.id}-${n}`;
    this.ids.add(id);
    for (const step of scenario.steps) {
      const index = this.facts.spec.calls.findIndex((c) => c.name === step.call);
      if (index >= 0) covers.add(`7:${index}`);
      for (const row of this.permissionRowsOf(step)) covers.add(`6:${row}`);
      const code = step.expect.code;
      const entry =
        code === undefined ? -1 : this.facts.spec.errors.findIndex((e) => e.code === code);
      if (entry >= 0) covers.add(`8:${entry}`);
    }
    return {
      id,
      name: heading.name,
      group: heading.group,
      at: lineOf(heading.at),
      steps: scenario.steps,
      covers: [...covers],
    };
  }
}

/** A name as an id's word: `Approve claim!` → `approve-claim`. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
