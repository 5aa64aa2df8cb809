import { RESERVED_ACTIONS, type Call, type Entity, type Spec } from '../model/Spec.ts';
import { pluralOf } from '../names/pluralOf.ts';
import { parsePathTemplate, type PathTemplate } from './pathTemplate.ts';
import { matchSegments, pathSegments } from '../routes/pathSegments.ts';
import { signingOperation, words } from './signingCall.ts';
import type { UnboundCall } from '../gaps/UnboundCall.ts';

/** What a call does to an entity's records. */
export type CallOperation =
  | 'list'
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'action'
  /** Makes a user and signs them in (`sign up`, `register`). */
  | 'signUp'
  /** Signs a user in by what identifies them and their password (`sign in`, `log in`). */
  | 'signIn';

/** A path parameter before the record's own, and the field of the entity it narrows by. */
export interface ScopeParam {
  param: string;
  /** The entity's field the parameter names (`projectId` → `project`), when there is one. */
  field?: string;
  /**
   * The entity whose record the parameter names, when the segment before it is that entity's
   * resource word (`/articles/:slug/comments`: Article): the records are that one's children.
   */
  parent?: string;
  /** The parent's field the parameter holds (`slug`), or `id`. */
  parentKey?: string;
}

/** One call of point 7 and what the runtime makes of it. */
export interface CallBinding {
  /** Its index in `spec.calls`. */
  index: number;
  call: Call;
  template: PathTemplate;
  /** The entity whose records it reads or writes; absent when none can be told. */
  entity?: string;
  operation?: CallOperation;
  /** For `action`: the lifecycle action it takes. */
  action?: string;
  /** The parameter naming the record (`:id`, or a field such as `:slug`). */
  key?: string;
  /** The parameters before the record's own (`/projects/:projectId/tasks`). */
  scope: ScopeParam[];
  /** The record is the caller's own user (`GET /api/user`, `update current user`). */
  current?: boolean;
  /**
   * How it was bound: by its name (`submit claim`), by its method and path's shape, or not at
   * all (`unbound`, with `note` saying why).
   */
  by: 'name' | 'shape' | 'unbound';
  note?: string;
}

/** The calls of a spec, bound to entities and operations. */
export interface CallMap {
  bindings: CallBinding[];
  /** The call that does `operation` (and `action`) on an entity's records, if the spec has one. */
  find(entity: string, operation: CallOperation, action?: string): CallBinding | undefined;
  /** True when any call reads or writes the entity's records. */
  hasCalls(entity: string): boolean;
  /** The call a request is for, with its path's parameters; the most literal template wins. */
  match(method: string, path: string): CallMatch | undefined;
}

/** A request's call (`CallMap.match`) and the values of its path's parameters. */
export interface CallMatch {
  binding: CallBinding;
  params: Record<string, string>;
}

const USER = 'User';

/** A name that reads or changes the caller's own user: `read current user`, `update current user`. */
const CURRENT_NAME = /^(read|get|show|view|fetch|update|edit|change) current user$/;

/**
 * A call on the caller's own user: named so (`read current user`), or `GET`, `PUT` or `PATCH` of a
 * path ending in the singular `user` (`/api/user`), with no parameter after it.
 */
function isCurrentUser(call: Call, template: PathTemplate): boolean {
  const method = call.method.toUpperCase();
  if (method !== 'GET' && method !== 'PUT' && method !== 'PATCH') return false;
  if (CURRENT_NAME.test(words(call.name))) return true;
  const last = template.segments[template.segments.length - 1];
  return last?.kind === 'literal' && last.text.toLowerCase() === 'user';
}

const NAME_VERBS: ReadonlyMap<string, Exclude<CallOperation, 'action'>> = new Map([
  ['list', 'list'],
  ['search', 'list'],
  ['read', 'read'],
  ['get', 'read'],
  ['show', 'read'],
  ['view', 'read'],
  ['fetch', 'read'],
  ['create', 'create'],
  ['add', 'create'],
  ['new', 'create'],
  ['update', 'update'],
  ['edit', 'update'],
  ['change', 'update'],
  ['delete', 'delete'],
  ['remove', 'delete'],
]);

/**
 * Binds each call of point 7 to the entity and the operation it serves: by its name when that
 * reads `<verb> <entity>` (`list claims`, `submit claim`: the verb an operation or one of the
 * entity's lifecycle actions), else by its method and the shape of its path — `GET /claims` lists,
 * `POST /claims` creates, `GET`, `PUT`/`PATCH` and `DELETE /claims/:id` read, update and delete,
 * `POST /claims/:id/submit` takes the action `submit`. The entity comes from the name, the
 * payload (`sends Claim`, `answers 200 Claim[]`) or the path's resource (`claims`).
 */
