import type { CallBinding, CallMap, CallOperation } from '../calls/mapCalls.ts';
import {
  RESERVED_ACTIONS,
  type Entity,
  type Lifecycle,
  type Position,
  type Screen,
  type Spec,
} from '../model/Spec.ts';
import { parseQuery } from '../grammar/queryParams.ts';
import { useConstant, type CheckContext } from './CheckContext.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks how the calls of point 7 meet the rest of the spec: calls bound to no entity or
 * operation (`unbound-call`), path parameters that name no field of the call's entity
 * (`unknown-path-param`), and what the app does to an entity that has calls but no call for it
 * (`no-call-for-operation`): that part stays in local storage.
 */
export function checkCallBindings(ctx: CheckContext, map: CallMap): void {
  const { spec } = ctx;
  for (const binding of map.bindings) checkBinding(ctx, binding);
  const by = indexByEntity(spec);
  for (const entity of spec.entities) {
    if (!map.hasCalls(entity.name)) continue;
    // The actions among the needs are already each once; an operation may be needed twice.
    const seen = new Set<CallOperation>();
    for (const need of operationsNeeded(by, entity)) {
      if (need.operation !== 'action') {
        if (seen.has(need.operation)) continue;
        seen.add(need.operation);
      }
      reportMissing(ctx, map, entity, need);
    }
  }
}

function checkBinding(ctx: CheckContext, binding: CallBinding): void {
  const { call, index } = binding;
  if (binding.operation === undefined) {
    const why = binding.note ?? 'it names no entity and no operation';
    const message = `The call "${call.name}" (${call.method.toUpperCase()} ${call.path}) does not read or write records: ${why}.`;
    const hint =
      'name it "<verb> <entity>" (list, read, create, update, delete or an action), or give it a REST path; until then the backend answers it 501 UNBOUND_CALL';
    ctx.report('unbound-call', message, call.at, ['calls', index], hint);
    return;
  }
  const entity = ctx.index.entities.get(binding.entity ?? '');
  if (!entity) return;
  const key = binding.key;
  if (key !== undefined && key !== 'id' && !entity.fields.some((f) => f.name === key)) {
    const message = `The call "${call.name}" names the ${entity.name} by :${key}, which is neither id nor a field of ${entity.name}.`;
    const fields = new Set(entity.fields.map((f) => f.name));
    ctx.report(
      'unknown-path-param',
      message,
      call.at,
      ['calls', index],
      didYouMean(key, ['id', ...fields]) ?? `use :id or one of: ${[...fields].join(', ')}`,
      key,
    );
  }
  if (key !== undefined) checkKeyUnique(ctx, binding, entity.name, key);
  checkQuery(ctx, binding, entity.name);
  for (const scope of binding.scope) {
    if (scope.parent !== undefined && scope.parentKey !== undefined)
      checkKeyUnique(ctx, binding, scope.parent, scope.parentKey);
    if (scope.field !== undefined) continue;
    const message = `The call "${call.name}" has the parameter :${scope.param}, which names no field of ${entity.name}.`;
    const hint = 'name it after a reference field (e.g. :projectId for the field project)';
    ctx.report('unknown-path-param', message, call.at, ['calls', index], hint, scope.param);
  }
}

/**
 * The query parameters of a call: each filter's field path names a field of the call's entity,
 * then of the entities its references name (`author.username`); a `limit=` names a constant.
 */
function checkQuery(ctx: CheckContext, binding: CallBinding, entity: string): void {
  const { call, index } = binding;
  if (!call.path.includes('?')) return;
  for (const param of parseQuery(call.path).params) {
    if (param.kind === 'limit' && param.default !== undefined && !/^\d+$/.test(param.default)) {
      if (useConstant(ctx, param.default) === undefined)
        ctx.report(
          'unknown-name',
          `The call "${call.name}" gives limit the constant ${param.default}, which point 9 does not have.`,
          call.at,
          ['calls', index],
          didYouMean(param.default, ctx.index.constants.keys()),
          param.default,
        );
    }
    if (param.kind !== 'filter') continue;
    let current: string | undefined = entity;
    for (const part of param.path ?? []) {
      const fields = current === undefined ? undefined : ctx.index.fieldMaps.get(current);
      if (current === undefined || fields === undefined || !fields.has(part)) {
        const what =
          current === undefined
            ? 'the field before it is no reference'
            : `${current} has no field "${part}"`;
        ctx.report(
          'unknown-field',
          `The query parameter "${param.name}" of "${call.name}" names ${part}: ${what}.`,
          call.at,
          ['calls', index],
          fields === undefined ? undefined : didYouMean(part, fields.keys()),
          part,
        );
        break;
      }
      current = referencedEntity(ctx, current, part);
    }
  }
}

/** The entity a field's reference (or list of references) names, or undefined. */
function referencedEntity(ctx: CheckContext, entity: string, field: string): string | undefined {
  const type = ctx.index.entities.get(entity)?.fields.find((f) => f.name === field)?.type;
  if (type?.kind === 'ref') return type.entity;
  if (type?.kind === 'list' && type.of.kind === 'ref') return type.of.entity;
  return undefined;
}

/**
 * A path parameter named after a field finds the record through that field, which must be
 * `unique`, or one value could name several records (`key-not-unique`).
 */
