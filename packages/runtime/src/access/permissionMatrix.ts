import type { Spec } from '@specrun/model';
import { compileLifecycles } from '../lifecycle/compileLifecycle.ts';
import { ANY } from './compileAbility.ts';
import { RECORD_ACTIONS } from './Access.ts';
import { rolesOf } from './sampleUsers.ts';

/**
 * One cell of the permission matrix: may a role do an action on an entity? `always`, `when` one
 * of `conditions` holds (CEL over `record` and `user`), or `never`. `rows` are the indexes of the
 * permission rows that grant it. For a lifecycle action, `transition` says whether point 4 lets
 * the role take it at all (a transition of that action open to the role) and with which guards.
 */
export interface MatrixCell {
  allowed: 'always' | 'when' | 'never';
  conditions: string[];
  rows: number[];
  transition?: { roles: boolean; guards: string[] };
}

/** The actions of one entity in the matrix: read, create, update, delete, then its lifecycle's. */
export interface MatrixEntity {
  entity: string;
  actions: string[];
}

/**
 * Roles × entities × actions, each cell with its condition: what point 6 (and point 4, for
 * lifecycle actions) grants, for a view to render. `cells[role][entity][action]`.
 */
export interface PermissionMatrix {
  roles: string[];
  entities: MatrixEntity[];
  cells: Record<string, Record<string, Record<string, MatrixCell>>>;
}

/**
 * Builds the permission matrix of a spec. A spec without a permission table grants everything
 * (as `permissionRules` does), so each cell is `always`; with no role at all, the matrix has one
 * row, `all`.
 */
export function permissionMatrix(spec: Spec): PermissionMatrix {
  const named = rolesOf(spec);
  const roles = named.length > 0 ? named : [ANY];
  const lifecycles = compileLifecycles(spec);
  const entities: MatrixEntity[] = [];
  for (const entity of spec.entities) {
    if (entities.some((e) => e.entity === entity.name)) continue;
    const actions: string[] = [...RECORD_ACTIONS, ...(lifecycles.get(entity.name)?.actions ?? [])];
    entities.push({ entity: entity.name, actions });
  }
  const cells: PermissionMatrix['cells'] = {};
  for (const role of roles) {
    const byEntity: Record<string, Record<string, MatrixCell>> = (cells[role] = {});
    for (const { entity, actions } of entities) {
      const byAction: Record<string, MatrixCell> = (byEntity[entity] = {});
      const lifecycle = lifecycles.get(entity);
      for (const action of actions) {
        const cell = cellOf(spec, role, entity, action);
        const transitions = lifecycle?.transitions.filter((t) => t.action === action) ?? [];
        if (transitions.length > 0) {
          const open = transitions.filter(
            (t) => t.roles.length === 0 || role === ANY || t.roles.includes(role),
          );
          const guards = [...new Set(open.flatMap((t) => (t.when ? [t.when.source] : [])))];
          cell.transition = { roles: open.length > 0, guards };
        }
        byAction[action] = cell;
      }
    }
  }
  return { roles, entities, cells };
}

/** What point 6 grants one role for one action on one entity. */
function cellOf(spec: Spec, role: string, entity: string, action: string): MatrixCell {
  if (spec.permissions.length === 0) return { allowed: 'always', conditions: [], rows: [] };
  const rows: number[] = [];
  const conditions: string[] = [];
  let always = false;
  spec.permissions.forEach((permission, i) => {
    if (!permission.roles.includes(role) && !permission.roles.includes(ANY)) return;
    if (!permission.entities.includes(entity) && !permission.entities.includes(ANY)) return;
    if (!permission.actions.includes(action) && !permission.actions.includes(ANY)) return;
    rows.push(i);
    const source = permission.when?.source.trim() ?? '';
    if (source === '') always = true;
    else if (!conditions.includes(source)) conditions.push(source);
  });
  if (always) return { allowed: 'always', conditions: [], rows };
  return { allowed: rows.length > 0 ? 'when' : 'never', conditions, rows };
}
