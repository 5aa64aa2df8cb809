import {
  BaseEdge,
  Handle,
  Position,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import type { CSSProperties, ReactNode } from 'react';
import type { GraphPoint } from './layoutGraph.ts';

/** What a box of a diagram draws. */
export type BoxData = { content: ReactNode };

/** Where ELK routed a line, and where its label goes. */
export type LineData = { points: GraphPoint[]; labelAt: GraphPoint | undefined };

// Lines follow ELK's routes; React Flow still wants a handle at each end of an edge.
const HIDDEN_HANDLE: CSSProperties = { opacity: 0, pointerEvents: 'none' };

/** A box: its drawing, with a handle on each side that nobody sees or drags. */
function BoxNode({ data }: NodeProps<Node<BoxData>>) {
  return (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />
      {data.content}
      <Handle type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
    </>
  );
}

/** A line along the route ELK laid out, its label where ELK placed it. */
function RoutedLine(props: EdgeProps<Edge<LineData>>) {
  const { data, sourceX, sourceY, targetX, targetY } = props;
  const points =
    data && data.points.length >= 2
      ? data.points
      : [
          { x: sourceX, y: sourceY },
          { x: targetX, y: targetY },
        ];
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x} ${p.y}`).join(' ');
  const at = data?.labelAt ?? points[Math.floor(points.length / 2)] ?? { x: sourceX, y: sourceY };
  return (
    <BaseEdge
      path={path}
      interactionWidth={12}
      {...(props.markerEnd === undefined ? {} : { markerEnd: props.markerEnd })}
      {...(props.style === undefined ? {} : { style: props.style })}
      label={props.label}
      labelX={at.x}
      labelY={at.y}
      labelStyle={{ fill: 'var(--mantine-color-dark-9)', fontSize: 12 }}
      labelShowBg
      labelBgStyle={{ fill: 'var(--mantine-color-white)' }}
      labelBgPadding={[4, 2]}
    />
  );
}

/** The node types of a diagram laid out by ELK: `box`. */
export const NODE_TYPES = { box: BoxNode };
/** The edge types of a diagram laid out by ELK: `routed`. */
export const EDGE_TYPES = { routed: RoutedLine };

/** A line's arrow head. Its colour goes into its id: a plain value (Mantine's gray.7), not a variable. */
export const ARROW_COLOR = '#495057';
