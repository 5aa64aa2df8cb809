import type { Call, Spec } from '@specrun/model';
import { pluralOf } from '@specrun/model';
import { compileLifecycles, type CompiledLifecycle } from '../lifecycle/compileLifecycle.ts';
import { permissionMatrix, type PermissionMatrix } from './permissionMatrix.ts';

/** What a call of point 7 does to its entity, read off its method and path. */
export type CallOperation = 'list' | 'read' | 'create' | 'update' | 'delete' | 'action' | 'other';

/** What a real backend must enforce for one call of point 7. */
export interface BackendDuty {
  call: string;
  method: string;
  path: string;
  entity?: string;
  operation: CallOperation;
  /** For an `action` call: the lifecycle action it takes. */
  action?: string;
  /** The checks, in words, each naming the spec's roles, conditions and error codes. */
  duties: string[];
}

/**
 * Lists, per call of point 7, what a real backend must enforce, since the browser's checks guard
 * only the prototype's integrity: who may make the call and on which records (point 6), the
 * lifecycle's states, roles and guards (point 4), the state field changing only by actions, stale
 * versions, and the rules of point 5. Pure; derived from the spec alone.
 */
export function backendDuties(spec: Spec): BackendDuty[] {
  const matrix = permissionMatrix(spec);
  const lifecycles = compileLifecycles(spec);
  return spec.calls.map((call) => {
    const entity = entityOfCall(spec, call);
    const lifecycle = entity === undefined ? undefined : lifecycles.get(entity);
    const { operation, action } = operationOf(call, lifecycle);
    const duty: BackendDuty = {
      call: call.name,
      method: call.method,
      path: call.path,
      operation,
      duties: [],
    };
    if (entity !== undefined) duty.entity = entity;
    if (action !== undefined) duty.action = action;
    if (entity !== undefined)
      duty.duties = dutiesOf(spec, matrix, entity, operation, action, lifecycle);
    else duty.duties = ['Decide who may make this call: the spec ties it to no entity.'];
    return duty;
  });
}

/** The entity a call is about: what it sends or answers, else the entity its path names. */
export function entityOfCall(spec: Spec, call: Call): string | undefined {
  const names = new Set(spec.entities.map((e) => e.name));
  if (call.sends && names.has(call.sends.entity)) return call.sends.entity;
  for (const answer of call.answers)
    if (answer.body.kind === 'payload' && names.has(answer.body.payload.entity))
      return answer.body.payload.entity;
  const segments = call.path.split('/').filter((s) => s !== '' && !s.startsWith(':'));
  for (const segment of segments.reverse()) {
    const word = segment.toLowerCase();
    const match = spec.entities.find(
      (e) => e.name.toLowerCase() === word || pluralOf(e.name).toLowerCase() === word,
    );
    if (match) return match.name;
  }
  return undefined;
}

/** The operation of a call: by its method, and whether its path ends in a parameter or an action. */
function operationOf(
  call: Call,
  lifecycle: CompiledLifecycle | undefined,
): { operation: CallOperation; action?: string } {
  const segments = call.path.split('/').filter((s) => s !== '');
  const last = segments.at(-1) ?? '';
  const byId = last.startsWith(':');
  const method = call.method.toUpperCase();
  if (method === 'POST' && !byId && segments.length >= 2 && segments.at(-2)?.startsWith(':')) {
    const action = lifecycle?.actions.find((a) => a === last);
    return action ? { operation: 'action', action } : { operation: 'other' };
  }
  if (method === 'GET') return { operation: byId ? 'read' : 'list' };
  if (method === 'POST') return { operation: byId ? 'other' : 'create' };
  if (method === 'PUT' || method === 'PATCH') return { operation: byId ? 'update' : 'other' };
  if (method === 'DELETE') return { operation: byId ? 'delete' : 'other' };
  return { operation: 'other' };
}

/** "employee when record.owner == user.id; approver; finance" for one action on one entity. */
function whoMay(matrix: PermissionMatrix, entity: string, action: string): string {
  const who: string[] = [];
  for (const role of matrix.roles) {
    const cell = matrix.cells[role]?.[entity]?.[action];
    if (!cell || cell.allowed === 'never') continue;
    who.push(cell.allowed === 'always' ? role : `${role} when ${cell.conditions.join(' or ')}`);
  }
  return who.length > 0 ? who.join('; ') : 'nobody';
}

function rulesOn(spec: Spec, entity: string, triggers: readonly string[]): string | undefined {
  const codes = spec.rules
    .filter((r) => r.entity === entity && triggers.includes(r.on === '' ? 'save' : r.on))
    .map((r) => r.error);
  return codes.length > 0 ? [...new Set(codes)].join(', ') : undefined;
}

function dutiesOf(
  spec: Spec,
  matrix: PermissionMatrix,
  entity: string,
  operation: CallOperation,
  action: string | undefined,
  lifecycle: CompiledLifecycle | undefined,
): string[] {
  const duties: string[] = [];
  const state = lifecycle?.stateField;
  switch (operation) {
    case 'list':
      duties.push(
        `Answer only the ${entity} records the caller may read: ${whoMay(matrix, entity, 'read')}.`,
      );
      break;
    case 'read':
      duties.push(
        `Refuse with NOT_ALLOWED a ${entity} the caller may not read: ${whoMay(matrix, entity, 'read')} may.`,
      );
      break;
    case 'create': {
      duties.push(
        `Refuse with NOT_ALLOWED unless the caller may create it: ${whoMay(matrix, entity, 'create')}.`,
      );
      if (lifecycle) duties.push(`Store ${state} as "${lifecycle.initial}", whatever is sent.`);
      const rules = rulesOn(spec, entity, ['save', 'create']);
      if (rules) duties.push(`Check the rules of point 5 on create: ${rules}.`);
      break;
    }
    case 'update': {
      duties.push(
        `Refuse with NOT_ALLOWED unless the caller may update it, as it is and as it would be: ${whoMay(matrix, entity, 'update')}.`,
      );
      if (lifecycle)
        duties.push(`Refuse with STATE_BY_ACTION a change of ${state}: only actions change it.`);
      duties.push('Refuse with CONFLICT a change made to an older version than the stored one.');
      const rules = rulesOn(spec, entity, ['save']);
      if (rules) duties.push(`Check the rules of point 5 on save: ${rules}.`);
      break;
    }
    case 'delete':
      duties.push(
        `Refuse with NOT_ALLOWED unless the caller may delete it: ${whoMay(matrix, entity, 'delete')}.`,
      );
      break;
    case 'action': {
      const transitions = lifecycle?.transitions.filter((t) => t.action === action) ?? [];
      const named = action ?? '';
      for (const t of transitions) {
        const roles = t.roles.length > 0 ? t.roles.join(', ') : 'any role';
        const guard = t.when ? ` and only when ${t.when.source}` : '';
        duties.push(
          `Take ${named} only from ${t.from} (else WRONG_STATE), to ${t.to}, for ${roles}${guard}.`,
        );
      }
      duties.push(
        `Refuse with NOT_ALLOWED unless point 6 permits ${named}: ${whoMay(matrix, entity, named)}.`,
      );
      const rules = rulesOn(spec, entity, [named]);
      if (rules) duties.push(`Check the rules of point 5 on ${named}: ${rules}.`);
      duties.push('Record who took the action and when.');
      break;
    }
    case 'other':
      duties.push(
        `Decide who may make this call: it is not a read, create, update, delete or action of ${entity}.`,
      );
      break;
  }
  return duties;
}
