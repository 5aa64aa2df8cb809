import '@xyflow/react/dist/style.css';
import { Alert, List, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { CompiledLifecycle } from '@specrun/runtime';
import {
  Background,
  MarkerType,
  ReactFlow,
  type Edge,
  type Node,
  useReactFlow,
  useStore,
} from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import {
  ARROW_COLOR,
  EDGE_TYPES,
  NODE_TYPES,
  type BoxData,
  type LineData,
} from '../../../shared/diagram/flowParts.tsx';
import { diagramCaption } from './diagramCaption.ts';
import { layoutLifecycle, type LayoutDirection, type LifecycleLayout } from './layoutLifecycle.ts';

interface StateDiagramProps {
  lifecycle: CompiledLifecycle;
  /** The record's state, highlighted. */
  current?: string;
}

/** Below this width the diagram reads top to bottom: left to right it would shrink unreadably. */
const NARROW = 560;
const PADDING = 16;
const MAX_ZOOM = 1.25;

/**
 * Fits the whole drawing, edge labels included, to its box and centres it, again whenever the box
 * changes size (React Flow's `fitView` fits the states alone, once).
 */
function FitDrawing({ width, height }: { width: number; height: number }) {
  const { setViewport } = useReactFlow();
  const boxWidth = useStore((store) => store.width);
  const boxHeight = useStore((store) => store.height);
  useEffect(() => {
    if (boxWidth <= 0 || boxHeight <= 0 || width <= 0 || height <= 0) return;
    const zoom = Math.min(
      (boxWidth - 2 * PADDING) / width,
      (boxHeight - 2 * PADDING) / height,
      MAX_ZOOM,
    );
    const x = (boxWidth - width * zoom) / 2;
    const y = (boxHeight - height * zoom) / 2;
    void setViewport({ x, y, zoom });
  }, [setViewport, boxWidth, boxHeight, width, height]);
  return null;
}

/**
 * The state diagram of a lifecycle (React Flow, laid out and routed by ELK), the current state
 * highlighted. Loaded lazily: only detail screens of entities with a lifecycle need it. The
 * transitions are also listed as text for screen readers, so nothing depends on seeing the drawing.
 */
export default function StateDiagram({ lifecycle, current }: StateDiagramProps) {
  const { ref, width } = useElementSize<HTMLElement>();
  // Laid out once the figure's width is known, again when it crosses the narrow width.
  const direction: LayoutDirection | undefined =
    width === 0 ? undefined : width < NARROW ? 'DOWN' : 'RIGHT';
  const [laid, setLaid] = useState<{
    direction: LayoutDirection;
    layout: LifecycleLayout | Error;
  }>();
  const layout = laid?.layout;
  useEffect(() => {
    if (direction === undefined) return;
    let live = true;
    layoutLifecycle(lifecycle, direction).then(
      (placed) => live && setLaid({ direction, layout: placed }),
      (error: unknown) =>
        live &&
        setLaid({ direction, layout: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [lifecycle, direction]);

  const flow = useMemo(() => {
    if (layout === undefined || layout instanceof Error) return undefined;
    const nodes: Node<BoxData>[] = layout.states.map((state) => {
      const here = state.id === current;
      return {
        id: state.id,
        type: 'box',
        position: { x: state.x, y: state.y },
        data: { content: state.id },
        width: state.width,
        height: state.height,
        draggable: false,
        selectable: false,
        connectable: false,
        className: here ? 'specrun-state specrun-state-current' : 'specrun-state',
        style: {
          width: state.width,
          height: state.height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          padding: 0,
          fontSize: 14,
          fontWeight: here ? 700 : 500,
          // A double border needs a few pixels to show as two lines.
          borderWidth: state.final ? 4 : here ? 3 : 1,
          borderStyle: state.final ? 'double' : 'solid',
          borderColor: here ? 'var(--mantine-color-blue-9)' : 'var(--mantine-color-gray-7)',
          background: here ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-white)',
          color: 'var(--mantine-color-dark-9)',
          borderRadius: 20,
        },
      };
    });
    const edges: Edge<LineData>[] = layout.edges.map((edge) => ({
      id: edge.id,
      type: 'routed',
      source: edge.from,
      target: edge.to,
      label: edge.label,
      data: { points: edge.points, labelAt: edge.labelAt },
      markerEnd: { type: MarkerType.ArrowClosed, color: ARROW_COLOR },
      style: { stroke: 'var(--mantine-color-gray-7)', strokeWidth: 1.5 },
    }));
    return { nodes, edges };
  }, [layout, current]);
  // The box is as tall as the drawing at the zoom its width allows, within bounds.
  const fits =
    layout === undefined || layout instanceof Error || layout.width <= 0
      ? MAX_ZOOM
      : Math.min((width - 2 * PADDING) / layout.width, MAX_ZOOM);
  const drawn = layout === undefined || layout instanceof Error ? 0 : layout.height * fits;
  const boxHeight = Math.min(
    Math.max(drawn + 2 * PADDING, 120),
    laid?.direction === 'DOWN' ? 640 : 420,
  );

  return (
    <figure ref={ref} style={{ margin: 0 }}>
      {layout instanceof Error ? (
        <Alert color="red.9" variant="outline" title="The state diagram could not be laid out">
          <Text size="sm">{layout.message}</Text>
        </Alert>
      ) : flow === undefined || layout === undefined ? (
        <Text size="sm">Laying out the state diagram…</Text>
      ) : (
        <>
          <div aria-hidden style={{ height: boxHeight, width: '100%' }}>
            <ReactFlow
              nodes={flow.nodes}
              edges={flow.edges}
              nodeTypes={NODE_TYPES}
              edgeTypes={EDGE_TYPES}
              minZoom={0.1}
              maxZoom={MAX_ZOOM}
              nodesDraggable={false}
              nodesConnectable={false}
              nodesFocusable={false}
              edgesFocusable={false}
              elementsSelectable={false}
              panOnDrag={false}
              zoomOnScroll={false}
              zoomOnPinch={false}
              zoomOnDoubleClick={false}
              preventScrolling={false}
              proOptions={{ hideAttribution: true }}
            >
              <Background gap={24} size={1} />
              <FitDrawing width={layout.width} height={layout.height} />
            </ReactFlow>
          </div>
          <VisuallyHidden>
            <List aria-label={`Transitions of ${lifecycle.entity.name}`}>
              {layout.edges.map((edge) => (
                <List.Item key={edge.id}>
                  {edge.from} to {edge.to}: {edge.label}
                </List.Item>
              ))}
            </List>
          </VisuallyHidden>
        </>
      )}
      <Text component="figcaption" size="sm">
        {diagramCaption(lifecycle, current)}
      </Text>
    </figure>
  );
}
