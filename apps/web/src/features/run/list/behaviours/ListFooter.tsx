import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  countLabel,
  listWhenHolds,
  matchingRecords,
  type ScreenBehaviour,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useMemo } from 'react';
import { useSession } from '../../SessionContext.ts';
import { useScopeBase } from '../../useScopeBase.ts';
import { ErrorText } from '../../../../shared/ui/ErrorText.tsx';
import { DeleteAllButton } from './DeleteAllButton.tsx';
import type { Bulk } from './useBulk.ts';
import type { ListWrites } from './useListWrites.ts';

/** A control of the footer that shows, with the records it counts or acts on. */
interface Shown {
  control: ScreenBehaviour;
  records: StoredRecord[];
  /** Why its condition could not be applied, said in place of the control. */
  problem?: string;
}

interface ListFooterProps {
  entity: Entity;
  /** The list's behaviours of the whole list, but `toggle all`, which sits above it. */
  controls: readonly ScreenBehaviour[];
  /** The records each behaviour acts on, by what it is over. */
  recordsOf: (control: ScreenBehaviour) => readonly StoredRecord[];
  writes: ListWrites;
  bulk: Bulk;
}

/**
 * Under a list: its counters ("2 items left", the number strong), the buttons that take an action
 * on every record where it may be taken, and those that delete what a condition keeps after a
 * confirmation (shown only when some records match). Each shows only when its `when` holds.
 */
export function ListFooter({ entity, controls, recordsOf, writes, bulk }: ListFooterProps) {
  const { access } = useSession();
  const base = useScopeBase();
  const running = bulk.state.status === 'running';
  // What each control counts or acts on, worked out once per change of the records: a count's
  // condition over 100,000 records is not evaluated again on each keystroke in the search box.
  const shown = useMemo(
    () =>
      controls.flatMap((control): Shown[] => {
        const records = recordsOf(control);
        if (!listWhenHolds(control.behaviour.when, entity, records, base)) return [];
        const { kind, behaviour } = control;
        if (kind === 'count' || kind === 'delete all') {
          const matching = matchingRecords(behaviour.where, entity, records, base);
          if (!matching.ok) return [{ control, problem: matching.problem, records: [] }];
          if (kind === 'count') return [{ control, records: matching.records }];
          const deletable = matching.records.filter((r) => access.canDelete(entity.name, r));
          return deletable.length === 0 ? [] : [{ control, records: deletable }];
        }
        const action = behaviour.actions?.[0] ?? '';
        const open = records.filter((r) => access.canAct(entity.name, action, r));
        return open.length === 0 ? [] : [{ control, records: open }];
      }),
    [controls, recordsOf, entity, base, access],
  );
  const parts = shown.map(({ control, records, problem }, i) => {
    const { kind, behaviour, label } = control;
    if (problem !== undefined) return <Text key={i} size="sm">{`${label}: ${problem}`}</Text>;
    if (kind === 'count') {
      const { before, number, after } = countLabel(label, records.length);
      return (
        <Text key={i} size="sm" aria-live="polite">
          {before}
          <strong>{number}</strong>
          {after}
        </Text>
      );
    }
    if (kind === 'delete all')
      return (
        <DeleteAllButton
          key={i}
          entity={entity}
          control={control}
          records={records}
          writes={writes}
          bulk={bulk}
        />
      );
    const action = behaviour.actions?.[0] ?? '';
    return (
      <Button
        key={i}
        size="compact-sm"
        variant="light"
        disabled={running}
        onClick={() =>
          void bulk.run(
            { doing: label, did: (n) => `${label}: ${n.toLocaleString('en')} done` },
            records,
            (record) => writes.act(record, action),
          )
        }
      >
        {label}
      </Button>
    );
  });
  const state = bulk.state;
  if (parts.length === 0 && state.status === 'idle') return null;
  return (
    <Stack gap="xs">
      {parts.length > 0 && (
        <Group justify="space-between" gap="sm">
          {parts}
        </Group>
      )}
      {state.status === 'running' && (
        <Group gap="sm" role="status">
          <Text size="sm">{`${state.doing}: ${state.done.toLocaleString('en')} of ${state.total.toLocaleString('en')}…`}</Text>
          <Button size="compact-sm" variant="default" onClick={bulk.cancel}>
            Cancel
          </Button>
        </Group>
      )}
      {state.status === 'finished' && (
        <Text size="sm" role="status">
          {state.text}
        </Text>
      )}
      {state.status === 'finished' && state.refusals[0] && (
        <Alert color="red.9" variant="outline" p="xs">
          <Text size="sm">
            {'The first refusal: '}
            <ErrorText error={state.refusals[0]} />
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
