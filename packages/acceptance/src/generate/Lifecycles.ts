import type { Lifecycle, Transition, User } from '@specrun/model';
import type { MadeRecord } from './Maker.ts';
import type { Scenario } from './Scenario.ts';
import type { SpecFacts } from './SpecFacts.ts';

/**
 * Moves records along their lifecycle (point 4) through the spec's action calls, each step by
 * the first sample user whose action succeeds in the rehearsal.
 */
export class Lifecycles {
  constructor(private readonly facts: SpecFacts) {}

  lifecycleOf(entity: string): Lifecycle | undefined {
    return this.facts.spec.lifecycles.find((l) => l.entity === entity);
  }

  /** The transitions leading from the initial state to `state`, fewest first; undefined if none. */
  pathTo(lifecycle: Lifecycle, state: string): Transition[] | undefined {
    const start = lifecycle.initial ?? lifecycle.transitions[0]?.from;
    if (start === undefined) return undefined;
    const paths = new Map<string, Transition[]>([[start, []]]);
    const queue = [start];
    while (queue.length > 0) {
      const from = queue.shift() as string;
      const path = paths.get(from) ?? [];
      if (from === state) return path;
      for (const transition of lifecycle.transitions)
        if (transition.from === from && !paths.has(transition.to)) {
          paths.set(transition.to, [...path, transition]);
          queue.push(transition.to);
        }
    }
    return undefined;
  }

  /** Every state the lifecycle names, in order of appearance. */
  states(lifecycle: Lifecycle): string[] {
    const states: string[] = lifecycle.initial ? [lifecycle.initial] : [];
    for (const t of lifecycle.transitions)
      for (const s of [t.from, t.to]) if (!states.includes(s)) states.push(s);
    return states;
  }

  /**
   * Takes one transition on a record as the first of `users` whose call succeeds and leaves the
   * record in the transition's target state; resolves to that user, or undefined.
   */
  async take(
    scenario: Scenario,
    record: MadeRecord,
    transition: Transition,
    users: readonly User[] = this.facts.users,
  ): Promise<User | undefined> {
    const binding = this.facts.call(record.entity, 'action', transition.action);
    const stateField = this.facts.stateField(record.entity);
    if (!binding || stateField === undefined) return undefined;
    for (const user of users) {
      const kept = await scenario.attempt(
        {
          ...this.facts.stepOn(binding, user.id, `${transition.action} as ${user.id}`, record),
          save: record.name,
        },
        { status: this.facts.successStatus(binding), values: { [stateField]: transition.to } },
      );
      if (kept) return user;
    }
    return undefined;
  }

  /** Moves a new record to a state along the shortest path; false when a step cannot be taken. */
  async drive(scenario: Scenario, record: MadeRecord, state: string): Promise<boolean> {
    const lifecycle = this.lifecycleOf(record.entity);
    const path = lifecycle && this.pathTo(lifecycle, state);
    if (!path) return false;
    for (const transition of path)
      if (!(await this.take(scenario, record, transition))) return false;
    return true;
  }
}
