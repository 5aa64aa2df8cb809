import { parseFieldType, type FieldType } from '@specrun/model';
import type { Node } from '../load/RefResolver.ts';
import { refOf } from '../load/RefResolver.ts';
import type { ImportContext } from './ImportContext.ts';
import { child, isObjectSchema, items, schemaOf } from './schemaView.ts';

/** What a property's schema maps to: a field type, and what the format could not hold of it. */
export interface MappedType {
  type: FieldType;
  /** The schema (references followed) whose constraints become rules, when there is one. */
  schema?: Node;
  /** Words for the field's notes (`format int64`). */
  notes: string[];
  /** Why the type is narrower than the document's, for the gap list. */
  unmapped?: string;
}

/** Makes (or finds) the entity of an object schema; the mapper of entities gives it. */
export type EntityMaker = (node: Node, name: string, named: boolean) => string;

/** Inline objects nest at most this deep before they are kept as text. */
const MAX_INLINE_DEPTH = 10;

const STRING_FORMATS: Record<string, FieldType['kind']> = {
  date: 'date',
  'date-time': 'datetime',
  email: 'email',
  'idn-email': 'email',
  uri: 'url',
  url: 'url',
  iri: 'url',
  'uri-reference': 'url',
  phone: 'phone',
  password: 'password',
};

const TEXT: FieldType = { kind: 'longtext' };

/**
 * The field type of a property's schema: references to object schemas become `ref`, inline
 * objects their own entity (named after the owner and the property), arrays `list of`, string
 * formats `date`, `datetime`, `email`, `url`, enums `enum`. What the format cannot hold (unions,
 * maps, lists of lists, any value) is kept as `longtext`, and said so.
 */
