import { Stack, Text } from '@mantine/core';
import type { CompiledLifecycle, StoredRecord } from '@specrun/runtime';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import { RecordActions } from './RecordActions.tsx';
import { RecordHistory } from './RecordHistory.tsx';

const StateDiagram = lazyComponent(() => import('./StateDiagram.tsx').then((m) => m.default));

interface RecordLifecycleProps {
  lifecycle: CompiledLifecycle;
  record: StoredRecord;
  /** Called with the record as an action left it. */
  onActed?: (record: StoredRecord) => void;
}

/**
 * A record's lifecycle on its detail screen (or on its edit form when the spec gives it no detail
 * screen): state, actions, the diagram (lazily) and history.
 */
export function RecordLifecycle({ lifecycle, record, onActed }: RecordLifecycleProps) {
  const state = String(record.values[lifecycle.stateField] ?? lifecycle.initial);
  return (
    <Stack gap="xl">
      <RecordActions lifecycle={lifecycle} record={record} {...(onActed ? { onActed } : {})} />
      <StateDiagram
        lifecycle={lifecycle}
        current={state}
        fallback={<Text size="sm">Loading the state diagram…</Text>}
      />
      <RecordHistory record={record} />
    </Stack>
  );
}
