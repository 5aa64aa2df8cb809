import { emptySpec, mapCalls, type Call, type Entity, type Field } from '@specrun/model';
import type { Node } from '../load/RefResolver.ts';
import type { EntityMapper } from './EntityMapper.ts';
import { queryDraft, type QueryDraft } from './mapQuery.ts';
import { at, type ImportContext, type Place } from './ImportContext.ts';
import { mapAnswers } from './mapAnswers.ts';
import { fieldName, NameRegistry, pascalWords } from './names.ts';
import { mapBody, pickMediaType } from './payloads.ts';
import { code, oneLine } from './prose.ts';
import { child, items, schemaOf } from './schemaView.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const FORMAT_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);
const PATH_PARAM = /^[A-Za-z_][\w-]*$/;
/** The role of every signed-in user (docs/calls.md, "Signing in"). */
const SIGNED_IN = 'signed in';

/** What the calls of point 7 leave out of each operation, for the point's prose. */
export interface CallGaps {
  call: string;
  what: string[];
}

/** The calls of the operations, with where each stands and what is left to map of them. */
export interface MappedOperations {
  calls: Call[];
  gaps: CallGaps[];
  places: Map<Call, Place>;
  queries: Map<Call, QueryDraft[]>;
}

/**
 * The calls of point 7, one per operation in the order of the document: the operation id as the
 * call's name (else the method and path), the path with `:parameters`, the request body as what
 * it sends, and its answers. Query, header and cookie parameters, other media types, callbacks and
 * links have no place in the format yet: they are listed per call. With `release`, each path's
 * values are taken out of the document once its operations are mapped (no `$ref` may name them):
 * what the calls are made of grows while the document shrinks.
 */
export function mapOperations(
  ctx: ImportContext,
  root: Node,
  entities: EntityMapper,
  release: boolean,
): MappedOperations {
  const calls: Call[] = [];
  const queries = new Map<Call, QueryDraft[]>();
  const places = new Map<Call, Place>();
  const gaps: CallGaps[] = [];
  const names = new NameRegistry();
  const operationIds = new Map<string, string>();
  const paths = child(root, 'paths');
  for (const path of Object.keys(schemaOf(paths.value))) {
    const followed = ctx.refs.follow(child(paths, path));
    if ('problem' in followed) {
      ctx.report(
        'error',
        'broken-ref',
        `The path ${path} cannot be read: ${followed.problem}.`,
        at(followed.node),
      );
      continue;
    }
    const item = followed.node;
    for (const method of METHODS) {
      // An operation may itself be a $ref (not in the standard, but common: DigitalOcean's are).
      const reached = ctx.refs.follow(child(item, method));
      if ('problem' in reached) {
        ctx.report(
          'error',
          'broken-ref',
          `${method.toUpperCase()} ${path} cannot be read: ${reached.problem}.`,
          at(reached.node),
        );
        continue;
      }
      const operation = reached.node;
      if (
        operation.value === undefined ||
        operation.value === null ||
        typeof operation.value !== 'object'
      )
        continue;
      if (!FORMAT_METHODS.has(method)) {
        ctx.notMapped(
          7,
          at(operation),
          `${method.toUpperCase()} ${path} is not mapped: the format's calls have no ${method.toUpperCase()}.`,
          `${code(`${method.toUpperCase()} ${path}`)}: the method ${method.toUpperCase()}.`,
          'warning',
        );
        continue;
      }
      const mapped = mapOperation(
        ctx,
        entities,
        { path, method, item, operation },
        schemaOf(root.value)['security'],
        names,
        operationIds,
      );
      calls.push(mapped.call);
      places.set(mapped.call, at(operation));
      if (mapped.query.length > 0) queries.set(mapped.call, mapped.query);
      if (mapped.what.length > 0) gaps.push({ call: mapped.call.name, what: mapped.what });
    }
    if (release) delete schemaOf(paths.value)[path];
  }
  return { calls, gaps, places, queries };
}

