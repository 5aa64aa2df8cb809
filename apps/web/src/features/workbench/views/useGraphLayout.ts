import { useEffect, useMemo, useRef, useState } from 'react';
import { elkEngine } from './elkEngine.ts';
import {
  layoutGraph,
  layoutKey,
  type GraphDirection,
  type GraphInput,
  type GraphLayout,
} from '../../../shared/diagram/layoutGraph.ts';

/** What a diagram's layout is: none yet, laid out (perhaps for an earlier graph), or failed. */
export interface GraphLayoutState {
  layout?: GraphLayout;
  error?: Error;
  /** The layout is of an earlier version of the graph; a new one is on its way. */
  stale: boolean;
}

/**
 * How long a graph must stay the same before it is laid out again while the spec is typed: longer
 * for a large graph, whose layout takes seconds, so that layouts do not queue up in the worker.
 */
function settleMs(input: GraphInput): number {
  return 250 + input.nodes.length * 10;
}

/**
 * Lays a graph out with ELK, again only when its layout would change (not when only positions
 * in the source moved), after it has settled. Until the new layout comes, the last one stays.
 */
export function useGraphLayout(
  input: GraphInput | undefined,
  direction: GraphDirection | undefined,
): GraphLayoutState {
  const key = useMemo(
    () => (input === undefined || direction === undefined ? '' : layoutKey(input, direction)),
    [input, direction],
  );
  const latest = useRef({ input, direction });
  useEffect(() => {
    latest.current = { input, direction };
  }, [input, direction]);
  const [done, setDone] = useState<{ key: string; layout?: GraphLayout; error?: Error }>();

  useEffect(() => {
    if (key === '') return;
    let live = true;
    const timer = setTimeout(
      () => {
        const { input: graph, direction: towards } = latest.current;
        if (graph === undefined || towards === undefined) return;
        layoutGraph(elkEngine, graph, towards).then(
          (layout) => live && setDone({ key, layout }),
          (error: unknown) =>
            live &&
            setDone({ key, error: error instanceof Error ? error : new Error(String(error)) }),
        );
      },
      done === undefined ? 0 : settleMs(latest.current.input ?? { nodes: [], edges: [] }),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `done` only chooses the first delay; a new layout is wanted when the key changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    ...(done?.layout ? { layout: done.layout } : {}),
    ...(done?.error && done.key === key ? { error: done.error } : {}),
    stale: done?.key !== key,
  };
}
