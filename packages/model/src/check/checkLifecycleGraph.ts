import type { Lifecycle } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';

/**
 * The final states of a lifecycle: those no transition leads out of (`paid` in the reference
 * spec). A record there has finished its lifecycle.
 */
export function finalStates(lifecycle: Lifecycle): Set<string> {
  const from = new Set(lifecycle.transitions.map((t) => t.from));
  const finals = new Set<string>();
  for (const { to } of lifecycle.transitions) if (!from.has(to)) finals.add(to);
  if (lifecycle.initial && !from.has(lifecycle.initial) && lifecycle.transitions.length > 0)
    finals.add(lifecycle.initial);
  return finals;
}

/**
 * Checks the shape of each lifecycle's graph beyond what `checkLifecycles` does (no way in): a
 * state that records reach from the initial state but from which no chain of transitions leads
 * to a final state has no way out (`no-way-out`), so such records can never finish. A lifecycle
 * without any final state is a cycle by design (open ↔ closed) and is not reported.
 */
export function checkLifecycleGraph(ctx: CheckContext): void {
  ctx.spec.lifecycles.forEach((lifecycle, i) => {
    if (ctx.index.lifecycles.get(lifecycle.entity) !== lifecycle) return;
    const initial = lifecycle.initial ?? '';
    const named = lifecycle.transitions.some((t) => t.from === initial || t.to === initial);
    if (initial === '' || !named) return;
    const finals = finalStates(lifecycle);
    if (finals.size === 0) return;
    const reached = walk([initial], lifecycle, 'forward');
    const finishing = walk([...finals], lifecycle, 'backward');
    const reported = new Set<string>();
    lifecycle.transitions.forEach((transition, j) => {
      for (const state of [transition.from, transition.to]) {
        if (!reached.has(state) || finishing.has(state) || reported.has(state)) continue;
        reported.add(state);
        const list = [...finals].join(', ');
        ctx.report(
          'no-way-out',
          `No chain of transitions leads from the state "${state}" of ${lifecycle.entity} to a final state (${list}): its records can never finish.`,
          transition.at,
          ['lifecycles', i, 'transitions', j],
          'add a transition out of the loop, or correct the state it leads to',
          state,
        );
      }
    });
  });
}

/** The states reached from `start` along the transitions, or against them. */
function walk(
  start: readonly string[],
  lifecycle: Lifecycle,
  direction: 'forward' | 'backward',
): Set<string> {
  const next = new Map<string, string[]>();
  for (const { from, to } of lifecycle.transitions) {
    const [a, b] = direction === 'forward' ? [from, to] : [to, from];
    const list = next.get(a);
    if (list === undefined) next.set(a, [b]);
    else list.push(b);
  }
  const seen = new Set(start);
  const queue = [...start];
  for (let k = 0; k < queue.length; k++) {
    for (const state of next.get(queue[k] ?? '') ?? []) {
      if (seen.has(state)) continue;
      seen.add(state);
      queue.push(state);
    }
  }
  return seen;
}
