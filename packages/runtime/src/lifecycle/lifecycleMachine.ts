import { setup, transition as nextSnapshot } from 'xstate';
import type { CompiledLifecycle, LifecycleEvent, LifecycleTransition } from './compileLifecycle.ts';
import { evaluateCondition } from './evaluateCondition.ts';

// XState, loaded with this module when a record first takes an action: reading a spec, listing
// records and showing which actions are open need only the lifecycle's table.

type Step = { target: string; guard?: { type: 'when'; params: { source: string } } };

/** Builds the XState machine of a lifecycle: one state node per state, one event per action. */
function buildMachine(
  entity: string,
  initial: string,
  states: readonly string[],
  transitions: readonly LifecycleTransition[],
) {
  // Objects without a prototype: a state or action may be named `constructor` or `__proto__`.
  const config: Record<string, { on: Record<string, Step[]> }> = Object.create(null) as Record<
    string,
    { on: Record<string, Step[]> }
  >;
  for (const state of states) config[state] = { on: Object.create(null) as Record<string, Step[]> };
  for (const transition of transitions) {
    const on = config[transition.from]?.on;
    if (on === undefined) continue;
    const target = { target: transition.to };
    const step = transition.when
      ? { ...target, guard: { type: 'when' as const, params: { source: transition.when.source } } }
      : target;
    (on[transition.action] ??= []).push(step);
  }
  return setup({
    types: { events: {} as LifecycleEvent },
    guards: {
      when: ({ event }, params: { source: string }) => {
        const outcome = evaluateCondition(params.source, event.scope);
        return outcome.ok && outcome.holds;
      },
    },
  }).createMachine({ id: entity, initial, states: config });
}

/** The XState machine of a lifecycle. */
export type LifecycleMachine = ReturnType<typeof buildMachine>;

const machines = new WeakMap<CompiledLifecycle, LifecycleMachine | null>();

/**
 * The lifecycle's machine, built once; `undefined` when XState refuses the configuration (the
 * checker has reported why), so that no action is taken on it.
 */
export function machineOf(lifecycle: CompiledLifecycle): LifecycleMachine | undefined {
  let machine = machines.get(lifecycle);
  if (machine === undefined) {
    try {
      machine = buildMachine(
        lifecycle.entity.name,
        lifecycle.initial,
        lifecycle.states,
        lifecycle.transitions,
      );
    } catch {
      machine = null;
    }
    machines.set(lifecycle, machine);
  }
  return machine ?? undefined;
}

/**
 * The state the machine moves to from `from` on `event` (its guard evaluated on the event's
 * scope), or `undefined` when it takes no transition.
 */
export function nextState(
  lifecycle: CompiledLifecycle,
  from: string,
  event: LifecycleEvent,
): string | undefined {
  const machine = machineOf(lifecycle);
  if (!machine) return undefined;
  const snapshot = machine.resolveState({ value: from, context: {} });
  if (!snapshot.can(event)) return undefined;
  const [next] = nextSnapshot(machine, snapshot, event);
  return typeof next.value === 'string' ? next.value : undefined;
}
