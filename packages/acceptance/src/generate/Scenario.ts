import type { Spec } from '@specrun/model';
import { MemoryRecordStore } from '@specrun/runtime';
import { MockBackend, USER_HEADER } from '@specrun/runtime/backend';
import type { Expect, Step } from '../plan/Plan.ts';
import { fillPlaceholders, type Variables } from '../plan/fillPlaceholders.ts';
import { answerProblems } from '../run/answerProblems.ts';
import { codesOf, readAnswer, type Answer, type Messages } from '../run/readAnswer.ts';
import { remember } from '../run/remember.ts';

/** The `{{run}}` tag of a rehearsal: as long as a run's own, so that lengths stay the same. */
export const REHEARSAL_RUN = 'rehearse';

/** What every scenario of a plan shares: the spec, its clock and its ids. */
export interface ScenarioContext {
  spec: Spec;
  now: () => Date;
  /** The origin requests are addressed to in the rehearsal (never reached). */
  origin: string;
  /** The catalogue's messages and their codes (`Plan.messages`). */
  messages?: Messages;
  /** Adds to what a step expects what holds of every step of its call (private fields). */
  augment?: (step: Omit<Step, 'expect'>, expect: Expect) => Expect;
}

/**
 * One test as it is being made: its steps, each rehearsed on the spec's own backend in memory
 * (a fresh store per test) before it is kept, so that a plan holds only steps the spec makes
 * possible. The rehearsal picks inputs; what a step expects comes from the spec's tables.
 */
export class Scenario {
  readonly steps: Step[] = [];
  private readonly backend: MockBackend;
  private readonly variables: Variables;
  private ids = 0;
  private names = 0;

  constructor(private readonly context: ScenarioContext) {
    // A sample user's `{{u1.id}}` is their id here, and the field that names them (a declared
    // User's first unique text, `{{jake.username}}`) their name; a run fills both from their
    // sign-up.
    const naming = context.spec.entities
      .find((e) => e.name === 'User')
      ?.fields.find((f) => f.type.kind === 'text' && f.unique)?.name;
    this.variables = new Map([
      ['run', REHEARSAL_RUN],
      ...context.spec.users.map((u) => [`${u.id}.id`, u.id] as [string, string]),
      ...context.spec.users
        .filter(() => naming !== undefined)
        .map((u) => [`${u.id}.${naming}`, u.name] as [string, string]),
    ]);
    let next = 0;
    this.backend = new MockBackend({
      spec: context.spec,
      store: new MemoryRecordStore(),
      now: context.now,
      newId: () => `rehearsal-${(next += 1)}`,
    });
  }

  /** A new name for a saved record or count: `r1`, `r2`… */
  newName(prefix = 'r'): string {
    this.names += 1;
    return `${prefix}${this.names}`;
  }

  /** A made-up id that no record has. */
  unknownId(): string {
    this.ids += 1;
    return `no-such-record-${this.ids}-{{run}}`;
  }

  /** Sends a step to the rehearsal backend without keeping it. */
  async rehearse(step: Omit<Step, 'expect'>): Promise<Answer> {
    const headers = new Headers();
    if (step.as !== '') headers.set(USER_HEADER, step.as);
    if (step.ifMatch !== undefined)
      headers.set('if-match', `"${fillPlaceholders(step.ifMatch, this.variables)}"`);
    const init: RequestInit = { method: step.method, headers };
    if (step.body !== undefined) {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(fillPlaceholders(step.body, this.variables));
    }
    const path = fillPlaceholders(step.path, this.variables);
    const request = new Request(new URL(path, this.context.origin), init);
    return readAnswer(await this.backend.handle(request, path.split('?', 1)[0]));
  }

  /**
   * Rehearses a step and keeps it when its answer is what `expect` says; saves what it names.
   * Resolves to the answer when kept, undefined otherwise. `accept` may ask more of the answer.
   */
  async attempt(
    step: Omit<Step, 'expect'>,
    expect: Expect,
    accept: (answer: Answer) => boolean = () => true,
  ): Promise<Answer | undefined> {
    const answer = await this.rehearse(step);
    const full = this.context.augment?.(step, expect) ?? expect;
    const problems = answerProblems(full, answer, this.variables, this.context.messages);
    if (problems.length > 0 || !accept(answer)) {
      return undefined;
    }
    this.steps.push({ ...step, expect: full });
    remember(step, answer, this.variables);
    return answer;
  }

  /** The error codes of an answer, read as the plan reads them (`Plan.messages`). */
  codes(answer: Answer): string[] {
    return codesOf(answer.body, this.context.messages);
  }

  /** The value of a saved variable in the rehearsal. */
  variable(name: string): string | undefined {
    return this.variables.get(name);
  }

  /** Stops the rehearsal backend. */
  close(): void {
    this.backend.close();
  }
}
