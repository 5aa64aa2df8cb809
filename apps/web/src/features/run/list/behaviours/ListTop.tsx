import { Alert, Group, Text } from '@mantine/core';
import type { ScreenBehaviour, StoredRecord } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useSession } from '../../SessionContext.ts';
import { useScopeBase } from '../../useScopeBase.ts';
import { listWhenHolds } from '@specrun/runtime';
import { ErrorText } from '../../../../shared/ui/ErrorText.tsx';
import { AddRow } from './AddRow.tsx';
import { ToggleAll } from './ToggleAll.tsx';
import type { ListBehaviourKit } from './useListBehaviours.ts';

interface ListTopProps {
  entity: Entity;
  kit: ListBehaviourKit;
  /** The records each behaviour acts on, by what it is over; undefined until all are read. */
  recordsOf: ((control: ScreenBehaviour) => readonly StoredRecord[]) | undefined;
}

/**
 * Above a list: its `toggle all` checkbox (once its records are read, and when there are some)
 * and its `add` input, for a user who may create records; then what the last write of the list's
 * controls was refused with.
 */
export function ListTop({ entity, kit, recordsOf }: ListTopProps) {
  const { access } = useSession();
  const base = useScopeBase();
  const { behaviours, writes, bulk } = kit;
  const add = behaviours.add && access.canCreate(entity.name) ? behaviours.add : undefined;
  const toggles = recordsOf
    ? behaviours.list.filter((control) => {
        if (control.kind !== 'toggle all') return false;
        const records = recordsOf(control);
        return records.length > 0 && listWhenHolds(control.behaviour.when, entity, records, base);
      })
    : [];
  const problem = writes.problem;
  if (!add && toggles.length === 0 && !problem) return null;
  return (
    <>
      {(add || toggles.length > 0) && (
        <Group gap="md" align="center">
          {toggles.map((control, i) => (
            <ToggleAll
              key={i}
              entity={entity}
              control={control}
              records={recordsOf?.(control) ?? []}
              writes={writes}
              bulk={bulk}
            />
          ))}
          {add && (
            <div style={{ flex: '1 1 16rem' }}>
              <AddRow add={add} writes={writes} />
            </div>
          )}
        </Group>
      )}
      {problem && (
        <Alert
          color="red.9"
          variant="outline"
          title={problem.title}
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => writes.setProblem(undefined)}
        >
          {problem.errors.map((error, i) => (
            <Text size="sm" key={i}>
              <ErrorText error={error} />
            </Text>
          ))}
        </Alert>
      )}
    </>
  );
}
