import '@xyflow/react/dist/style.css';
import { Alert, Text } from '@mantine/core';
import type { CompiledLifecycle } from '@specrun/runtime';
import { Background, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { layoutLifecycle, type LifecycleLayout } from './layoutLifecycle.ts';

interface StateDiagramProps {
  lifecycle: CompiledLifecycle;
  /** The record's state, highlighted. */
  current?: string;
}

/**
 * The state diagram of a lifecycle (React Flow, laid out by ELK), the current state highlighted.
 * Loaded lazily: only detail screens of entities with a lifecycle need it. The transitions are
 * also listed as text beside it (`LifecycleSummary`), so nothing depends on seeing the drawing.
 */
export default function StateDiagram({ lifecycle, current }: StateDiagramProps) {
  const [layout, setLayout] = useState<LifecycleLayout | Error | undefined>();
  useEffect(() => {
    let live = true;
    layoutLifecycle(lifecycle).then(
      (placed) => live && setLayout(placed),
      (error: unknown) =>
        live && setLayout(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [lifecycle]);

  const flow = useMemo(() => {
    if (layout === undefined || layout instanceof Error) return undefined;
    const nodes: Node[] = layout.states.map((state) => {
      const here = state.id === current;
      return {
        id: state.id,
        position: { x: state.x, y: state.y },
        data: { label: state.id },
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
          padding: 0,
          fontWeight: here ? 700 : 500,
          borderWidth: here ? 3 : state.final ? 2 : 1,
          borderStyle: state.final ? 'double' : 'solid',
          borderColor: here ? 'var(--mantine-color-blue-9)' : 'var(--mantine-color-gray-7)',
          background: here ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-white)',
          color: 'var(--mantine-color-dark-9)',
          borderRadius: 20,
        },
        ...(state.initial ? { type: 'input' } : state.final ? { type: 'output' } : {}),
      };
    });
    const edges: Edge[] = layout.edges.map((edge) => ({
      id: edge.id,
      source: edge.from,
      target: edge.to,
      label: edge.label,
      markerEnd: { type: MarkerType.ArrowClosed },
      labelStyle: { fill: 'var(--mantine-color-dark-9)', fontSize: 12 },
      labelBgStyle: { fill: 'var(--mantine-color-white)' },
      style: { stroke: 'var(--mantine-color-gray-7)' },
    }));
    const height = Math.max(...layout.states.map((s) => s.y + s.height), 0) + 48;
    return { nodes, edges, height };
  }, [layout, current]);

  if (layout instanceof Error)
    return (
      <Alert color="red.9" variant="outline" title="The state diagram could not be laid out">
        <Text size="sm">{layout.message}</Text>
      </Alert>
    );
  if (flow === undefined) return <Text size="sm">Laying out the state diagram…</Text>;
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ height: Math.min(Math.max(flow.height, 160), 420), width: '100%' }}>
        <ReactFlow
          nodes={flow.nodes}
          edges={flow.edges}
          fitView
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
        >
          <Background gap={24} size={1} />
        </ReactFlow>
      </div>
      <Text component="figcaption" size="sm">
        State diagram of {lifecycle.entity.name}
        {current ? `: this record is in ${current}` : ''}. A double border marks a final state.
      </Text>
    </figure>
  );
}
