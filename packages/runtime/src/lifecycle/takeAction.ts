import type { ErrorEntry, User } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import type { HistoryEntry, StoredRecord } from '../storage/RecordStore.ts';
import {
  actionAvailability,
  stateOf,
  type ActionAvailability,
  type ActionContext,
} from './availableActions.ts';
import type { CompiledLifecycle } from './compileLifecycle.ts';
import { conditionScope, type ConditionBase } from './evaluateCondition.ts';
import { nextState } from './nextState.ts';

/** A step of a lifecycle: the record after the action, and the history entry it added. */
export interface ActionStep {
  /** The record with its state changed, the entry added to its history, and its version and time moved on. */
  record: StoredRecord;
  entry: HistoryEntry;
}

/**
 * Moves a record along its lifecycle by an action, as the lifecycle's table says (`nextState`: the
 * action's transition from the record's state, its guard evaluated on the record and user).
 * Checks nothing else (see `takeAction`); `undefined` when no transition is taken.
 * Pure: the record passed in is not changed.
 */
export function applyAction(
  lifecycle: CompiledLifecycle,
  record: StoredRecord,
  action: string,
  user: User,
  at: string,
  base: ConditionBase,
): ActionStep | undefined {
  const from = stateOf(lifecycle, record);
  const event = { type: action, scope: conditionScope(lifecycle.entity, record, user, base) };
  const to = nextState(lifecycle, from, event);
  if (to === undefined) return undefined;
  const entry: HistoryEntry = { action, from, to, by: user.id, at };
  return {
    record: {
      ...record,
      values: { ...record.values, [lifecycle.stateField]: to },
      history: [...(record.history ?? []), entry],
      version: record.version + 1,
      updatedAt: at,
    },
    entry,
  };
}

/**
 * Takes an action with all its checks (`actionAvailability`): the next record and its history
 * entry, or the errors that refuse it.
 */
export function takeAction(
  lifecycle: CompiledLifecycle,
  record: StoredRecord,
  action: string,
  user: User,
  at: string,
  context: ActionContext,
): { ok: true; value: ActionStep } | { ok: false; errors: AppError[] } {
  const availability = actionAvailability(lifecycle, record, action, user, context);
  if (!availability.allowed)
    return {
      ok: false,
      errors: refusedAttempt(lifecycle, record, availability, context.catalogue),
    };
  const step = applyAction(lifecycle, record, action, user, at, context.base);
  // The checks and the move read the same table, so this only happens with a guard that
  // changed its mind (it reads `now`); it is a wrong state all the same.
  if (!step) {
    const state = stateOf(lifecycle, record);
    return { ok: false, errors: [appError('WRONG_STATE', context.catalogue, { action, state })] };
  }
  return { ok: true, value: step };
}

/**
 * The errors that refuse an attempt to take an action, as a call answers them: the refusals of its
 * availability, except that an action the record's state does not open is WRONG_STATE here — the
 * record moved on since the user saw the action open — where the list of actions says
 * NOT_APPLICABLE.
 */
export function refusedAttempt(
  lifecycle: CompiledLifecycle,
  record: StoredRecord,
  availability: ActionAvailability,
  catalogue: readonly ErrorEntry[],
): AppError[] {
  const values = { action: availability.action, state: stateOf(lifecycle, record) };
  return availability.refusals.map((refusal) =>
    refusal.kind === 'state' ? appError('WRONG_STATE', catalogue, values) : refusal.error,
  );
}
