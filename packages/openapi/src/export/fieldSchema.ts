import { formatFieldType, type Field, type FieldType, type Spec } from '@specrun/model';

/** A JSON Schema object as OpenAPI 3.1 writes it. */
export type SchemaObject = Record<string, unknown>;

/** The kinds JSON Schema cannot tell from others by itself: their type is also written as Specrun's. */
const OWN_TYPE = new Set(['longtext', 'money', 'phone', 'ref', 'state']);

/**
 * The JSON Schema of a field's values on the wire (a `ref` is the id of the record it names) with
 * `x-specrun-type` where JSON Schema alone would lose the field's type (`longtext`, `money EUR`,
 * `phone`, `ref Category`, `state`), so that importing the export gives the same field back.
 */
export function typeSchema(type: FieldType, states: readonly string[]): SchemaObject {
  const schema = plainSchema(type, states);
  if (OWN_TYPE.has(type.kind)) schema['x-specrun-type'] = formatFieldType(type);
  return schema;
}

function plainSchema(type: FieldType, states: readonly string[]): SchemaObject {
  switch (type.kind) {
    case 'text':
    case 'longtext':
    case 'phone':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'money':
      return { type: 'number', multipleOf: 0.01, description: `An amount in ${type.currency}.` };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', format: 'uri' };
    case 'password':
      return { type: 'string', format: 'password', writeOnly: true };
    case 'enum':
      return { type: 'string', enum: [...type.values] };
    case 'ref':
      return { type: 'string', description: `The id of a ${type.entity} record.` };
    case 'list':
      return { type: 'array', items: typeSchema(type.of, states) };
    case 'state':
      return states.length > 0 ? { type: 'string', enum: [...states] } : { type: 'string' };
    case 'unknown':
      return { 'x-specrun-type': type.text };
  }
}

/** A field's schema: its type's, with its notes as the description and its default. */
export function fieldSchema(field: Field, states: readonly string[]): SchemaObject {
  const schema = typeSchema(field.type, states);
  if (field.notes !== '') {
    schema['description'] = field.notes;
    schema['x-specrun-notes'] = field.notes;
  }
  if (field.default !== undefined) schema['default'] = field.default;
  return schema;
}

/** The states of an entity's lifecycle: its initial state, then every state its transitions name. */
export function statesOf(spec: Spec, entity: string): string[] {
  const lifecycle = spec.lifecycles.find((l) => l.entity === entity);
  if (!lifecycle) return [];
  const states = new Set<string>();
  if (lifecycle.initial !== undefined) states.add(lifecycle.initial);
  for (const t of lifecycle.transitions) {
    states.add(t.from);
    states.add(t.to);
  }
  states.delete('all');
  return [...states];
}
