import '@xyflow/react/dist/style.css';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  Background,
  MarkerType,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type Node,
} from '@xyflow/react';
import { useMemo, type ReactNode } from 'react';
import {
  ARROW_COLOR,
  EDGE_TYPES,
  NODE_TYPES,
  type BoxData,
  type LineData,
} from '../../../shared/diagram/flowParts.tsx';
import type { GraphLayout } from '../../../shared/diagram/layoutGraph.ts';

const PADDING = 16;
const MAX_ZOOM = 1.25;
/** Below this the drawing of a large spec would be unreadable: it is shown in part, to be panned. */
const MIN_FIT_ZOOM = 0.3;

export interface GraphDiagramProps {
  layout: GraphLayout;
  /** What the diagram shows, for its zoom buttons: "the ER diagram". */
  name: string;
  /** A node's drawing; a node without one is left out (it is gone from the current graph). */
  renderNode: (id: string) => ReactNode | undefined;
  onNodeClick?: (id: string) => void;
  onEdgeClick?: (id: string) => void;
  /** A line drawn dashed: a dangling reference. */
  isDashed?: (id: string) => boolean;
}

function ZoomButtons({ name }: { name: string }) {
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  return (
    <Group gap={4} justify="flex-end">
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={`Zoom in on ${name}`}
        onClick={() => void zoomIn()}
      >
        +
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={`Zoom out of ${name}`}
        onClick={() => void zoomOut()}
      >
        −
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={`Fit ${name} to its box`}
        onClick={() => void fitView({ padding: 0.04, maxZoom: MAX_ZOOM, minZoom: 0.02 })}
      >
        ⤢
      </ActionIcon>
    </Group>
  );
}

/**
 * A diagram laid out by ELK and drawn by React Flow: boxes where ELK put them, lines along its
 * routes. Drawn for the eye and the mouse (a click on a box or line calls back); the views give
 * screen readers and keyboards the same content as tables, so the drawing is hidden from them.
 */
export function GraphDiagram(props: GraphDiagramProps) {
  return (
    <ReactFlowProvider>
      <GraphDrawing {...props} />
    </ReactFlowProvider>
  );
}

function GraphDrawing({
  layout,
  name,
  renderNode,
  onNodeClick,
  onEdgeClick,
  isDashed,
}: GraphDiagramProps) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const flow = useMemo(() => {
    const nodes: Node<BoxData>[] = layout.nodes.flatMap((box) => {
      const content = renderNode(box.id);
      if (content === undefined) return [];
      return [
        {
          id: box.id,
          type: 'box',
          position: { x: box.x, y: box.y },
          data: { content },
          width: box.width,
          height: box.height,
          draggable: false,
          selectable: false,
          connectable: false,
          style: {
            width: box.width,
            height: box.height,
            padding: 0,
            cursor: onNodeClick ? 'pointer' : 'default',
          },
        },
      ];
    });
    const present = new Set(nodes.map((node) => node.id));
    const edges: Edge<LineData>[] = layout.edges
      .filter((line) => present.has(line.from) && present.has(line.to))
      .map((line) => ({
        id: line.id,
        type: 'routed',
        source: line.from,
        target: line.to,
        label: line.label,
        data: { points: line.points, labelAt: line.labelAt },
        markerEnd: { type: MarkerType.ArrowClosed, color: ARROW_COLOR },
        style: {
          stroke: 'var(--mantine-color-gray-7)',
          strokeWidth: 1.5,
          ...(isDashed?.(line.id) ? { strokeDasharray: '6 4' } : {}),
          cursor: onEdgeClick ? 'pointer' : 'default',
        },
      }));
    return { nodes, edges };
  }, [layout, renderNode, onNodeClick, onEdgeClick, isDashed]);

  const fit =
    layout.width <= 0 || width <= 0
      ? 1
      : Math.max(Math.min((width - 2 * PADDING) / layout.width, MAX_ZOOM), MIN_FIT_ZOOM);
  const height = Math.min(Math.max(layout.height * fit + 2 * PADDING, 140), 600);

  return (
    <div>
      <ZoomButtons name={name} />
      <div
        ref={ref}
        aria-hidden
        style={{
          height,
          width: '100%',
          border: '1px solid var(--mantine-color-gray-3)',
          marginTop: 4,
        }}
      >
        {width > 0 && (
          <ReactFlow
            nodes={flow.nodes}
            edges={flow.edges}
            nodeTypes={NODE_TYPES}
            edgeTypes={EDGE_TYPES}
            defaultViewport={{
              x: Math.max((width - layout.width * fit) / 2, PADDING),
              y: PADDING,
              zoom: fit,
            }}
            minZoom={0.02}
            maxZoom={2}
            nodesDraggable={false}
            nodesConnectable={false}
            nodesFocusable={false}
            edgesFocusable={false}
            elementsSelectable={false}
            zoomOnScroll={false}
            zoomOnDoubleClick={false}
            preventScrolling={false}
            {...(onNodeClick
              ? { onNodeClick: (_: unknown, node: Node) => onNodeClick(node.id) }
              : {})}
            {...(onEdgeClick
              ? { onEdgeClick: (_: unknown, edge: Edge) => onEdgeClick(edge.id) }
              : {})}
            proOptions={{ hideAttribution: true }}
          >
            <Background gap={24} size={1} />
          </ReactFlow>
        )}
      </div>
      <Text size="xs" c="dark.6">
        Drag to move the drawing; click a box to go to the line that defines it.
      </Text>
    </div>
  );
}