export function mapCalls(spec: Spec): CallMap {
  const nouns = entityNouns(spec.entities);
  const actions = entityActions(spec);
  const undo = undoActions(spec);
  const entities = new Map<string, Entity>();
  for (const entity of spec.entities)
    if (!entities.has(entity.name)) entities.set(entity.name, entity);
  const bindings = spec.calls.map((call, index) =>
    bindCall(entities, call, index, nouns, actions, undo),
  );
  const byEntity = new Map<string, EntityCalls>();
  for (const binding of bindings) {
    const { entity, operation } = binding;
    if (entity === undefined || operation === undefined) continue;
    let calls = byEntity.get(entity);
    if (calls === undefined) byEntity.set(entity, (calls = { operations: {} }));
    const earlier = findIn(calls, operation, binding.action);
    if (earlier !== undefined) {
      binding.note = `another call already does this (${earlier.call.name})`;
      continue;
    }
    if (operation !== 'action') calls.operations[operation] = binding;
    else (calls.actions ??= new Map()).set(binding.action ?? '', binding);
  }
  // Made at the first request: the checker never matches one.
  let byLiterals: CallBinding[] | undefined;
  return {
    bindings,
    find: (entity, operation, action) => {
      const calls = byEntity.get(entity);
      return calls && findIn(calls, operation, action);
    },
    hasCalls: (entity) => byEntity.has(entity),
    match(method, path) {
      const verb = method.toUpperCase();
      const parts = pathSegments(path);
      byLiterals ??= sortByLiterals(bindings);
      for (const binding of byLiterals) {
        if (binding.call.method.toUpperCase() !== verb) continue;
        const params = matchSegments(binding.template.segments, parts);
        if (params) return { binding, params };
      }
      return undefined;
    },
  };
}

/** The calls bound to one entity: one per operation, and one per action (made for the first). */
interface EntityCalls {
  operations: Partial<Record<Exclude<CallOperation, 'action'>, CallBinding>>;
  actions?: Map<string, CallBinding>;
}

function findIn(
  calls: EntityCalls,
  operation: CallOperation,
  action: string | undefined,
): CallBinding | undefined {
  return operation === 'action' ? calls.actions?.get(action ?? '') : calls.operations[operation];
}

/** The bindings, those whose template has the most literal segments first (a stable sort). */
function sortByLiterals(bindings: readonly CallBinding[]): CallBinding[] {
  const counts = new Map<CallBinding, number>();
  for (const binding of bindings) counts.set(binding, literalCount(binding));
  return [...bindings].sort((a, b) => (counts.get(b) as number) - (counts.get(a) as number));
}

function literalCount(binding: CallBinding): number {
  let count = 0;
  for (const segment of binding.template.segments) if (segment.kind === 'literal') count += 1;
  return count;
}

const SPACES = / /g;

/** Each way a name, a payload or a path may write an entity, to the entity's name. */
function entityNouns(entities: readonly Entity[]): Map<string, string> {
  const nouns = new Map<string, string>();
  for (const entity of entities) {
    const one = words(entity.name);
    for (const form of [one, words(pluralOf(entity.name))]) {
      nouns.set(form, entity.name);
      nouns.set(form.replace(SPACES, ''), entity.name);
      nouns.set(form.replace(SPACES, '-'), entity.name);
    }
  }
  return nouns;
}

/**
 * The actions of each entity — its lifecycle's, and those that add to or remove from a list of
 * users (`added by favorite`) — by lower-case name, words and kebab form, to the action.
 */
function entityActions(spec: Spec): Map<string, Map<string, string>> {
  const byEntity = new Map<string, Map<string, string>>();
  const add = (entity: string, action: string): void => {
    // A reserved word is no action (reserved-action): `delete claim` deletes.
    if (RESERVED_ACTIONS.has(action)) return;
    let actions = byEntity.get(entity);
    if (actions === undefined) byEntity.set(entity, (actions = new Map()));
    actions.set(action.toLowerCase(), action);
    actions.set(words(action), action);
    actions.set(words(action).replace(SPACES, '-'), action);
  };
  for (const lifecycle of spec.lifecycles)
    for (const { action } of lifecycle.transitions) add(lifecycle.entity, action);
  for (const entity of spec.entities)
    for (const field of entity.fields)
      for (const action of [field.addedBy, field.removedBy]) if (action) add(entity.name, action);
  return byEntity;
}

/**
 * Each entity's actions that add the acting user to a list of users, to the action that takes
 * them out again (`favorite` → `unfavorite`): `DELETE /articles/:slug/favorite` takes the second.
 */
