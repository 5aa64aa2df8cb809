import type { Call, CallBinding, CallMap, Entity, Payload, Spec } from '@specrun/model';
import { envelope, openEnvelope, type Opened } from '../backend/envelope.ts';
import type { ValuesInput } from '../data/DataSource.ts';
import { isObject } from './readErrorBody.ts';

/**
 * The field each entity's records are known by when an answer leaves out their `id`
 * (`Article without id`): the parameter of a call's path that names one record and is a field of
 * the entity (`:slug`, `:username`); `id` when no call names its records by another field.
 */
export function wireKeys(spec: Spec, map: CallMap): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  for (const entity of spec.entities) {
    const named = map.bindings.find(
      (b) =>
        b.entity === entity.name &&
        b.key !== undefined &&
        b.key !== 'id' &&
        entity.fields.some((f) => f.name === b.key),
    );
    keys.set(entity.name, named?.key ?? 'id');
  }
  return keys;
}

/**
 * The fields of an entity that the call reading one record leaves out of its answer
 * (`Article without id and favoritedBy`, `User(username, bio)`): a server answering it never
 * says their values, so the app must not show them as empty. None when no call reads one record.
 */
export function unansweredFields(entity: Entity, map: CallMap): ReadonlySet<string> {
  const binding = map.find(entity.name, 'read');
  const payload = binding && answeredPayload(binding.call, 200);
  if (payload === undefined || payload.entity !== entity.name) return new Set();
  const { fields, without = [] } = payload;
  return new Set(
    entity.fields
      .map((f) => f.name)
      .filter((name) => (fields ? !fields.includes(name) : without.includes(name))),
  );
}

/** The payload a call answers with at this status; its first success's when it lists none there. */
export function answeredPayload(call: Call, status: number): Payload | undefined {
  const listed = call.answers.filter((a) => a.status === status);
  const reference = listed.length > 0 ? listed : call.answers.filter((a) => a.status < 400);
  for (const answer of reference) if (answer.body.kind === 'payload') return answer.body.payload;
  return undefined;
}

/**
 * What a success answer carries, out of the payload's envelope (`{"article": {…}}` gives the
 * article): refused, in words, when the envelope lacks its member.
 */
export function openAnswer(call: Call, status: number, body: unknown): Opened {
  return openEnvelope(answeredPayload(call, status), body);
}

/** What `plainRecord` needs: the wire keys of the entities, and the values the path gave. */
export interface PlainContext {
  /** `wireKeys` of the spec. */
  keys: ReadonlyMap<string, string>;
  /** The fields the call's path names (`/articles/:slug/comments`: the comment's article). */
  scope?: Readonly<Record<string, string>>;
}

/**
 * A record of an answer as the app reads it: with its `id` (the value of its wire key when it has
 * none: an article's slug), each reference answered as an object (`author: {username, …}`) as
 * the id of the record it names, and the fields the call's path names filled when it left them
 * out. Anything else is given back as it came.
 */
export function plainRecord(entity: Entity, item: unknown, context: PlainContext): unknown {
  if (!isObject(item)) return item;
  const plain: Record<string, unknown> = { ...item };
  const key = context.keys.get(entity.name) ?? 'id';
  if (plain.id === undefined && key !== 'id') plain.id = plain[key];
  for (const field of entity.fields) {
    if (field.answeredAs === undefined) continue;
    const type = field.type.kind === 'list' ? field.type.of : field.type;
    if (type.kind !== 'ref') continue;
    const named = context.keys.get(type.entity) ?? 'id';
    const value = plain[field.name];
    plain[field.name] = Array.isArray(value)
      ? value.map((one) => refOf(one, named))
      : refOf(value, named);
  }
  for (const [field, value] of Object.entries(context.scope ?? {}))
    if (plain[field] === undefined || plain[field] === null) plain[field] = value;
  return plain;
}

/** The id a reference answered as an object names: its `id`, else its wire key's value. */
function refOf(value: unknown, key: string): unknown {
  if (!isObject(value)) return value;
  const id = value.id ?? value[key];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : value;
}

/** The fields the path of a call fills, by field: `{article: 'how-to'}` for `:slug`. */
export function scopeValues(
  binding: CallBinding,
  params: Readonly<Record<string, string>>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const scope of binding.scope)
    if (scope.field !== undefined && params[scope.param] !== undefined)
      values[scope.field] = params[scope.param]!;
  return values;
}

/**
 * The body a call sends of these values, as its `sends` says: only the fields it names
 * (`Comment(body)`), in its envelope (`{comment: …}`); the values as they are when it says neither.
 */
export function wireBody(call: Call, values: ValuesInput): unknown {
  const sends = call.sends;
  const named = sends?.fields;
  const kept =
    named === undefined
      ? values
      : Object.fromEntries(Object.entries(values).filter(([name]) => named.includes(name)));
  return envelope(sends, kept);
}
