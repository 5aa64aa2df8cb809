import type { CheckContext } from './CheckContext.ts';
import { lookUpErrorCode, reportUnknownErrorCode } from './checkErrorCode.ts';
import { checkExpression, type ExpressionScope } from './expression/checkExpression.ts';
import { entityNames, isEntityName } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/** The actions of an entity without a lifecycle. */
const NO_ACTIONS: ReadonlySet<string> = new Set();

/**
 * Checks point 5: each rule's entity, its expression against that entity's scope, its `on`
 * (save, create or an action of the entity's lifecycle) and its error code.
 */
export function checkRules(ctx: CheckContext): void {
  const { index } = ctx;
  ctx.spec.rules.forEach((rule, i) => {
    const known = isEntityName(index, rule.entity);
    if (!known) {
      const hint = didYouMean(rule.entity, entityNames(index));
      ctx.report(
        'unknown-entity',
        `The rule is about ${rule.entity}, which is not an entity.`,
        rule.at,
        ['rules', i, 'entity'],
        hint,
        rule.entity,
      );
    }
    const scope: ExpressionScope = { recordName: rule.entity, open: !known };
    const record = index.fieldMaps.get(rule.entity);
    if (record !== undefined) scope.record = record;
    checkExpression(ctx, rule.expression, scope, ['rules', i, 'expression']);

    const actions = index.actions.get(rule.entity) ?? NO_ACTIONS;
    if (rule.on !== 'save' && rule.on !== 'create' && !actions.has(rule.on)) {
      const triggers = ['save', 'create', ...actions];
      const hint = didYouMean(rule.on, triggers) ?? `write one of ${triggers.join(', ')}`;
      const what =
        rule.on === ''
          ? 'The rule does not say when it is checked'
          : `"${rule.on}" is not save, create or an action of ${rule.entity}`;
      ctx.report('unknown-trigger', `${what}.`, rule.at, ['rules', i, 'on'], hint, rule.on);
    }
    if (lookUpErrorCode(ctx, rule.error) === undefined)
      reportUnknownErrorCode(ctx, rule.error, rule.at, ['rules', i, 'error'], 'rule');
  });
}
