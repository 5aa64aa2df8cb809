import type { Entity, Expression, Spec } from '@specrun/model';

/** A transition of point 4 as the runtime uses it. */
export interface LifecycleTransition {
  from: string;
  action: string;
  to: string;
  /** Who may take it; empty when any role may (the spec said `all` or nothing). */
  roles: string[];
  when?: Expression;
}

/**
 * The event a lifecycle takes (`nextState`): an action's name, and the scope its guard (`when`) is
 * evaluated in (the record, the user, the constants; see `conditionScope`).
 */
export interface LifecycleEvent {
  type: string;
  scope: Record<string, unknown>;
}

/**
 * A lifecycle of point 4, compiled: the entity and its state field, the initial state, every
 * state and action in the order the spec names them, and its transitions, the table that
 * `nextState` and `actionAvailability` read.
 */
export interface CompiledLifecycle {
  entity: Entity;
  stateField: string;
  initial: string;
  states: string[];
  actions: string[];
  transitions: LifecycleTransition[];
}

/**
 * Compiles the lifecycle of one entity: for an entity with a `state` field and a lifecycle in
 * point 4 whose initial state is one of its states. Anything less (which the checker reports)
 * gives `undefined`: such an entity has no actions, and its state stays as it is.
 */
export function compileLifecycle(spec: Spec, entityName: string): CompiledLifecycle | undefined {
  const entity = spec.entities.find((e) => e.name === entityName);
  const stateField = entity?.fields.find((f) => f.type.kind === 'state')?.name;
  const lifecycle = spec.lifecycles.find((l) => l.entity === entityName);
  if (!entity || stateField === undefined || !lifecycle?.initial) return undefined;
  const states: string[] = [];
  const actions: string[] = [];
  const addTo = (list: string[], name: string): void => {
    if (!list.includes(name)) list.push(name);
  };
  addTo(states, lifecycle.initial);
  const transitions: LifecycleTransition[] = [];
  for (const row of lifecycle.transitions) {
    if (row.from === '' || row.to === '' || row.action === '') continue;
    addTo(states, row.from);
    addTo(states, row.to);
    addTo(actions, row.action);
    const transition: LifecycleTransition = {
      from: row.from,
      action: row.action,
      to: row.to,
      roles: row.roles.includes('all') ? [] : row.roles.filter((r) => r !== ''),
    };
    if (row.when && row.when.source.trim() !== '') transition.when = row.when;
    transitions.push(transition);
  }
  if (
    transitions.length > 0 &&
    !transitions.some((t) => t.from === lifecycle.initial || t.to === lifecycle.initial)
  )
    return undefined;
  return { entity, stateField, initial: lifecycle.initial, states, actions, transitions };
}

/** Every lifecycle of a spec that compiles, by entity name. */
export function compileLifecycles(spec: Spec): Map<string, CompiledLifecycle> {
  const compiled = new Map<string, CompiledLifecycle>();
  for (const lifecycle of spec.lifecycles) {
    if (compiled.has(lifecycle.entity)) continue;
    const one = compileLifecycle(spec, lifecycle.entity);
    if (one) compiled.set(lifecycle.entity, one);
  }
  return compiled;
}
