import type { CompiledLifecycle } from '@specrun/runtime';
import ELK from 'elkjs/lib/elk.bundled.js';
import {
  layoutGraph,
  type GraphDirection,
  type GraphInput,
  type GraphLine,
  type PlacedBox,
  type PlacedLine,
} from '../../../shared/diagram/layoutGraph.ts';
import { finalStates } from './diagramCaption.ts';

/** A state of the diagram, placed. */
export interface PlacedState extends PlacedBox {
  initial: boolean;
  /** No transition leads out of it. */
  final: boolean;
}

/** A transition of the diagram: one edge per from → to pair, naming every action that takes it. */
export type DiagramEdge = GraphLine;

export interface LifecycleLayout {
  states: PlacedState[];
  edges: PlacedLine[];
  /** The size of the whole drawing, edges and their labels included. */
  width: number;
  height: number;
}

const HEIGHT = 40;

/** A state's box: wide enough for its name. */
function widthOf(name: string): number {
  return Math.max(96, 24 + name.length * 8.5);
}

/** The edges of a lifecycle: transitions between the same two states share one edge. */
export function diagramEdges(lifecycle: CompiledLifecycle): DiagramEdge[] {
  const byPair = new Map<string, DiagramEdge>();
  for (const transition of lifecycle.transitions) {
    const key = `${transition.from}\u0000${transition.to}`;
    const roles = transition.roles.length > 0 ? ` (${transition.roles.join(', ')})` : '';
    const label = `${transition.action}${roles}`;
    const edge = byPair.get(key);
    if (edge) edge.label = `${edge.label}; ${label}`;
    else
      byPair.set(key, {
        id: `e${byPair.size}`,
        from: transition.from,
        to: transition.to,
        label,
      });
  }
  return [...byPair.values()];
}

/** Which way the diagram reads: left to right, or top to bottom for a narrow screen. */
export type LayoutDirection = GraphDirection;

/**
 * Lays the states of a lifecycle out with ELK's layered algorithm (`layoutGraph`, ELK's bundled
 * build in this page), left to right by default, and routes its edges: the points of each line
 * and where its label goes.
 */
export async function layoutLifecycle(
  lifecycle: CompiledLifecycle,
  direction: LayoutDirection = 'RIGHT',
): Promise<LifecycleLayout> {
  const input: GraphInput = {
    nodes: lifecycle.states.map((state) => ({ id: state, width: widthOf(state), height: HEIGHT })),
    edges: diagramEdges(lifecycle),
  };
  const { nodes, edges, width, height } = await layoutGraph(new ELK(), input, direction);
  const finals = finalStates(lifecycle);
  const states = nodes.map((node) => ({
    ...node,
    initial: node.id === lifecycle.initial,
    final: finals.has(node.id),
  }));
  return { states, edges, width, height };
}
