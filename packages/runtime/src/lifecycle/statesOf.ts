import type { Spec } from '@specrun/model';

/** The states of an entity's lifecycle (point 4): the initial one first, then in table order. */
export function statesOf(spec: Spec, entity: string): string[] {
  const lifecycle = spec.lifecycles.find((l) => l.entity === entity);
  if (!lifecycle) return [];
  const states = new Set<string>();
  if (lifecycle.initial !== undefined) states.add(lifecycle.initial);
  for (const t of lifecycle.transitions) {
    states.add(t.from);
    states.add(t.to);
  }
  return [...states];
}
