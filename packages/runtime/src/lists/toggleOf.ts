import type { ReadBehaviour } from '@specrun/model';
import type { CompiledLifecycle } from '../lifecycle/compileLifecycle.ts';
import { stateOf } from '../lifecycle/availableActions.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** What flipping a toggle on one record writes: a field's new value, or an action to take. */
export type ToggleStep =
  { kind: 'update'; values: Record<string, boolean> } | { kind: 'act'; action: string };

/**
 * Whether a `toggle` (or `toggle all`) is on for a record: its boolean field is true, or, for a
 * toggle of two actions, the record is in a state that its first action leads to.
 */
export function isToggled(
  behaviour: ReadBehaviour,
  record: StoredRecord,
  lifecycle: CompiledLifecycle | undefined,
): boolean {
  if (behaviour.field !== undefined) return record.values[behaviour.field] === true;
  const [on] = behaviour.actions ?? [];
  if (!lifecycle || on === undefined) return false;
  const state = stateOf(lifecycle, record);
  return lifecycle.transitions.some((t) => t.action === on && t.to === state);
}

/**
 * What turns a record's toggle to `on`: the field set, or the first action (the second to turn
 * it off). Undefined when the record is that way already, or when no transition of the action
 * leaves the record's state.
 */
export function toggleStep(
  behaviour: ReadBehaviour,
  record: StoredRecord,
  on: boolean,
  lifecycle: CompiledLifecycle | undefined,
): ToggleStep | undefined {
  if (isToggled(behaviour, record, lifecycle) === on) return undefined;
  if (behaviour.field !== undefined) return { kind: 'update', values: { [behaviour.field]: on } };
  const action = behaviour.actions?.[on ? 0 : 1];
  if (!lifecycle || action === undefined) return undefined;
  const state = stateOf(lifecycle, record);
  return lifecycle.transitions.some((t) => t.action === action && t.from === state)
    ? { kind: 'act', action }
    : undefined;
}

/** Whether a `toggle all` is on: the list has records and every one of them is toggled on. */
export function allToggled(
  behaviour: ReadBehaviour,
  records: readonly StoredRecord[],
  lifecycle: CompiledLifecycle | undefined,
): boolean {
  return records.length > 0 && records.every((r) => isToggled(behaviour, r, lifecycle));
}
