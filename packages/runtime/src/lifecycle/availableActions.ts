import type { ErrorEntry, User } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import { userInProse } from '../access/sampleUsers.ts';
import { joinNames } from '../labels/joinNames.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { CompiledLifecycle, LifecycleTransition } from './compileLifecycle.ts';
import { conditionScope, evaluateCondition, type ConditionBase } from './evaluateCondition.ts';

/**
 * Why an action may not be taken now: the record is in another state, the user holds none of the
 * transition's roles, point 6 does not permit it, its guard (`when`) is false or fails, or a rule
 * of point 5 on the action does not hold.
 */
export type RefusalKind = 'state' | 'role' | 'permission' | 'guard' | 'rule';

/** One reason an action is refused, with the catalogue error the user sees. */
export interface Refusal {
  kind: RefusalKind;
  error: AppError;
  /**
   * For a refusal by role or by point 6, which of the two refuses, in a sentence ("Point 4 gives
   * approve to approver."): both answer NOT_ALLOWED with one catalogue message.
   */
  basis?: string;
}

/** An action of a lifecycle, and whether the user may take it on the record now. */
export interface ActionAvailability {
  action: string;
  /** The state the action leads to from the record's state; absent when none leads from it. */
  to?: string;
  allowed: boolean;
  /** Empty when allowed. */
  refusals: Refusal[];
}

/**
 * The rules of point 5 whose `on` is an action: the errors of those that do not hold on the
 * record as it is before the action (wired to the rule engine by the app; none by default).
 */
export type ActionRuleValidator = (
  entity: string,
  action: string,
  record: StoredRecord,
) => AppError[];

/** What the checks of an action need besides the lifecycle, the record and the user. */
export interface ActionContext {
  /** The spec's error catalogue, for the messages (NOT_APPLICABLE, NOT_ALLOWED…). */
  catalogue: readonly ErrorEntry[];
  /** Constants and clock for guards (`conditionBase`). */
  base: ConditionBase;
  /** Point 6: whether the user may take the action on the record; default: always. */
  permits?: (action: string, record: StoredRecord) => boolean;
  /** Point 5: checked only when nothing else refuses the action; default: no rules. */
  ruleValidator?: ActionRuleValidator;
}

/** The record's state: its state field's value, or the initial state when it holds none. */
export function stateOf(lifecycle: CompiledLifecycle, record: StoredRecord): string {
  const value = record.values[lifecycle.stateField];
  return typeof value === 'string' && value !== '' ? value : lifecycle.initial;
}

/** The transition an action takes from a state (the first, if the spec declares two). */
export function transitionFrom(
  lifecycle: CompiledLifecycle,
  state: string,
  action: string,
): LifecycleTransition | undefined {
  return lifecycle.transitions.find((t) => t.from === state && t.action === action);
}

/** True when the user holds one of the transition's roles, or the transition is open to any. */
export function holdsRole(transition: LifecycleTransition, user: User): boolean {
  return transition.roles.length === 0 || transition.roles.some((r) => user.roles.includes(r));
}

/**
 * Whether `user` may take `action` on `record` now, and if not every reason why, each with its
 * catalogue code: NOT_APPLICABLE (no transition of the action leads from the record's state),
 * NOT_ALLOWED (roles of point 4 or permissions of point 6), GUARD_FAILED or GUARD_ERROR, and the
 * rules' own codes. Pure; never throws.
 */
export function actionAvailability(
  lifecycle: CompiledLifecycle,
  record: StoredRecord,
  action: string,
  user: User,
  context: ActionContext,
): ActionAvailability {
  const state = stateOf(lifecycle, record);
  const transition = transitionFrom(lifecycle, state, action);
  const refusals: Refusal[] = [];
  const error = (code: string, values: Record<string, string> = {}): AppError =>
    appError(code, context.catalogue, { action, state, ...values });
  if (!transition) {
    const from = new Set(
      lifecycle.transitions.filter((t) => t.action === action).map((t) => t.from),
    );
    refusals.push({
      kind: 'state',
      error: error('NOT_APPLICABLE', { from: [...from].join(' or ') }),
    });
  } else if (!holdsRole(transition, user)) {
    refusals.push({
      kind: 'role',
      error: error('NOT_ALLOWED', { roles: transition.roles.join(', ') }),
      basis: `Point 4 gives ${action} to ${joinNames(transition.roles)}.`,
    });
  }
  if (context.permits && !context.permits(action, record))
    refusals.push({
      kind: 'permission',
      error: error('NOT_ALLOWED'),
      basis: `Point 6 does not permit ${userInProse(user)} to ${action} this record.`,
    });
  if (transition?.when) {
    const scope = conditionScope(lifecycle.entity, record, user, context.base);
    const outcome = evaluateCondition(transition.when.source, scope);
    if (!outcome.ok)
      refusals.push({ kind: 'guard', error: error('GUARD_ERROR', { detail: outcome.problem }) });
    else if (!outcome.holds)
      refusals.push({
        kind: 'guard',
        error: error('GUARD_FAILED', { condition: transition.when.source }),
      });
  }
  if (refusals.length === 0 && context.ruleValidator) {
    for (const ruleError of context.ruleValidator(lifecycle.entity.name, action, record))
      refusals.push({ kind: 'rule', error: ruleError });
  }
  const availability: ActionAvailability = { action, allowed: refusals.length === 0, refusals };
  if (transition) availability.to = transition.to;
  return availability;
}

/**
 * Every action of the lifecycle, in the order the spec names them, with whether `user` may take
 * it on `record` now and why not (see `actionAvailability`).
 */
export function availableActions(
  lifecycle: CompiledLifecycle,
  record: StoredRecord,
  user: User,
  context: ActionContext,
): ActionAvailability[] {
  return lifecycle.actions.map((action) =>
    actionAvailability(lifecycle, record, action, user, context),
  );
}
