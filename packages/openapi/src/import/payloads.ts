import { parsePayload, type Payload } from '@specrun/model';
import type { Node } from '../load/RefResolver.ts';
import type { EntityMapper } from './EntityMapper.ts';
import type { ImportContext } from './ImportContext.ts';
import { pascalWords } from './names.ts';
import { child, isObjectSchema, items, objectView, schemaOf } from './schemaView.ts';

/** What a body's schema maps to: an entity or a list of one, or in words what it is instead. */
export interface MappedBody {
  payload?: Payload;
  /** What the body is when it is no entity (`text`, `one of 2 schemas`…). */
  unmapped?: string;
}

/** The media type of a `content` map to read: JSON first, then any `…+json`, then the first. */
export function pickMediaType(
  content: Node,
): { type: string; node: Node; others: string[] } | undefined {
  const types = Object.keys(schemaOf(content.value));
  const type =
    types.find((t) => t.split(';')[0]?.trim() === 'application/json') ??
    types.find((t) => /json/i.test(t)) ??
    types[0];
  if (type === undefined) return undefined;
  return { type, node: child(content, type), others: types.filter((t) => t !== type) };
}

/**
 * The payload of a request or answer body's schema: a schema the document names, or an inline
 * object (named `suggested`), is an entity; an array of one is a list. `use` says whether the
 * entity is data (`sends`: what a request sends) or the shape of an error.
 */
export function mapBody(
  ctx: ImportContext,
  entities: EntityMapper,
  schema: Node,
  suggested: string,
  use: 'data' | 'sends' | 'error',
): MappedBody {
  // What a Specrun export wrote of a payload the schema cannot say (its fields, its envelope).
  const written = schemaOf(schema.value)['x-specrun-payload'];
  if (typeof written === 'string') {
    const read = parsePayload(written);
    if (read.ok) return { payload: read.value };
  }
  const followed = ctx.refs.follow(schema);
  if ('problem' in followed) {
    ctx.report('error', 'broken-ref', `This $ref cannot be followed: ${followed.problem}.`, {
      file: followed.node.file,
      pointer: [...followed.node.pointer, '$ref'],
    });
    return { unmapped: `a broken $ref (${followed.problem})` };
  }
  const node = followed.node;
  const envelope = use !== 'error' ? envelopeOf(ctx, node, followed.via?.name) : undefined;
  if (envelope) {
    const inner = mapBody(ctx, entities, envelope.inner, pascalWords(envelope.key), use);
    if (inner.payload && inner.payload.envelope === undefined) {
      entities.markEnvelope(node, followed.via?.name ?? suggested, followed.via !== undefined);
      const count = inner.payload.many ? envelope.count : undefined;
      return {
        payload: {
          ...inner.payload,
          envelope: count === undefined ? { key: envelope.key } : { key: envelope.key, count },
        },
      };
    }
  }
  if (isObjectSchema(node, ctx.refs)) {
    // A request schema that is a variant of an entity (`NewArticle`: some of Article's fields)
    // sends those fields of that entity: `Article(title, body)`.
    const variant =
      use === 'sends' && followed.via !== undefined
        ? entities.variantOf(node, followed.via.name)
        : undefined;
    if (variant !== undefined) {
      entities.markEnvelope(node, followed.via?.name ?? suggested, true);
      return { payload: { entity: variant.entity, many: false, fields: variant.fields } };
    }
    const entity = entities.entityFor(
      node,
      followed.via?.name ?? suggested,
      followed.via !== undefined,
      use === 'error' ? 'error' : 'data',
    );
    return { payload: { entity, many: false } };
  }
  const s = schemaOf(node.value);
  if (s['type'] === 'array' || s['items'] !== undefined) {
    const inner = ctx.refs.follow(child(node, 'items'));
    if (!('problem' in inner) && isObjectSchema(inner.node, ctx.refs)) {
      const entity = entities.entityFor(
        inner.node,
        inner.via?.name ?? suggested,
        inner.via !== undefined,
        use === 'error' ? 'error' : 'data',
      );
      return { payload: { entity, many: true } };
    }
    return { unmapped: 'a list of values that are no records' };
  }
  const variants = [...items(node, 'oneOf'), ...items(node, 'anyOf')];
  if (variants.length > 0) return { unmapped: `one of ${variants.length} schemas` };
  if (typeof s['type'] === 'string') return { unmapped: `a value of type ${s['type']}` };
  return { unmapped: 'a value of no stated shape' };
}

const NAME = /^[A-Za-z_]\w*$/;

/** Names of schemas that wrap what a call sends or answers. */
const WRAPPER = /(request|response|body|answer|envelope|wrapper|result|payload)s?$/i;

/**
 * The envelope an object schema is, when it is one: a single member that holds a record or a
 * list of records (`{ "user": User }`), and beside a list at most a number, its count
 * (`{ "articles": [Article], "articlesCount": 12 }`). A schema with one member is an entity with
 * one field as well: it is an envelope when it is inline, when its name says it wraps a body
 * (`UserResponse`), or when its member is named after what it holds (`user` for `NewUser`).
 */
function envelopeOf(
  ctx: ImportContext,
  node: Node,
  name: string | undefined,
): { key: string; inner: Node; count?: string } | undefined {
  if (!isObjectSchema(node, ctx.refs)) return undefined;
  const view = objectView(node, ctx.refs);
  if (view.properties.length === 0 || view.properties.length > 2 || view.extras.length > 0)
    return undefined;
  let record: { key: string; inner: Node } | undefined;
  let count: string | undefined;
  let named = false;
  for (const { name: key, node: property } of view.properties) {
    if (!NAME.test(key)) return undefined;
    const followed = ctx.refs.follow(property);
    if ('problem' in followed) return undefined;
    const s = schemaOf(followed.node.value);
    if (s['type'] === 'integer' || s['type'] === 'number') {
      if (count !== undefined) return undefined;
      count = key;
      continue;
    }
    const listed =
      s['type'] === 'array' ? ctx.refs.follow(child(followed.node, 'items')) : undefined;
    const holdsRecords =
      isObjectSchema(followed.node, ctx.refs) ||
      (listed !== undefined && !('problem' in listed) && isObjectSchema(listed.node, ctx.refs));
    if (!holdsRecords || record !== undefined) return undefined;
    record = { key, inner: property };
    const innerName = (listed !== undefined && !('problem' in listed) ? listed : followed).via
      ?.name;
    named = innerName?.toLowerCase().includes(key.toLowerCase().replace(/s$/, '')) ?? false;
  }
  if (record === undefined) return undefined;
  if (name !== undefined && !WRAPPER.test(name) && !named) return undefined;
  return count === undefined ? record : { ...record, count };
}