function checkKeyUnique(ctx: CheckContext, binding: CallBinding, entity: string, key: string) {
  if (key === 'id') return;
  const field = ctx.index.entities.get(entity)?.fields.find((f) => f.name === key);
  if (field === undefined || field.unique) return;
  const { call, index } = binding;
  ctx.report(
    'key-not-unique',
    `The call "${call.name}" finds a ${entity} by :${key}, and its field "${key}" is not unique: one value could name several records.`,
    call.at,
    ['calls', index],
    `write "unique" in the notes of ${entity}.${key}`,
    key,
  );
}

/**
 * One operation the app does on an entity, and the screen (or the lifecycle's transition) it does
 * it for: `i` is the screen's index, or the lifecycle's. `why` and `path` are made when reported.
 */
interface Need {
  operation: CallOperation;
  action?: string;
  /** Said after the screen's description ("its delete button"). */
  aside?: string;
  screen?: Screen;
  i: number;
  at: Position | undefined;
}

/** "the form at /claims/:id/edit", "the action submit" */
function whyOf(need: Need): string {
  if (need.screen === undefined) return `the action ${need.action ?? ''}`;
  const why = `the ${need.screen.kind} at ${need.screen.route}`;
  return need.aside === undefined ? why : `${why} (${need.aside})`;
}

/** The screens, the lifecycle and the delete permission of each entity, looked up once. */
interface ByEntity {
  screens: Map<string, { screen: Screen; i: number }[]>;
  lifecycles: Map<string, { lifecycle: Lifecycle; i: number }>;
  /** Entities some permission lets delete (`all` stands for every entity). */
  deletable: Set<string>;
  anyDeletable: boolean;
}

function indexByEntity(spec: Spec): ByEntity {
  const screens = new Map<string, { screen: Screen; i: number }[]>();
  spec.screens.forEach((screen, i) => {
    const entity = screen.target?.entity;
    if (entity === undefined) return;
    const list = screens.get(entity) ?? [];
    list.push({ screen, i });
    screens.set(entity, list);
  });
  const lifecycles = new Map<string, { lifecycle: Lifecycle; i: number }>();
  spec.lifecycles.forEach((lifecycle, i) => {
    if (!lifecycles.has(lifecycle.entity)) lifecycles.set(lifecycle.entity, { lifecycle, i });
  });
  const deletable = new Set<string>();
  let anyDeletable = false;
  for (const p of spec.permissions) {
    if (!p.actions.includes('delete') && !p.actions.includes('all')) continue;
    if (p.entities.includes('all')) anyDeletable = true;
    for (const entity of p.entities) deletable.add(entity);
  }
  return { screens, lifecycles, deletable, anyDeletable };
}

/** What the app does to an entity's records, by the screens of point 2 and the lifecycle. */
function operationsNeeded(by: ByEntity, entity: Entity): Need[] {
  const needs: Need[] = [];
  const add = (operation: CallOperation, screen: Screen, i: number, aside?: string) => {
    const need: Need = { operation, screen, i, at: screen.at ?? entity.at };
    if (aside !== undefined) need.aside = aside;
    needs.push(need);
  };
  const mayDelete = by.anyDeletable || by.deletable.has(entity.name);
  for (const { screen, i } of by.screens.get(entity.name) ?? []) {
    if (screen.kind === 'list' || screen.kind === 'board' || screen.kind === 'dashboard')
      add('list', screen, i);
    else if (screen.kind === 'detail') {
      add('read', screen, i);
      if (mayDelete) add('delete', screen, i, 'its delete button');
    } else if (screen.kind === 'form') {
      if (screen.route.includes(':')) {
        add('read', screen, i);
        add('update', screen, i);
      } else add('create', screen, i);
    }
  }
  const found = by.lifecycles.get(entity.name);
  const actions = new Set<string>();
  for (const transition of found?.lifecycle.transitions ?? []) {
    // A reserved action name is an error of its own (reserved-action); it gets no call.
    if (RESERVED_ACTIONS.has(transition.action) || actions.has(transition.action)) continue;
    actions.add(transition.action);
    needs.push({ operation: 'action', action: transition.action, i: found!.i, at: transition.at });
  }
  return needs;
}

const DOES: Record<CallOperation, string> = {
  list: 'lists',
  read: 'reads one',
  create: 'creates a',
  update: 'updates a',
  delete: 'deletes a',
  action: 'takes the action on a',
  signUp: 'signs up a',
  signIn: 'signs in a',
};

function reportMissing(ctx: CheckContext, map: CallMap, entity: Entity, need: Need): void {
  if (map.find(entity.name, need.operation, need.action)) return;
  // One record can be read from the list of them.
  if (need.operation === 'read' && map.find(entity.name, 'list')) return;
  const message =
    need.operation === 'action'
      ? `${entity.name} has calls, but none takes its action "${need.action}": the app takes it in local storage.`
      : `${entity.name} has calls, but none ${DOES[need.operation]} ${entity.name} (${whyOf(need)}): the app does it in local storage.`;
  const path = [need.screen === undefined ? 'lifecycles' : 'screens', need.i];
  ctx.report('no-call-for-operation', message, need.at, path, 'add the call to point 7');
}
