import { Ability, type MatchConditions, type RawRuleFrom } from '@casl/ability';
import type { Expression, Spec, User } from '@specrun/model';
import {
  conditionScope,
  evaluateCondition,
  type ConditionBase,
  type ConditionRecord,
} from '../lifecycle/evaluateCondition.ts';

/** What a permission is checked on: a record of an entity (or one about to be created). */
export interface AccessSubject {
  entity: string;
  record: ConditionRecord;
}

/** What CASL checks: an action (read, create, update, delete or a lifecycle action) on a subject. */
export type AccessAbilities = [string, string | AccessSubject];

/** A CASL ability whose conditions are the CEL expressions of point 6's `when`. */
export type SpecAbility = Ability<AccessAbilities, Expression>;

/** `all` stands for every action and every entity, as in point 6. */
export const ANY = 'all';

/**
 * The CASL rules of point 6 that apply to a user: one per permission row naming one of the
 * user's roles (or `all`), its `when` as the rule's condition. A spec whose point 6 has no
 * permission table restricts nobody: every user may do everything (the gap report says so).
 */
export function permissionRules(
  spec: Spec,
  user: User,
): RawRuleFrom<AccessAbilities, Expression>[] {
  if (spec.permissions.length === 0) return [{ action: ANY, subject: ANY }];
  const rules: RawRuleFrom<AccessAbilities, Expression>[] = [];
  for (const permission of spec.permissions) {
    if (!permission.roles.some((role) => role === ANY || user.roles.includes(role))) continue;
    const actions = permission.actions.filter((a) => a !== '');
    const entities = permission.entities.filter((e) => e !== '');
    if (actions.length === 0 || entities.length === 0) continue;
    const when = permission.when;
    rules.push(
      when && when.source.trim() !== ''
        ? { action: actions, subject: entities, conditions: when }
        : { action: actions, subject: entities },
    );
  }
  return rules;
}

/**
 * Compiles point 6 for one acting user into a CASL ability. Its conditions matcher evaluates
 * each CEL condition (by the CEL library, never `eval`) on the subject's record and the user;
 * a condition that fails to evaluate, or gives anything but `true`, does not match.
 */
export function compileAbility(spec: Spec, user: User, base: () => ConditionBase): SpecAbility {
  const entities = new Map(spec.entities.map((e) => [e.name, e]));
  const conditionsMatcher = (condition: Expression): MatchConditions => {
    const matches = (subject: AccessSubject): boolean => {
      const scope = conditionScope(entities.get(subject.entity), subject.record, user, base());
      const outcome = evaluateCondition(condition.source, scope);
      return outcome.ok && outcome.holds;
    };
    return matches as unknown as MatchConditions;
  };
  return new Ability<AccessAbilities, Expression>(permissionRules(spec, user), {
    conditionsMatcher,
    anyAction: ANY,
    anySubjectType: ANY,
    detectSubjectType: (subject) => subject.entity,
  });
}