function undoActions(spec: Spec): Map<string, Map<string, string>> {
  const byEntity = new Map<string, Map<string, string>>();
  for (const entity of spec.entities)
    for (const field of entity.fields) {
      if (field.addedBy === undefined || field.removedBy === undefined) continue;
      const undo = byEntity.get(entity.name) ?? new Map<string, string>();
      undo.set(field.addedBy, field.removedBy);
      byEntity.set(entity.name, undo);
    }
  return byEntity;
}

interface PathShape {
  entity?: string;
  /** Index of the resource segment. */
  resource?: number;
  position: 'collection' | 'view' | 'item' | 'item-action' | 'other';
  key?: string;
  tail?: string;
}

/** What a path's segments say: the resource, and whether it names the collection or a record. */
function readPath(template: PathTemplate, nouns: Map<string, string>, entity?: string): PathShape {
  const { segments } = template;
  const shape: PathShape = { position: 'other' };
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    if (segment.kind !== 'literal') continue;
    const named = nouns.get(words(segment.text)) ?? nouns.get(segment.text.toLowerCase());
    if (named !== undefined && (entity === undefined || named === entity)) {
      shape.entity = named;
      shape.resource = i;
      break;
    }
  }
  // After the resource (or, without one, at the end): nothing, a parameter, a parameter and a word.
  const start = shape.resource === undefined ? tailStart(segments) : shape.resource + 1;
  const length = segments.length - start;
  const first = segments[start];
  const second = segments[start + 1];
  if (length === 0) shape.position = 'collection';
  else if (length === 1 && first?.kind === 'literal' && shape.resource !== undefined)
    shape.position = 'view';
  else if (length === 1 && first?.kind === 'param') {
    shape.position = 'item';
    shape.key = first.name;
  } else if (length === 2 && first?.kind === 'param' && second?.kind === 'literal') {
    shape.position = 'item-action';
    shape.key = first.name;
    shape.tail = second.text;
  }
  return shape;
}

/** Without a known resource: where the record part of a path begins, read from its end. */
function tailStart(segments: PathTemplate['segments']): number {
  const n = segments.length;
  const last = segments[n - 1];
  const before = segments[n - 2];
  if (last?.kind === 'param') return n - 1;
  if (last?.kind === 'literal' && before?.kind === 'param') return n - 2;
  return n;
}

function bindCall(
  entities: ReadonlyMap<string, Entity>,
  call: Call,
  index: number,
  nouns: Map<string, string>,
  actions: Map<string, Map<string, string>>,
  undo: Map<string, Map<string, string>>,
): CallBinding {
  const template = parsePathTemplate(call.path);
  const binding: CallBinding = { index, call, template, scope: [], by: 'unbound' };
  const signing = signingOperation(call.name);
  if (signing !== undefined) {
    binding.entity = USER;
    return bound(binding, signing, 'name');
  }
  if (isCurrentUser(call, template)) {
    binding.entity = USER;
    binding.current = true;
    const method = call.method.toUpperCase();
    const by = CURRENT_NAME.test(words(call.name)) ? 'name' : 'shape';
    return bound(binding, method === 'GET' ? 'read' : 'update', by);
  }
  // The name: `<verb> <entity>`, the verb of one word or more (`send back claim`).
  const read = readCallName(words(call.name), nouns);
  const { verb } = read;
  // A name whose words before the entity are no verb of it (`list books of author`) names the
  // call, not its entity: the payload and the path say what it reads.
  const named =
    read.named !== undefined &&
    (NAME_VERBS.has(verb) || actions.get(read.named)?.has(verb) === true)
      ? read.named
      : undefined;
  const payload = call.sends?.entity ?? payloadOfAnswers(call);
  const payloadEntity = payload !== undefined && entities.has(payload) ? payload : undefined;
  const shape = readPath(template, nouns, named ?? payloadEntity);
  const entity = named ?? payloadEntity ?? shape.entity;
  if (entity === undefined) {
    binding.note = 'its name, payload and path name no entity';
    return binding;
  }
  binding.entity = entity;
  if (shape.key !== undefined) binding.key = shape.key;
  binding.scope = scopeOf(entities, entity, template, shape, nouns);
  const entityActions = actions.get(entity);
  // By name first: a verb that is an operation or one of the entity's actions.
  if (named !== undefined) {
    const operation = NAME_VERBS.get(verb);
    const action = entityActions?.get(verb);
    if (action !== undefined) return bound(binding, 'action', 'name', action);
    if (operation !== undefined) return bound(binding, operation, 'name');
  }
  const method = call.method.toUpperCase();
  if (shape.position === 'collection') {
    if (method === 'GET') return bound(binding, 'list', 'shape');
    if (method === 'POST') return bound(binding, 'create', 'shape');
  } else if (shape.position === 'view' && method === 'GET') {
    // A word after the resource, no action of it, names a view of the list: `/articles/feed`.
    const tail = template.segments[(shape.resource ?? 0) + 1];
    if (tail?.kind === 'literal' && entityActions?.get(tail.text.toLowerCase()) === undefined)
      return bound(binding, 'list', 'shape');
  } else if (shape.position === 'item') {
    if (method === 'GET') return bound(binding, 'read', 'shape');
    if (method === 'PUT' || method === 'PATCH') return bound(binding, 'update', 'shape');
    if (method === 'DELETE') return bound(binding, 'delete', 'shape');
  } else if (shape.position === 'item-action' && method !== 'GET') {
    const tail = shape.tail ?? '';
    const action = entityActions?.get(tail.toLowerCase()) ?? entityActions?.get(words(tail));
    // DELETE on an action that adds the acting user to a list takes the one that removes them.
    const taken = method === 'DELETE' ? undo.get(entity)?.get(action ?? '') : action;
    if (taken !== undefined) return bound(binding, 'action', 'shape', taken);
  }
  binding.note = `${method} ${call.path} is no list, read, create, update, delete or action of ${entity}`;
  return binding;
}

