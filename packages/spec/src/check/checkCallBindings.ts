import { mapCalls, type CallBinding, type CallMap, type CallOperation } from '../calls/mapCalls.ts';
import type { Entity, Position, Screen, Spec } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';

/**
 * Checks how the calls of point 7 meet the rest of the spec: calls bound to no entity or
 * operation (`unbound-call`), path parameters that name no field of the call's entity
 * (`unknown-path-param`), and what the app does to an entity that has calls but no call for it
 * (`no-call-for-operation`): that part stays in local storage.
 */
export function checkCallBindings(ctx: CheckContext): void {
  const { spec } = ctx;
  if (spec.calls.length === 0) return;
  const map = mapCalls(spec);
  for (const binding of map.bindings) checkBinding(ctx, binding);
  for (const entity of spec.entities) {
    if (!map.hasCalls(entity.name)) continue;
    const seen = new Set<string>();
    for (const need of operationsNeeded(spec, entity)) {
      const key = `${need.operation} ${need.action ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      reportMissing(ctx, map, entity, need);
    }
  }
}

function checkBinding(ctx: CheckContext, binding: CallBinding): void {
  const { call, index } = binding;
  const path = ['calls', index];
  if (binding.operation === undefined) {
    const why = binding.note ?? 'it names no entity and no operation';
    const message = `The call "${call.name}" (${call.method.toUpperCase()} ${call.path}) does not read or write records: ${why}.`;
    const hint =
      'name it "<verb> <entity>" (list, read, create, update, delete or an action), or give it a REST path; the mock answers it from its types only';
    ctx.report('unbound-call', message, call.at, path, hint);
    return;
  }
  const entity = ctx.spec.entities.find((e) => e.name === binding.entity);
  if (!entity) return;
  const fields = new Set(entity.fields.map((f) => f.name));
  if (binding.key !== undefined && binding.key !== 'id' && !fields.has(binding.key)) {
    const message = `The call "${call.name}" names the ${entity.name} by :${binding.key}, which is neither id nor a field of ${entity.name}.`;
    ctx.report(
      'unknown-path-param',
      message,
      call.at,
      path,
      `use :id or one of: ${[...fields].join(', ')}`,
    );
  }
  for (const scope of binding.scope) {
    if (scope.field !== undefined) continue;
    const message = `The call "${call.name}" has the parameter :${scope.param}, which names no field of ${entity.name}.`;
    const hint = 'name it after a reference field (e.g. :projectId for the field project)';
    ctx.report('unknown-path-param', message, call.at, path, hint);
  }
}

const RESERVED = new Set(['read', 'create', 'update', 'delete', 'save', 'all']);

/** One operation the app does on an entity, and the screen (or lifecycle) it does it for. */
interface Need {
  operation: CallOperation;
  action?: string;
  /** "the form at /claims/:id/edit", "the action submit" */
  why: string;
  at: Position | undefined;
  path: (string | number)[];
}

/** What the app does to an entity's records, by the screens of point 2 and the lifecycle. */
function operationsNeeded(spec: Spec, entity: Entity): Need[] {
  const needs: Need[] = [];
  const screens = spec.screens
    .map((screen, i) => ({ screen, i }))
    .filter(({ screen }) => screen.target?.entity === entity.name);
  const add = (operation: CallOperation, why: string, screen: Screen, i: number) =>
    needs.push({ operation, why, at: screen.at ?? entity.at, path: ['screens', i] });
  for (const { screen, i } of screens) {
    const why = `the ${screen.kind} at ${screen.route}`;
    if (screen.kind === 'list' || screen.kind === 'board' || screen.kind === 'dashboard')
      add('list', why, screen, i);
    else if (screen.kind === 'detail') {
      add('read', why, screen, i);
      if (mayDelete(spec, entity)) add('delete', `${why} (its delete button)`, screen, i);
    } else if (screen.kind === 'form') {
      if (screen.route.includes(':')) {
        add('read', why, screen, i);
        add('update', why, screen, i);
      } else add('create', why, screen, i);
    }
  }
  const lifecycle = spec.lifecycles.find((l) => l.entity === entity.name);
  for (const transition of lifecycle?.transitions ?? []) {
    // A reserved action name is an error of its own (reserved-action); it gets no call.
    if (RESERVED.has(transition.action)) continue;
    if (needs.some((n) => n.operation === 'action' && n.action === transition.action)) continue;
    needs.push({
      operation: 'action',
      action: transition.action,
      why: `the action ${transition.action}`,
      at: transition.at,
      path: ['lifecycles', spec.lifecycles.indexOf(lifecycle!)],
    });
  }
  return needs;
}

function mayDelete(spec: Spec, entity: Entity): boolean {
  return spec.permissions.some(
    (p) =>
      (p.entities.includes(entity.name) || p.entities.includes('all')) &&
      (p.actions.includes('delete') || p.actions.includes('all')),
  );
}

const DOES: Record<CallOperation, string> = {
  list: 'lists',
  read: 'reads one',
  create: 'creates a',
  update: 'updates a',
  delete: 'deletes a',
  action: 'takes the action on a',
};

function reportMissing(ctx: CheckContext, map: CallMap, entity: Entity, need: Need): void {
  if (map.find(entity.name, need.operation, need.action)) return;
  // One record can be read from the list of them.
  if (need.operation === 'read' && map.find(entity.name, 'list')) return;
  const message =
    need.operation === 'action'
      ? `${entity.name} has calls, but none takes its action "${need.action}": the app takes it in local storage.`
      : `${entity.name} has calls, but none ${DOES[need.operation]} ${entity.name} (${need.why}): the app does it in local storage.`;
  ctx.report('no-call-for-operation', message, need.at, need.path, 'add the call to point 7');
}
