import type { Lifecycle, Position, Spec, Transition } from '@specrun/model';
import type { GraphBox, GraphInput, GraphLine } from '../../../shared/diagram/layoutGraph.ts';

/** A state of a lifecycle as a node of its diagram. */
export interface StateNode extends GraphBox {
  name: string;
  initial: boolean;
  /** No transition leads out of it. */
  final: boolean;
  /** Where the state is first named: the initial-state sentence, or the first row naming it. */
  at?: Position;
}

/** The transitions between two states, one edge naming every action that takes it. */
export interface TransitionEdge extends GraphLine {
  transitions: Transition[];
  at?: Position;
}

/** The diagram of one lifecycle of point 4. */
export interface LifecycleGraph extends GraphInput {
  entity: string;
  /** The entity is one of point 3's. */
  entityKnown: boolean;
  initial?: string;
  /** The transitions drawn, in the spec's order. */
  transitions: Transition[];
  nodes: StateNode[];
  edges: TransitionEdge[];
  at?: Position;
}

const HEIGHT = 40;

function stateWidth(name: string): number {
  return Math.ceil(Math.max(96, 32 + name.length * 8.5));
}

function transitionLabel(transition: Transition): string {
  const roles = transition.roles.filter((role) => role !== '');
  return roles.length > 0 ? `${transition.action} (${roles.join(', ')})` : transition.action;
}

/** The state diagram of one lifecycle; rows with an empty from, action or to are left out. */
export function buildLifecycleGraph(spec: Spec, lifecycle: Lifecycle): LifecycleGraph {
  const rows = lifecycle.transitions.filter(
    (row) => row.from.trim() !== '' && row.to.trim() !== '' && row.action.trim() !== '',
  );
  const firstAt = new Map<string, Position | undefined>();
  const name = (state: string, at: Position | undefined) => {
    if (!firstAt.has(state)) firstAt.set(state, at);
  };
  if (lifecycle.initial) name(lifecycle.initial, lifecycle.initialAt ?? lifecycle.at);
  for (const row of rows) {
    name(row.from, row.at);
    name(row.to, row.at);
  }
  const leaving = new Set(rows.map((row) => row.from));
  const ids = new Map([...firstAt.keys()].map((state, i) => [state, `state-${i}`]));
  const nodes = [...firstAt].map(([state, at]): StateNode => ({
    id: ids.get(state) ?? state,
    width: stateWidth(state),
    height: HEIGHT,
    name: state,
    initial: state === lifecycle.initial,
    final: !leaving.has(state),
    ...(at ? { at } : {}),
  }));
  const byPair = new Map<string, TransitionEdge>();
  for (const row of rows) {
    const key = `${row.from}\u0000${row.to}`;
    const edge = byPair.get(key);
    if (edge) {
      edge.transitions.push(row);
      edge.label = `${edge.label}; ${transitionLabel(row)}`;
      continue;
    }
    byPair.set(key, {
      id: `transition-${byPair.size}`,
      from: ids.get(row.from) ?? row.from,
      to: ids.get(row.to) ?? row.to,
      label: transitionLabel(row),
      transitions: [row],
      ...(row.at ? { at: row.at } : {}),
    });
  }
  return {
    entity: lifecycle.entity,
    entityKnown: spec.entities.some((entity) => entity.name === lifecycle.entity),
    ...(lifecycle.initial ? { initial: lifecycle.initial } : {}),
    transitions: rows,
    nodes,
    edges: [...byPair.values()],
    ...(lifecycle.at ? { at: lifecycle.at } : {}),
  };
}

/** The state diagrams of every lifecycle of point 4, in the spec's order. */
export function buildLifecycleGraphs(spec: Spec): LifecycleGraph[] {
  return spec.lifecycles.map((lifecycle) => buildLifecycleGraph(spec, lifecycle));
}
