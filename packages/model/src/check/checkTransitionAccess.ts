import type { Permission, Spec, Transition } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { CRUD_ACTIONS, type SpecIndex } from './SpecIndex.ts';

const KNOWN_ACTIONS = new Set<string>([...CRUD_ACTIONS, 'all', '']);

/**
 * Checks that point 6 lets someone take each transition: at run time an action needs both a role
 * of its transition (point 4) and a permission for the action on the entity (point 6). A
 * transition whose roles (any role, when it names none) no permission row grants its action is
 * reported (`unpermitted-transition`): nobody can ever take it. Not checked while the spec has
 * no permission table (point 6 is then a gap and restricts nobody), nor where a misspelt role or
 * action, already reported, is the likely cause.
 */
export function checkTransitionAccess(ctx: CheckContext): void {
  const { spec, index } = ctx;
  if (spec.permissions.length === 0) return;
  const rows = rowsByGrant(spec);
  const misspelt = misspeltEntities(spec, index);
  spec.lifecycles.forEach((lifecycle, i) => {
    const entity = lifecycle.entity;
    if (index.lifecycles.get(entity) !== lifecycle || !index.entities.has(entity)) return;
    // A row on the entity with an unknown action (`sumbit`) is already reported; its
    // consequence here would say the same twice.
    if (misspelt.has(entity) || misspelt.has('all')) return;
    lifecycle.transitions.forEach((transition, j) => {
      if (transition.action === '') return;
      const roles = rolesOf(transition);
      // Likewise a transition with an unknown role (`employe`).
      if (roles.some((role) => !index.roles.has(role))) return;
      const onEntity = rows.get(entity);
      const onAll = rows.get('all');
      if (
        grantedBy(onEntity?.get(transition.action), roles) ||
        grantedBy(onEntity?.get('all'), roles) ||
        grantedBy(onAll?.get(transition.action), roles) ||
        grantedBy(onAll?.get('all'), roles)
      )
        return;
      const who = roles.length === 0 ? 'any role' : roles.join(', ');
      const hint =
        roles.length === 0
          ? `grant "${transition.action}" on ${entity} to a role in the permission table`
          : `add "${roles[0] ?? ''} | ${transition.action} | ${entity}" to the permission table`;
      ctx.report(
        'unpermitted-transition',
        `Point 6 grants "${transition.action}" on ${entity} to none of the roles that may take it (${who}), so nobody can.`,
        transition.at,
        ['lifecycles', i, 'transitions', j],
        hint,
        transition.action,
      );
    });
  });
}

/** The permission rows by each entity and action they name, `all` included as written. */
function rowsByGrant(spec: Spec): Map<string, Map<string, Permission[]>> {
  const rows = new Map<string, Map<string, Permission[]>>();
  for (const permission of spec.permissions) {
    const { entities, actions } = permission;
    // Each name once, at its first place (the lists are short: no set is made for them).
    entities.forEach((entity, i) => {
      if (entities.indexOf(entity) !== i) return;
      let byAction = rows.get(entity);
      if (byAction === undefined) rows.set(entity, (byAction = new Map()));
      actions.forEach((action, j) => {
        if (actions.indexOf(action) !== j) return;
        const list = byAction.get(action);
        if (list === undefined) byAction.set(action, [permission]);
        else list.push(permission);
      });
    });
  }
  return rows;
}

/** Does one of the rows (already on the right entity and action) grant it to one of `roles`? */
function grantedBy(rows: readonly Permission[] | undefined, roles: readonly string[]): boolean {
  return rows !== undefined && rows.some((row) => grantsTo(row, roles));
}

/** Entities (or `all`) that a permission row names together with an action they do not have. */
function misspeltEntities(spec: Spec, index: SpecIndex): Set<string> {
  const misspelt = new Set<string>();
  let everyAction: Set<string> | undefined;
  for (const permission of spec.permissions) {
    for (const entity of permission.entities) {
      if (misspelt.has(entity)) continue;
      let actions = index.actions.get(entity);
      if (entity === 'all') {
        everyAction ??= new Set([...index.actions.values()].flatMap((set) => [...set]));
        actions = everyAction;
      }
      if (permission.actions.some((a) => !KNOWN_ACTIONS.has(a) && !actions?.has(a)))
        misspelt.add(entity);
    }
  }
  return misspelt;
}

/** The transition's roles, without `all` and empty names; empty when any role may take it. */
function rolesOf(transition: Transition): string[] {
  if (transition.roles.includes('all')) return [];
  return transition.roles.filter((r) => r !== '');
}

/** Does a row (already on the right entity and action) grant it to one of `roles`? */
function grantsTo(permission: Permission, roles: readonly string[]): boolean {
  return (
    roles.length === 0 ||
    permission.roles.includes('all') ||
    permission.roles.some((role) => roles.includes(role))
  );
}
