import { Button, Checkbox } from '@mantine/core';
import {
  isToggled,
  recordLabel,
  toggleStep,
  type ScreenBehaviour,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useSession } from '../../SessionContext.ts';
import { useScopeBase } from '../../useScopeBase.ts';
import { rowWhenHolds } from '@specrun/runtime';
import type { ListWrites } from './useListWrites.ts';

interface RowControlProps {
  entity: Entity;
  control: ScreenBehaviour;
  record: StoredRecord;
  writes: ListWrites;
}

/**
 * One control of a row: a checkbox (`toggle`), a button that takes an action (`action`) or
 * deletes the record (`delete`). It shows only when its `when` holds for the record and the
 * acting user may do what it does; its accessible name says which record it is for.
 */
export function RowControl({ entity, control, record, writes }: RowControlProps) {
  const { access, lifecycles } = useSession();
  const base = useScopeBase();
  const { behaviour, label, kind } = control;
  if (!rowWhenHolds(behaviour.when, entity, record, base)) return null;
  const name = `${label}: ${recordLabel(entity, record)}`;
  if (kind === 'toggle') {
    const lifecycle = lifecycles.get(entity.name);
    const checked = isToggled(behaviour, record, lifecycle);
    const step = toggleStep(behaviour, record, !checked, lifecycle);
    const allowed =
      step !== undefined &&
      (step.kind === 'update'
        ? access.editableFields(entity.name, record).includes(behaviour.field ?? '')
        : access.canAct(entity.name, step.action, record));
    return (
      <Checkbox
        aria-label={name}
        checked={checked}
        disabled={!allowed}
        onChange={(event) => void writes.toggle(behaviour, record, event.currentTarget.checked)}
      />
    );
  }
  if (kind === 'action') {
    const action = behaviour.actions?.[0] ?? '';
    const open = access
      .availableActions(entity.name, record)
      .some((a) => a.action === action && a.allowed);
    if (!open) return null;
    return (
      <Button
        size="compact-sm"
        variant="light"
        aria-label={name}
        onClick={() => void writes.act(record, action)}
      >
        {label}
      </Button>
    );
  }
  if (!access.canDelete(entity.name, record)) return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red.9"
      aria-label={name}
      onClick={() => void writes.remove(record)}
    >
      {label}
    </Button>
  );
}