function mapOperation(
  ctx: ImportContext,
  entities: EntityMapper,
  where: { path: string; method: string; item: Node; operation: Node },
  rootSecurity: unknown,
  names: NameRegistry,
  operationIds: Map<string, string>,
): { call: Call; what: string[]; query: QueryDraft[] } {
  const { path, method, item, operation } = where;
  const s = schemaOf(operation.value);
  const what: string[] = [];
  const id =
    typeof s['operationId'] === 'string' && s['operationId'].trim() !== ''
      ? oneLine(s['operationId'], 120)
      : undefined;
  let name = names.claim(id ?? `${method} ${path}`);
  if (id !== undefined && operationIds.has(id)) {
    name = names.claim(`${id} (${method.toUpperCase()} ${path})`);
    ctx.report(
      'warning',
      'duplicate-operation-id',
      `The operation id ${id} is also that of ${operationIds.get(id) ?? 'another operation'}; this call is named ${name}.`,
      at(child(operation, 'operationId')),
      'Give each operation its own operationId.',
    );
  } else if (id !== undefined) operationIds.set(id, `${method.toUpperCase()} ${path}`);
  const label = pascalWords(name) || 'Call';
  const parameters = mergedParameters(ctx, item, operation);
  const call: Call = {
    name,
    method: method.toUpperCase(),
    path: toCallPath(ctx, path, operation),
    answers: [],
  };
  let sends: Node | undefined;
  const query: QueryDraft[] = [];
  // The query a Specrun export wrote, filters' field paths and all.
  const written = typeof s['x-specrun-query'] === 'string' ? s['x-specrun-query'] : undefined;
  if (written !== undefined) call.path = `${call.path}?${written}`;
  // An inline body schema is named after the shared request body that holds it, when it is one.
  let bodyName: string | undefined;
  for (const parameter of parameters) {
    const p = schemaOf(parameter.value);
    const where = String(p['in']);
    if (where === 'path') continue;
    if (where === 'body') {
      sends = child(parameter, 'schema');
      continue;
    }
    if (where === 'query' && written !== undefined) continue;
    if (where === 'query' && method.toLowerCase() === 'get' && typeof p['name'] === 'string') {
      query.push(queryDraft(p['name'], parameter));
      continue;
    }
    const type =
      typeof schemaOf(p['schema'])['type'] === 'string'
        ? String(schemaOf(p['schema'])['type'])
        : typeof p['type'] === 'string'
          ? p['type']
          : 'value';
    what.push(
      `${where} parameter ${code(String(p['name']))} (${type}${p['required'] === true ? ', required' : ''})`,
    );
  }
  const body = ctx.refs.follow(child(operation, 'requestBody'));
  if (!('problem' in body) && body.node.value !== undefined) {
    const media = pickMediaType(child(body.node, 'content'));
    if (media) {
      sends = child(media.node, 'schema');
      if (body.via) bodyName = body.via.name;
      if (media.others.length > 0)
        what.push(`the request body also as ${media.others.map(code).join(', ')}`);
      if (!/json/i.test(media.type)) what.push(`the request body is ${code(media.type)}`);
    }
  } else if ('problem' in body)
    ctx.report(
      'error',
      'broken-ref',
      `The request body cannot be read: ${body.problem}.`,
      at(body.node),
    );
  if (sends && sends.value !== undefined) {
    const mapped = mapBody(ctx, entities, sends, bodyName ?? `${label}Body`, 'sends');
    if (mapped.payload) call.sends = mapped.payload;
    else what.push(`sends ${mapped.unmapped ?? 'a body'}`);
  }
  const answers = mapAnswers(
    ctx,
    entities,
    child(operation, 'responses'),
    label,
    call.sends !== undefined,
  );
  call.answers = answers.answers;
  what.push(...answers.what);
  // Every way the operation (else the document) lets a caller in names a scheme: it is for the
  // signed in, and a visitor is answered 401 (docs/calls.md, "Signing in").
  const requirements = s['security'] ?? rootSecurity;
  if (
    !ctx.specrunExport &&
    Array.isArray(requirements) &&
    requirements.length > 0 &&
    requirements.every((r) => Object.keys(schemaOf(r)).length > 0)
  )
    call.roles = [SIGNED_IN];
  for (const extra of ['callbacks', 'security'] as const) {
    if (s[extra] === undefined || (extra === 'security' && call.roles !== undefined)) continue;
    if (extra === 'security') {
      const schemes = Array.isArray(s['security'])
        ? s['security'].flatMap((r) => Object.keys(schemaOf(r)))
        : [];
      what.push(
        schemes.length === 0
          ? 'needs no sign-in'
          : `signs in with ${[...new Set(schemes)].map(code).join(' or ')}`,
      );
    } else what.push(`callbacks ${Object.keys(schemaOf(s[extra])).map(code).join(', ')}`);
  }
  if (what.length > 0)
    ctx.notMapped(7, at(operation), `${name}: not mapped: ${what.join('; ').replace(/`/g, '')}.`);
  return { call, what, query };
}

/** The path-level parameters, then the operation's (which replace those of the same name and place). */
function mergedParameters(ctx: ImportContext, item: Node, operation: Node): Node[] {
  const byKey = new Map<string, Node>();
  for (const list of [items(item, 'parameters'), items(operation, 'parameters')]) {
    for (const parameter of list) {
      const followed = ctx.refs.follow(parameter);
      if ('problem' in followed) {
        ctx.report(
          'error',
          'broken-ref',
          `A parameter cannot be read: ${followed.problem}.`,
          at(followed.node),
        );
        continue;
      }
      const p = schemaOf(followed.node.value);
      byKey.set(`${String(p['in'])} ${String(p['name'])}`, followed.node);
    }
  }
  return [...byKey.values()];
}

/** `/pets/{petId}` as the format writes it, `/pets/:petId`; a parameter that is no name becomes one. */
function toCallPath(ctx: ImportContext, path: string, operation: Node): string {
  // A query written into the path itself (`/responses?beta=true`) is no parameter of the call.
  const mark = path.indexOf('?');
  const bare = mark < 0 ? path : path.slice(0, mark);
  if (mark >= 0)
    ctx.notMapped(
      7,
      at(operation),
      `${path}: not mapped: the query ${path.slice(mark)} written in the path.`,
    );
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.replace(/\{([^}]*)\}/g, (_whole, raw: string) => {
    if (PATH_PARAM.test(raw)) return `:${raw}`;
    const name = fieldName(raw);
    ctx.report(
      'info',
      'renamed',
      `The path parameter ${raw} is :${name} in the call's path.`,
      at(operation),
    );
    return `:${name}`;
  });
}

