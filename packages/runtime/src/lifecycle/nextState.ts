import { transitionFrom } from './availableActions.ts';
import type { CompiledLifecycle, LifecycleEvent } from './compileLifecycle.ts';
import { evaluateCondition } from './evaluateCondition.ts';

/**
 * The state a record in `from` moves to on `event`, as point 4's table says: the transition of
 * the event's action from that state (the first, if the spec declares two: `transitionFrom`), when its guard (`when`) holds on the event's scope. `undefined` when no transition is
 * taken: a state the lifecycle does not know, an action that does not lead from it, a guard that
 * is false or cannot be evaluated. Pure: the one interpreter of a lifecycle, read alike by the
 * list of open actions (`actionAvailability`) and by the move itself (`applyAction`).
 */
export function nextState(
  lifecycle: CompiledLifecycle,
  from: string,
  event: LifecycleEvent,
): string | undefined {
  if (!lifecycle.states.includes(from)) return undefined;
  const transition = transitionFrom(lifecycle, from, event.type);
  if (!transition) return undefined;
  if (transition.when) {
    const outcome = evaluateCondition(transition.when.source, event.scope);
    if (!outcome.ok || !outcome.holds) return undefined;
  }
  return transition.to;
}
