import { Stack, Text } from '@mantine/core';
import type { CompiledLifecycle, StoredRecord } from '@specrun/runtime';
import { lazy, Suspense } from 'react';
import { RecordActions } from './RecordActions.tsx';
import { RecordHistory } from './RecordHistory.tsx';

const StateDiagram = lazy(() => import('./StateDiagram.tsx'));

/** A record's lifecycle on its detail screen: state, actions, the diagram (lazily) and history. */
export function RecordLifecycle({
  lifecycle,
  record,
}: {
  lifecycle: CompiledLifecycle;
  record: StoredRecord;
}) {
  const state = String(record.values[lifecycle.stateField] ?? lifecycle.initial);
  return (
    <Stack gap="xl">
      <RecordActions lifecycle={lifecycle} record={record} />
      <Suspense fallback={<Text size="sm">Loading the state diagram…</Text>}>
        <StateDiagram lifecycle={lifecycle} current={state} />
      </Suspense>
      <RecordHistory record={record} />
    </Stack>
  );
}
