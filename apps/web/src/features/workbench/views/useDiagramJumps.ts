import { useCallback, useMemo, type ReactNode } from 'react';
import type { SourceAt } from './sourceAt.ts';

/** A node or an edge of a view's diagram, with the line that defines it. */
interface Placed {
  id: string;
  at?: SourceAt;
}

/**
 * The callbacks a view passes to its `DiagramBox`: each node drawn by `draw`, and a click on a
 * node or an edge going to the line that defines it (an edge without a line of its own goes to
 * its source node's). `nodeById` is there for the view's own tables.
 */
export function useDiagramJumps<N extends Placed, E extends Placed & { from: string }>(
  graph: { nodes: readonly N[]; edges: readonly E[] },
  draw: (node: N) => ReactNode,
  onJump: (at: SourceAt) => void,
) {
  const nodeById = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph]);
  const edgeById = useMemo(() => new Map(graph.edges.map((edge) => [edge.id, edge])), [graph]);
  const renderNode = useCallback(
    (id: string) => {
      const node = nodeById.get(id);
      return node && draw(node);
    },
    [nodeById, draw],
  );
  const jumpNode = useCallback(
    (id: string) => {
      const at = nodeById.get(id)?.at;
      if (at) onJump(at);
    },
    [nodeById, onJump],
  );
  const jumpEdge = useCallback(
    (id: string) => {
      const edge = edgeById.get(id);
      const at = edge?.at ?? nodeById.get(edge?.from ?? '')?.at;
      if (at) onJump(at);
    },
    [nodeById, edgeById, onJump],
  );
  return { nodeById, edgeById, renderNode, jumpNode, jumpEdge };
}
