import { Tabs } from '@mantine/core';
import { reportGaps, type PointNumber, type Spec } from '@specrun/model';
import { useMemo } from 'react';
import { buildErGraph } from './erGraph.ts';
import { buildLifecycleGraphs } from './lifecycleGraph.ts';
import { LifecyclesView } from './LifecyclesView.tsx';
import { ErView } from './ErView.tsx';
import { PermissionsView } from './PermissionsView.tsx';
import {
  callRows,
  constantRows,
  errorRows,
  type CallRow,
  type ConstantRow,
  type ErrorRow,
} from './referenceRows.ts';
import { ReferenceTable, type ReferenceColumn } from './ReferenceTable.tsx';
import { buildRouteMap } from './routeMap.ts';
import { RouteMapView } from './RouteMapView.tsx';
import type { SourceAt } from './sourceAt.ts';

interface SpecViewsProps {
  spec: Spec;
  /** Called with the line and column of the element a person clicked, to show it in the editor. */
  onJump: (at: SourceAt) => void;
}

const CALL_COLUMNS: ReferenceColumn<CallRow['cells']>[] = [
  { key: 'name', header: 'Call' },
  { key: 'method', header: 'Method', monospace: true },
  { key: 'path', header: 'Path', monospace: true },
  { key: 'sends', header: 'Sends', monospace: true },
  { key: 'answers', header: 'Answers', monospace: true },
];
const ERROR_COLUMNS: ReferenceColumn<ErrorRow['cells']>[] = [
  { key: 'code', header: 'Code', monospace: true },
  { key: 'status', header: 'Status' },
  { key: 'message', header: 'Message' },
];
const CONSTANT_COLUMNS: ReferenceColumn<ConstantRow['cells']>[] = [
  { key: 'name', header: 'Name', monospace: true },
  { key: 'value', header: 'Value', monospace: true },
  { key: 'meaning', header: 'Meaning' },
];

/**
 * The views of a spec in the workbench: its entities as an ER diagram, its screens as a route
 * map, its lifecycles as state diagrams, its permission matrix, and its calls, error catalogue
 * and constants as tables. Every element links back to the line that defines it (`onJump`); a
 * point the spec does not show is said to be not shown. Only the open view is rendered.
 */
export function SpecViews({ spec, onJump }: SpecViewsProps) {
  const gaps = useMemo(() => reportGaps(spec), [spec]);
  const gap = (point: PointNumber) => gaps.find((g) => g.point === point);
  const er = useMemo(() => buildErGraph(spec), [spec]);
  const routes = useMemo(() => buildRouteMap(spec), [spec]);
  const lifecycles = useMemo(() => buildLifecycleGraphs(spec), [spec]);
  const calls = useMemo(() => callRows(spec), [spec]);
  const errors = useMemo(() => errorRows(spec), [spec]);
  const constants = useMemo(() => constantRows(spec), [spec]);

  return (
    <Tabs defaultValue="entities" keepMounted={false} variant="outline">
      <Tabs.List aria-label="Views of the spec">
        <Tabs.Tab value="entities">Entities</Tabs.Tab>
        <Tabs.Tab value="screens">Screens</Tabs.Tab>
        <Tabs.Tab value="states">States</Tabs.Tab>
        <Tabs.Tab value="permissions">Permissions</Tabs.Tab>
        <Tabs.Tab value="calls">Calls</Tabs.Tab>
        <Tabs.Tab value="errors">Errors</Tabs.Tab>
        <Tabs.Tab value="constants">Constants</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="entities" pt="md">
        <ErView graph={er} gap={gap(3)} onJump={onJump} />
      </Tabs.Panel>
      <Tabs.Panel value="screens" pt="md">
        <RouteMapView map={routes} gap={gap(2)} onJump={onJump} />
      </Tabs.Panel>
      <Tabs.Panel value="states" pt="md">
        <LifecyclesView graphs={lifecycles} gap={gap(4)} onJump={onJump} />
      </Tabs.Panel>
      <Tabs.Panel value="permissions" pt="md">
        <PermissionsView spec={spec} gap={gap(6)} onJump={onJump} />
      </Tabs.Panel>
      <Tabs.Panel value="calls" pt="md">
        <ReferenceTable
          label="Calls of the spec"
          columns={CALL_COLUMNS}
          rows={calls}
          what={(row) => `call ${row.cells.name}`}
          empty="The spec lists no calls."
          gap={gap(7)}
          onJump={onJump}
        />
      </Tabs.Panel>
      <Tabs.Panel value="errors" pt="md">
        <ReferenceTable
          label="Error catalogue of the spec"
          columns={ERROR_COLUMNS}
          rows={errors}
          what={(row) => `error ${row.cells.code}`}
          empty="The catalogue lists no errors."
          gap={gap(8)}
          onJump={onJump}
        />
      </Tabs.Panel>
      <Tabs.Panel value="constants" pt="md">
        <ReferenceTable
          label="Constants of the spec"
          columns={CONSTANT_COLUMNS}
          rows={constants}
          what={(row) => `constant ${row.cells.name}`}
          empty="The spec defines no constants."
          gap={gap(9)}
          onJump={onJump}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

// The workbench loads the views apart (`lazyComponent`).
