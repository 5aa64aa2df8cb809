import { Alert, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { GraphDiagram, type GraphDiagramProps } from './GraphDiagram.tsx';
import type { GraphDirection, GraphInput } from '../../../shared/diagram/layoutGraph.ts';
import { useGraphLayout } from './useGraphLayout.ts';

/** Beyond this many boxes a diagram is not drawn: its table still lists everything. */
export const DIAGRAM_LIMIT = 300;
/** Below this width a diagram reads top to bottom. */
const NARROW = 560;

interface DiagramBoxProps extends Omit<GraphDiagramProps, 'layout'> {
  graph: GraphInput;
  /** The figure's caption: what the drawing shows and what its lines mean. */
  caption: ReactNode;
}

/**
 * A diagram of a graph in a figure with its caption: laid out once its width is known, redrawn
 * as the graph changes; too large a graph is not drawn, and the caption says so.
 */
export function DiagramBox({ graph, caption, ...drawing }: DiagramBoxProps) {
  const { ref, width } = useElementSize<HTMLElement>();
  const tooLarge = graph.nodes.length > DIAGRAM_LIMIT;
  const direction: GraphDirection | undefined =
    width === 0 || tooLarge ? undefined : width < NARROW ? 'DOWN' : 'RIGHT';
  const { layout, error, stale } = useGraphLayout(tooLarge ? undefined : graph, direction);
  return (
    <figure ref={ref} style={{ margin: 0 }} aria-busy={stale && !tooLarge}>
      {tooLarge ? (
        <Alert color="gray.7" variant="outline" title="Too large to draw">
          <Text size="sm">
            This diagram would have {graph.nodes.length} boxes; the workbench draws up to{' '}
            {DIAGRAM_LIMIT}. The table below lists everything.
          </Text>
        </Alert>
      ) : error ? (
        <Alert color="red.9" variant="outline" title="The diagram could not be laid out">
          <Text size="sm">{error.message}</Text>
        </Alert>
      ) : layout === undefined ? (
        <Text size="sm">Laying out the diagram…</Text>
      ) : (
        <GraphDiagram layout={layout} {...drawing} />
      )}
      <Text component="figcaption" size="sm" mt={4}>
        {caption}
      </Text>
    </figure>
  );
}
