import type { Permission } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { checkExpression, type ExpressionScope } from './expression/checkExpression.ts';
import {
  CRUD_ACTIONS,
  entityNames,
  isEntityName,
  unionFieldMap,
  type FieldMap,
} from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks point 6's permission table: each row's entities (or `all`), its actions (read, create,
 * update, delete, `all` and the actions of those entities' lifecycles) and its `when`, resolved
 * against the fields of every entity the row is on.
 */
export function checkPermissions(ctx: CheckContext): void {
  let everyEntity: FieldMap | undefined;
  const allFields = (): FieldMap => (everyEntity ??= unionFieldMap(ctx.index.fieldMaps.values()));
  let everyAction: ReadonlySet<string> | undefined;
  const allActions = (): ReadonlySet<string> =>
    (everyAction ??= unionOf(ctx.index.actions.values()));
  ctx.spec.permissions.forEach((permission, i) => {
    const onAll = permission.entities.includes('all');
    let open = false;
    for (const entity of permission.entities) {
      if (entity === 'all' || isEntityName(ctx.index, entity)) continue;
      open = true;
      const hint = didYouMean(entity, entityNames(ctx.index));
      ctx.report(
        'unknown-entity',
        `The permission is on ${entity}, which is not an entity.`,
        permission.at,
        ['permissions', i, 'entities'],
        hint,
        entity,
      );
    }
    checkActions(ctx, permission, onAll ? allActions() : undefined, i);
    if (permission.when === undefined) return;
    const known = permission.entities.filter(
      (entity) => entity !== 'all' && isEntityName(ctx.index, entity),
    );
    const scope: ExpressionScope = { recordName: onAll ? 'the record' : known.join(' or '), open };
    if (onAll) scope.record = allFields();
    else if (known.length === 1)
      scope.record = ctx.index.fieldMaps.get(known[0] ?? '') ?? new Map();
    else if (known.length > 1)
      scope.record = unionFieldMap(
        known.map((entity) => ctx.index.fieldMaps.get(entity) ?? new Map()),
      );
    checkExpression(ctx, permission.when, scope, ['permissions', i, 'when']);
  });
}

const BASE_ACTIONS = new Set<string>([...CRUD_ACTIONS, 'all']);

/** The actions of every lifecycle in one set. */
function unionOf(sets: Iterable<ReadonlySet<string>>): ReadonlySet<string> {
  const union = new Set<string>();
  for (const set of sets) for (const item of set) union.add(item);
  return union;
}

/**
 * Checks a permission's actions against its entities' lifecycles, or against `everyAction` (the
 * actions of all lifecycles, made once per check) when the permission is on `all`.
 */
function checkActions(
  ctx: CheckContext,
  permission: Permission,
  everyAction: ReadonlySet<string> | undefined,
  i: number,
): void {
  const lifecycles = everyAction
    ? [everyAction]
    : permission.entities.map((entity) => ctx.index.actions.get(entity));
  for (const action of permission.actions) {
    if (BASE_ACTIONS.has(action) || lifecycles.some((actions) => actions?.has(action))) continue;
    const allowed = new Set(BASE_ACTIONS);
    for (const actions of lifecycles) for (const known of actions ?? []) allowed.add(known);
    const on = everyAction ? 'any entity' : permission.entities.join(' or ');
    const hint =
      didYouMean(action, allowed) ?? `the actions of ${on} are ${[...allowed].join(', ')}`;
    ctx.report(
      'unknown-action',
      `"${action}" is not an action of ${on}.`,
      permission.at,
      ['permissions', i, 'actions'],
      hint,
      action,
    );
  }
}
