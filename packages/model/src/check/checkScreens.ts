import { SCREEN_KINDS } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { checkExpression, type ExpressionScope } from './expression/checkExpression.ts';
import { checkRoleList, rolesDeclared } from './checkRoles.ts';
import { checkRoutes } from './checkRoutes.ts';
import { entityNames, isEntityName } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/** Screen kinds whose `shows` may be prose: a single word there need not be an entity. */
const PROSE_KINDS = new Set<string>(['home', 'dashboard', 'page']);

/**
 * Checks point 2: each screen's kind, the entity it shows (and its `where`), its roles, and the
 * routes as a whole (see `checkRoutes`).
 */
export function checkScreens(ctx: CheckContext): void {
  const kinds: readonly string[] = SCREEN_KINDS;
  ctx.spec.screens.forEach((screen, i) => {
    if (!kinds.includes(screen.kind)) {
      const hint = didYouMean(screen.kind, kinds) ?? `the kinds are ${kinds.join(', ')}`;
      ctx.report(
        'unknown-screen-kind',
        `"${screen.kind}" is not a kind of screen.`,
        screen.at,
        ['screens', i, 'kind'],
        hint,
        screen.kind,
      );
    }
    const prose = PROSE_KINDS.has(screen.kind);
    const target = screen.target;
    if (target === undefined) {
      if (!prose && kinds.includes(screen.kind)) {
        const message = `The ${screen.kind} screen ${screen.route} shows no entity.`;
        const hint = 'name the entity it shows, as in Claim or Claim where status == "draft"';
        ctx.report('screen-without-entity', message, screen.at, ['screens', i, 'shows'], hint);
      }
    } else {
      const known = isEntityName(ctx.index, target.entity);
      if (!known && (!prose || target.where !== undefined)) {
        const hint = didYouMean(target.entity, entityNames(ctx.index));
        const message = `The screen ${screen.route} shows ${target.entity}, which is not an entity.`;
        const path = ['screens', i, 'shows'];
        ctx.report('unknown-entity', message, screen.at, path, hint, target.entity);
      }
      if (target.where !== undefined) {
        const scope: ExpressionScope = { recordName: target.entity, open: !known };
        const record = ctx.index.fieldMaps.get(target.entity);
        if (record !== undefined) scope.record = record;
        checkExpression(ctx, target.where, scope, ['screens', i, 'target', 'where']);
      }
    }
    if (!rolesDeclared(ctx, screen.roles))
      checkRoleList(ctx, screen.roles, screen.at, ['screens', i, 'roles']);
  });
  checkRoutes(ctx);
}
