import type { Payload } from '@specrun/model';
import type { Node } from '../load/RefResolver.ts';
import type { EntityMapper } from './EntityMapper.ts';
import type { ImportContext } from './ImportContext.ts';
import { child, isObjectSchema, items, schemaOf } from './schemaView.ts';

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
 * entity is data or the shape of an error.
 */
export function mapBody(
  ctx: ImportContext,
  entities: EntityMapper,
  schema: Node,
  suggested: string,
  use: 'data' | 'error',
): MappedBody {
  const followed = ctx.refs.follow(schema);
  if ('problem' in followed) {
    ctx.report('error', 'broken-ref', `This $ref cannot be followed: ${followed.problem}.`, {
      file: followed.node.file,
      pointer: [...followed.node.pointer, '$ref'],
    });
    return { unmapped: `a broken $ref (${followed.problem})` };
  }
  const node = followed.node;
  if (isObjectSchema(node, ctx.refs)) {
    const entity = entities.entityFor(
      node,
      followed.via?.name ?? suggested,
      followed.via !== undefined,
      use,
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
        use,
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
