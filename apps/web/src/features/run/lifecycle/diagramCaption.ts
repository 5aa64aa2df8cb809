import { entityNoun, stateWords, type CompiledLifecycle } from '@specrun/runtime';

/** The states no transition leaves: the diagram draws them with a double border. */
export function finalStates(lifecycle: CompiledLifecycle): Set<string> {
  const leaving = new Set(lifecycle.transitions.map((t) => t.from));
  return new Set(lifecycle.states.filter((state) => !leaving.has(state)));
}

/**
 * The state diagram's caption: whose lifecycle, the record's state, and the double border of
 * final states only when the lifecycle has some.
 */
export function diagramCaption(lifecycle: CompiledLifecycle, current?: string): string {
  const noun = entityNoun(lifecycle.entity).one;
  const where = current ? `: this ${noun} is ${stateWords(current)}` : '';
  const finals = finalStates(lifecycle).size;
  const border = finals === 0 ? '' : ' A double border marks a final state.';
  return `State diagram of ${lifecycle.entity.name}${where}.${border}`;
}