/**
 * The verb and the entity of a call's name in words: the first split of the words whose end names
 * an entity (`send back claim` → `send back`, Claim); without one, the first word and no entity.
 */
function readCallName(
  name: string,
  nouns: Map<string, string>,
): { verb: string; named: string | undefined } {
  for (let space = name.indexOf(' '); space >= 0; space = name.indexOf(' ', space + 1)) {
    const named = nouns.get(name.slice(space + 1));
    if (named !== undefined) return { verb: name.slice(0, space), named };
  }
  const space = name.indexOf(' ');
  return { verb: space < 0 ? name : name.slice(0, space), named: undefined };
}

/** Completes a binding with its operation, in place: each call's binding is made for it alone. */
function bound(
  binding: CallBinding,
  operation: CallOperation,
  by: 'name' | 'shape',
  action?: string,
): CallBinding {
  binding.operation = operation;
  if (action !== undefined) binding.action = action;
  binding.by = by;
  return binding;
}

/**
 * The entity a call's answers carry: that of the answer of the lowest status that carries one
 * (a success before an error), whatever the order the answers are listed in, since OpenAPI lists
 * them by status.
 */
function payloadOfAnswers(call: Call): string | undefined {
  let lowest: { status: number; entity: string } | undefined;
  for (const answer of call.answers)
    if (answer.body.kind === 'payload' && (lowest === undefined || answer.status < lowest.status))
      lowest = { status: answer.status, entity: answer.body.payload.entity };
  return lowest?.entity;
}

const ID_SUFFIX = /(?:_id|Id|ID)$/;

/**
 * The parameters before the record's part, each with the field of the entity it names: a field
 * of its name (`:project`, `:projectId`), or, after another entity's resource word
 * (`/articles/:slug/comments`), the entity's reference to that parent, with the parent's field
 * the parameter holds (`slug`, else `id`).
 */
function scopeOf(
  entities: ReadonlyMap<string, Entity>,
  name: string,
  template: PathTemplate,
  shape: PathShape,
  nouns: Map<string, string>,
): ScopeParam[] {
  const fields = entities.get(name)?.fields ?? [];
  const end = shape.resource ?? template.segments.length;
  const scope: ScopeParam[] = [];
  for (let i = 0; i < end; i++) {
    const segment = template.segments[i];
    if (segment?.kind !== 'param' || segment.name === shape.key) continue;
    const bare = segment.name.replace(ID_SUFFIX, '');
    const field = fields.find((f) => f.name === segment.name || f.name === bare);
    if (field) {
      scope.push({ param: segment.name, field: field.name });
      continue;
    }
    const before = template.segments[i - 1];
    const parent =
      before?.kind === 'literal'
        ? (nouns.get(words(before.text)) ?? nouns.get(before.text.toLowerCase()))
        : undefined;
    const reference =
      parent === undefined
        ? undefined
        : fields.find((f) => f.type.kind === 'ref' && f.type.entity === parent);
    if (parent === undefined || reference === undefined) {
      scope.push({ param: segment.name });
      continue;
    }
    const parentFields = entities.get(parent)?.fields ?? [];
    const parentKey = parentFields.some((f) => f.name === segment.name) ? segment.name : 'id';
    scope.push({ param: segment.name, field: reference.name, parent, parentKey });
  }
  return scope;
}

/** The calls `mapCalls` binds to no entity and operation, with why (for `reportGaps`). */
export function unboundCalls(spec: Spec): UnboundCall[] {
  if (spec.calls.length === 0) return [];
  return mapCalls(spec)
    .bindings.filter((b) => b.operation === undefined)
    .map((b) => ({ call: b.call, why: b.note ?? 'it names no entity and no operation' }));
}
