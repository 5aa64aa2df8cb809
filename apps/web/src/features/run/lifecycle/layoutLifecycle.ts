import type { CompiledLifecycle } from '@specrun/runtime';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import ELK from 'elkjs/lib/elk.bundled.js';

/** A state of the diagram, placed. */
export interface PlacedState {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  initial: boolean;
  /** No transition leads out of it. */
  final: boolean;
}

/** A transition of the diagram: one edge per from → to pair, naming every action that takes it. */
export interface DiagramEdge {
  id: string;
  from: string;
  to: string;
  label: string;
}

/** A point of the diagram, in the same coordinates as the states. */
export interface DiagramPoint {
  x: number;
  y: number;
}

/** An edge as ELK routed it: the points of its line, and the centre of its label. */
export interface PlacedEdge extends DiagramEdge {
  points: DiagramPoint[];
  labelAt: DiagramPoint | undefined;
}

export interface LifecycleLayout {
  states: PlacedState[];
  edges: PlacedEdge[];
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
export type LayoutDirection = 'RIGHT' | 'DOWN';

/**
 * Lays the states of a lifecycle out with ELK's layered algorithm, left to right by default, and
 * routes its edges: the points of each line and where its label goes.
 */
export async function layoutLifecycle(
  lifecycle: CompiledLifecycle,
  direction: LayoutDirection = 'RIGHT',
): Promise<LifecycleLayout> {
  const edges = diagramEdges(lifecycle);
  const elk = new ELK();
  const input: ElkNode = {
    id: 'lifecycle',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.spacing.nodeNode': '32',
      'elk.layered.spacing.nodeNodeBetweenLayers': '72',
      'elk.edgeLabels.inline': 'true',
    },
    children: lifecycle.states.map((state) => ({
      id: state,
      width: widthOf(state),
      height: HEIGHT,
    })),
    edges: edges.map((edge) => ({
      id: edge.id,
      sources: [edge.from],
      targets: [edge.to],
      labels: [{ text: edge.label, width: edge.label.length * 7 + 8, height: 18 }],
    })),
  };
  const graph = await elk.layout(input);
  const leaving = new Set(lifecycle.transitions.map((t) => t.from));
  const states = (graph.children ?? []).map((node) => ({
    id: node.id,
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? widthOf(node.id),
    height: node.height ?? HEIGHT,
    initial: node.id === lifecycle.initial,
    final: !leaving.has(node.id),
  }));
  const routed = new Map<string, ElkExtendedEdge>(
    (graph.edges ?? []).map((edge) => [edge.id, edge]),
  );
  const placed = edges.map((edge): PlacedEdge => {
    const route = routed.get(edge.id);
    const points = (route?.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const label = route?.labels?.[0];
    const labelAt =
      label?.x === undefined || label.y === undefined
        ? undefined
        : { x: label.x + (label.width ?? 0) / 2, y: label.y + (label.height ?? 0) / 2 };
    return { ...edge, points: points.map(({ x, y }) => ({ x, y })), labelAt };
  });
  const width = graph.width ?? Math.max(0, ...states.map((state) => state.x + state.width));
  const height = graph.height ?? Math.max(0, ...states.map((state) => state.y + state.height));
  return { states, edges: placed, width, height };
}