export function mapFieldType(
  ctx: ImportContext,
  node: Node,
  owner: string,
  property: string,
  makeEntity: EntityMaker,
  depth = 0,
): MappedType {
  const s = schemaOf(node.value);
  const own = s['x-specrun-type'];
  if (typeof own === 'string') {
    const read = parseFieldType(own);
    if (read.ok) return { type: read.value, schema: node, notes: [] };
  }
  if (refOf(node.value) !== undefined) {
    const followed = ctx.refs.follow(node);
    if ('problem' in followed) {
      ctx.report('error', 'broken-ref', `This $ref cannot be followed: ${followed.problem}.`, {
        file: followed.node.file,
        pointer: [...followed.node.pointer, '$ref'],
      });
      return { type: TEXT, notes: [], unmapped: `a broken $ref (${followed.problem})` };
    }
    if (followed.via && isObjectSchema(followed.node, ctx.refs))
      return {
        type: { kind: 'ref', entity: makeEntity(followed.node, followed.via.name, true) },
        notes: [],
      };
    if (depth > MAX_INLINE_DEPTH) return { type: TEXT, notes: [], unmapped: 'nested too deeply' };
    return mapFieldType(ctx, followed.node, owner, property, makeEntity, depth + 1);
  }
  const allOf = items(node, 'allOf');
  if (allOf.length === 1 && s['properties'] === undefined && allOf[0])
    return mapFieldType(ctx, allOf[0], owner, property, makeEntity, depth + 1);
  if (isObjectSchema(node, ctx.refs)) {
    if (depth > MAX_INLINE_DEPTH)
      return { type: TEXT, notes: [], unmapped: 'an object nested too deeply' };
    return {
      type: { kind: 'ref', entity: makeEntity(node, `${owner}${capitalise(property)}`, false) },
      notes: [],
    };
  }
  const variants = [...items(node, 'oneOf'), ...items(node, 'anyOf')].filter(
    (v) => !isNullSchema(v.value),
  );
  if (variants.length > 0) {
    const mapped = variants.map((v) =>
      mapFieldType(ctx, v, owner, property, makeEntity, depth + 1),
    );
    const first = mapped[0] as MappedType;
    if (mapped.every((m) => sameType(m.type, first.type)) && first.unmapped === undefined)
      return first;
    return {
      type: TEXT,
      notes: [],
      unmapped: `one of ${variants.length} schemas (${mapped.map((m) => describeType(m.type)).join(', ')})`,
    };
  }
  let type = s['type'];
  if (Array.isArray(type)) {
    const kinds = type.filter((t) => t !== 'null');
    if (kinds.length !== 1)
      return { type: TEXT, notes: [], unmapped: `a value of the types ${type.join(', ')}` };
    type = kinds[0];
  }
  if (type === undefined) {
    if (s['items'] !== undefined) type = 'array';
    else if (Array.isArray(s['enum']))
      type = typeof s['enum'][0] === 'number' ? 'number' : 'string';
    else if (s['additionalProperties'] !== undefined) type = 'object';
    else return { type: TEXT, notes: [], unmapped: 'any value (the schema names no type)' };
  }
  const format = typeof s['format'] === 'string' ? s['format'] : undefined;
  switch (type) {
    case 'string':
      return stringType(s, node, format);
    case 'integer':
      return { type: { kind: 'integer' }, schema: node, notes: format ? [`format ${format}`] : [] };
    case 'number':
      return { type: { kind: 'number' }, schema: node, notes: format ? [`format ${format}`] : [] };
    case 'boolean':
      return { type: { kind: 'boolean' }, schema: node, notes: [] };
    case 'array': {
      const itemsNode = child(node, 'items');
      if (itemsNode.value === undefined || itemsNode.value === true)
        return {
          type: { kind: 'list', of: { kind: 'text' } },
          schema: node,
          notes: [],
          unmapped: 'a list of any values',
        };
      const inner = mapFieldType(ctx, itemsNode, owner, property, makeEntity, depth + 1);
      if (inner.type.kind === 'list') return { type: TEXT, notes: [], unmapped: 'a list of lists' };
      const mapped: MappedType = {
        type: { kind: 'list', of: inner.type },
        schema: node,
        notes: inner.notes,
      };
      if (inner.unmapped !== undefined) mapped.unmapped = `a list of ${inner.unmapped}`;
      return mapped;
    }
    case 'object':
      return {
        type: TEXT,
        notes: [],
        unmapped: s['additionalProperties']
          ? 'a map of names to values'
          : 'an object of any members',
      };
    case 'file':
      return { type: { kind: 'text' }, schema: node, notes: [], unmapped: 'a file upload' };
    default:
      return { type: TEXT, notes: [], unmapped: `a value of type ${String(type)}` };
  }
}

function stringType(
  s: Record<string, unknown>,
  node: Node,
  format: string | undefined,
): MappedType {
  const values = s['enum'];
  if (Array.isArray(values) && values.length > 0) {
    const strings = values.filter((v): v is string => typeof v === 'string');
    const read = parseFieldType(`enum: ${strings.join(', ')}`);
    if (
      strings.length === values.length &&
      read.ok &&
      read.value.kind === 'enum' &&
      read.value.values.length === strings.length &&
      read.value.values.every((v, i) => v === strings[i]) &&
      new Set(strings).size === strings.length
    )
      return { type: read.value, schema: node, notes: [] };
  }
  const kind = format ? STRING_FORMATS[format] : undefined;
  if (kind) return { type: { kind } as FieldType, schema: node, notes: [] };
  return { type: { kind: 'text' }, schema: node, notes: format ? [`format ${format}`] : [] };
}

function isNullSchema(value: unknown): boolean {
  const s = schemaOf(value);
  return (
    s['type'] === 'null' ||
    (Array.isArray(s['enum']) && s['enum'].length === 1 && s['enum'][0] === null)
  );
}

function sameType(a: FieldType, b: FieldType): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field type in words, as a field table writes it. */
export function describeType(type: FieldType): string {
  switch (type.kind) {
    case 'ref':
      return `ref ${type.entity}`;
    case 'list':
      return `list of ${describeType(type.of)}`;
    case 'enum':
      return 'enum';
    case 'money':
      return `money ${type.currency}`;
    case 'unknown':
      return type.text;
    default:
      return type.kind;
  }
}
