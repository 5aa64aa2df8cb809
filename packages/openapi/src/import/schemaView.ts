import type { Node, RefResolver } from '../load/RefResolver.ts';
import { refOf } from '../load/RefResolver.ts';

/** A schema object's members, or an empty record for anything else. */
export function schemaOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The node of a member of a node's value. */
export function child(node: Node, ...keys: (string | number)[]): Node {
  let value = node.value;
  for (const key of keys)
    value = schemaOf(value)[String(key)] ?? (Array.isArray(value) ? value[Number(key)] : undefined);
  return { file: node.file, pointer: [...node.pointer, ...keys], value };
}

/** The nodes of an array member (`allOf`, `oneOf`…), or none. */
export function items(node: Node, key: string): Node[] {
  const list = schemaOf(node.value)[key];
  if (!Array.isArray(list)) return [];
  return list.map((value, i) => ({ file: node.file, pointer: [...node.pointer, key, i], value }));
}

/** An object schema's properties and required names, its `allOf` parts merged in. */
export interface ObjectView {
  properties: { name: string; node: Node }[];
  required: Set<string>;
  /** The names of the schemas it extends (the `$ref`s among its `allOf`). */
  bases: string[];
  /** Keywords it has that the format cannot hold (`additionalProperties`, `discriminator`…). */
  extras: string[];
}

const OBJECT_EXTRAS = [
  'additionalProperties',
  'patternProperties',
  'discriminator',
  'oneOf',
  'anyOf',
  'not',
  'dependentSchemas',
  'unevaluatedProperties',
];

/** True when a (followed) schema describes an object with named properties: an entity. */
export function isObjectSchema(node: Node, refs: RefResolver, depth = 0): boolean {
  const s = schemaOf(node.value);
  if (s['x-specrun-type'] !== undefined) return false;
  if (
    s['properties'] !== null &&
    typeof s['properties'] === 'object' &&
    !Array.isArray(s['properties'])
  )
    return true;
  if (depth > 16 || !Array.isArray(s['allOf']) || s['type'] === 'array') return false;
  return items(node, 'allOf').some((part) => {
    const followed = refs.follow(part);
    return !('problem' in followed) && isObjectSchema(followed.node, refs, depth + 1);
  });
}

/**
 * The merged view of an object schema: its own properties after those of its `allOf` parts (a
 * later one of the same name wins), the union of `required`. References are followed; a part
 * reached twice is merged once.
 */
export function objectView(node: Node, refs: RefResolver): ObjectView {
  const view: ObjectView = { properties: [], required: new Set(), bases: [], extras: [] };
  const seen = new Set<string>();
  const byName = new Map<string, number>();
  const visit = (current: Node, depth: number, top: boolean): void => {
    const key = `${current.file}#${current.pointer.join('/')}`;
    if (seen.has(key) || depth > 16) return;
    seen.add(key);
    const s = schemaOf(current.value);
    for (const part of items(current, 'allOf')) {
      const ref = refOf(part.value);
      const followed = refs.follow(part);
      if ('problem' in followed) continue;
      if (ref !== undefined && followed.via) view.bases.push(followed.via.name);
      visit(followed.node, depth + 1, false);
    }
    const properties = schemaOf(s['properties']);
    for (const name of Object.keys(properties)) {
      const entry = { name, node: child(current, 'properties', name) };
      const index = byName.get(name);
      if (index === undefined) {
        byName.set(name, view.properties.length);
        view.properties.push(entry);
      } else view.properties[index] = entry;
    }
    if (Array.isArray(s['required']))
      for (const name of s['required']) if (typeof name === 'string') view.required.add(name);
    if (top || depth <= 1)
      for (const extra of OBJECT_EXTRAS)
        if (
          s[extra] !== undefined &&
          s[extra] !== false &&
          !(extra === 'additionalProperties' && s[extra] === true)
        )
          view.extras.push(extra);
  };
  visit(node, 0, true);
  view.extras = [...new Set(view.extras)];
  return view;
}