/**
 * The calls that read or write records of the entities (`mapCalls` binds them), and a
 * `not-mapped` warning, with a line in point 7's prose, for each of the others (`POST
 * /pets/{id}/vaccinate` of a spec with no lifecycle): the format invents nothing for a call
 * bound to no entity and operation, so it is left out rather than written as an error. A field
 * a kept call's path names its record by (`/user/{username}`) is made unique.
 */
export function keepBoundCalls(
  ctx: ImportContext,
  entities: readonly Entity[],
  calls: readonly Call[],
  places: ReadonlyMap<Call, Place>,
): Call[] {
  const spec = { ...emptySpec(), entities: [...entities], calls: [...calls] };
  const kept: Call[] = [];
  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const binding of mapCalls(spec).bindings) {
    const { call } = binding;
    // A path that names a record by a field (`/user/{username}`) says that field is unique.
    const keyField = byName
      .get(binding.entity ?? '')
      ?.fields.find((f) => f.name === binding.key && f.name !== 'id');
    if (binding.operation !== undefined && keyField !== undefined) makeUnique(keyField);
    // So does a parent's key before the resource (`/projects/{accountName}/builds`).
    for (const scope of binding.scope) {
      const parentKey = byName
        .get(scope.parent ?? '')
        ?.fields.find((f) => f.name === scope.parentKey && f.name !== 'id');
      if (binding.operation !== undefined && parentKey !== undefined) makeUnique(parentKey);
    }
    const place = places.get(call);
    if (binding.operation !== undefined || place === undefined) {
      kept.push(call);
      continue;
    }
    const why = binding.note ?? 'it names no entity and no operation';
    const where = `${call.method} ${call.path}`;
    ctx.notMapped(
      7,
      place,
      `${call.name} (${where}) is not mapped: it reads or writes no records of the spec (${why}).`,
      `${code(call.name)} (${code(where)}): it reads or writes no records of the spec.`,
      'warning',
    );
  }
  return kept;
}

function makeUnique(field: Field): void {
  if (field.unique) return;
  field.unique = true;
  field.notes = field.notes === '' ? 'unique' : `unique; ${field.notes}`;
}
