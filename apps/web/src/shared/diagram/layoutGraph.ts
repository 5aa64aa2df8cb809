import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

/** A box to place: its id and its size, which the drawing of the node must keep to. */
export interface GraphBox {
  id: string;
  width: number;
  height: number;
}

/** A line to route between two boxes, with its label. */
export interface GraphLine {
  id: string;
  from: string;
  to: string;
  label: string;
}

/** What ELK lays out: boxes and the lines between them. */
export interface GraphInput {
  nodes: GraphBox[];
  edges: GraphLine[];
}

export interface GraphPoint {
  x: number;
  y: number;
}

export interface PlacedBox extends GraphBox {
  x: number;
  y: number;
}

/** A line as ELK routed it: the points it passes through, and the centre of its label. */
export interface PlacedLine extends GraphLine {
  points: GraphPoint[];
  labelAt: GraphPoint | undefined;
}

/** A laid-out graph; `width` and `height` cover everything, lines and labels included. */
export interface GraphLayout {
  nodes: PlacedBox[];
  edges: PlacedLine[];
  width: number;
  height: number;
}

/** Which way the layers of a diagram run. */
export type GraphDirection = 'RIGHT' | 'DOWN';

/** The part of ELK's API a layout needs: the bundled build in tests, its worker in the browser. */
export interface ElkEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

/** A graph of more nodes than this is laid out with fewer passes. */
export const LARGE = 80;

/** How wide a label is drawn at 12px, by an estimate that errs on the wide side. */
export function labelWidth(text: string): number {
  return Math.ceil(text.length * 7) + 8;
}

/**
 * The ELK graph of an input. Lines whose ends are not both boxes of the input are left out, so
 * that a half-built graph never makes ELK throw.
 */
export function toElkGraph(input: GraphInput, direction: GraphDirection): ElkNode {
  const ids = new Set(input.nodes.map((node) => node.id));
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.spacing.nodeNode': '32',
      'elk.layered.spacing.nodeNodeBetweenLayers': '72',
      'elk.spacing.componentComponent': '48',
      'elk.edgeLabels.inline': 'true',
      // Unconnected parts are packed into rows instead of one long line.
      'elk.aspectRatio': '1.6',
      // A large graph takes seconds at the default thoroughness (7); fewer passes halve that.
      ...(input.nodes.length > LARGE ? { 'elk.layered.thoroughness': '1' } : {}),
    },
    children: input.nodes.map(({ id, width, height }) => ({ id, width, height })),
    edges: input.edges
      .filter((edge) => ids.has(edge.from) && ids.has(edge.to))
      .map((edge): ElkExtendedEdge => ({
        id: edge.id,
        sources: [edge.from],
        targets: [edge.to],
        labels:
          edge.label === ''
            ? []
            : [{ text: edge.label, width: labelWidth(edge.label), height: 18 }],
      })),
  };
}

/** Reads ELK's answer back onto the input: a box or line ELK did not place gets no place. */
export function readElkLayout(input: GraphInput, graph: ElkNode): GraphLayout {
  const boxes = new Map((graph.children ?? []).map((child) => [child.id, child]));
  const nodes = input.nodes.flatMap((node): PlacedBox[] => {
    const placed = boxes.get(node.id);
    return placed ? [{ ...node, x: placed.x ?? 0, y: placed.y ?? 0 }] : [];
  });
  const routes = new Map((graph.edges ?? []).map((edge) => [edge.id, edge]));
  const edges = input.edges.flatMap((edge): PlacedLine[] => {
    const route = routes.get(edge.id);
    if (!route) return [];
    const points = (route.sections ?? []).flatMap((section) => [
      section.startPoint,
      ...(section.bendPoints ?? []),
      section.endPoint,
    ]);
    const label = route.labels?.[0];
    const labelAt =
      label?.x === undefined || label.y === undefined
        ? undefined
        : { x: label.x + (label.width ?? 0) / 2, y: label.y + (label.height ?? 0) / 2 };
    return [{ ...edge, points: points.map(({ x, y }) => ({ x, y })), labelAt }];
  });
  const width = graph.width ?? Math.max(0, ...nodes.map((node) => node.x + node.width));
  const height = graph.height ?? Math.max(0, ...nodes.map((node) => node.y + node.height));
  return { nodes, edges, width, height };
}

/** Lays a graph out with ELK's layered algorithm and routes its lines. */
export async function layoutGraph(
  engine: ElkEngine,
  input: GraphInput,
  direction: GraphDirection = 'RIGHT',
): Promise<GraphLayout> {
  if (input.nodes.length === 0) return { nodes: [], edges: [], width: 0, height: 0 };
  const graph = await engine.layout(toElkGraph(input, direction));
  return readElkLayout(input, graph);
}

/** A key that changes exactly when the layout of a graph would: sizes, lines, labels, direction. */
export function layoutKey(input: GraphInput, direction: GraphDirection): string {
  return JSON.stringify([
    direction,
    input.nodes.map((node) => [node.id, node.width, node.height]),
    input.edges.map((edge) => [edge.id, edge.from, edge.to, edge.label]),
  ]);
}
