import type { AppError } from '../errors/AppError.ts';
import { applyAction } from '../lifecycle/takeAction.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { Access } from './Access.ts';

/**
 * The rules of point 5 on an action, as the data source runs them (the rule engine's
 * `RuleBook.validateAction` fits: `(entity, action, record) => book.validateAction(entity, record, action)`).
 */
export type AsyncActionRuleValidator = (
  entity: string,
  action: string,
  record: StoredRecord,
) => AppError[] | Promise<AppError[]>;

/**
 * Checks point 5's rules on an action against the record as the action would store it: in its
 * new state, with its history entry. The rules guard what is written, so a rule on `pay` that
 * reads `status` sees "paid", not the state the record leaves. A record the action does not move
 * (no transition) is checked as it is; taking the action refuses it anyway.
 */
export async function validateActionRules(
  access: Access,
  entity: string,
  record: StoredRecord,
  action: string,
  ruleValidator: AsyncActionRuleValidator,
  at: string,
): Promise<AppError[]> {
  const lifecycle = access.lifecycles.get(entity);
  const step = lifecycle && applyAction(lifecycle, record, action, access.user, at, access.base());
  return ruleValidator(entity, action, step ? step.record : record);
}
