import { parseErrorShape } from '@specrun/model';
import type { Node, RefResolver } from '../../load/RefResolver.ts';
import { formatPointer } from '../../source/pointer.ts';
import { child, objectView, schemaOf } from '../schemaView.ts';

const NAME = /^[A-Za-z_]\w*$/;

/**
 * Point 7's error shape (docs/calls.md, "Error shapes") when every error answer of the document
 * has a body of one schema: `{errors: {body: [string]}}` as a map of names to lists of text is
 * `{errors: {<field>: [<message>]}}`. A member named `code`, `field` (`path`, `param`…) or
 * `status` is that placeholder, any other text `<message>`. Undefined when the bodies differ,
 * or the schema says no message or code.
 */
export function errorShapeSentence(refs: RefResolver, bodies: readonly Node[]): string | undefined {
  const keys = new Set(bodies.map((b) => `${b.file}#${formatPointer(b.pointer)}`));
  const [body] = bodies;
  if (keys.size !== 1 || body === undefined) return undefined;
  const text = shapeOf(refs, body, 'errors', 0);
  if (text === undefined) return undefined;
  return parseErrorShape(text).ok ? text : undefined;
}

function shapeOf(refs: RefResolver, node: Node, name: string, depth: number): string | undefined {
  if (depth > 6) return undefined;
  const followed = refs.follow(node);
  if ('problem' in followed) return undefined;
  const here = followed.node;
  const s = schemaOf(here.value);
  const type = Array.isArray(s['type']) ? s['type'].find((t) => t !== 'null') : s['type'];
  if (type === 'array' || s['items'] !== undefined) {
    const item = shapeOf(refs, child(here, 'items'), name, depth + 1);
    return item === undefined ? undefined : `[${item}]`;
  }
  if (
    type === 'object' ||
    s['properties'] !== undefined ||
    s['additionalProperties'] !== undefined
  ) {
    const view = objectView(here, refs);
    const extra = s['additionalProperties'];
    if (view.properties.length === 0 && extra !== null && typeof extra === 'object') {
      const value = shapeOf(refs, child(here, 'additionalProperties'), 'message', depth + 1);
      return value === undefined ? undefined : `{<field>: ${value}}`;
    }
    const members: string[] = [];
    for (const { name: key, node: member } of view.properties) {
      if (!NAME.test(key)) return undefined;
      const value = shapeOf(refs, member, key, depth + 1);
      if (value === undefined) return undefined;
      members.push(`${key}: ${value}`);
    }
    return members.length === 0 ? undefined : `{${members.join(', ')}}`;
  }
  if (type === 'string' || type === 'integer' || type === 'number') {
    if (/^(code|errorCode|error_code|type)$/i.test(name)) return '<code>';
    if (/^(field|path|param|parameter|pointer|property)$/i.test(name)) return '<field>';
    if (/^(status|statusCode|status_code)$/i.test(name)) return '<status>';
    return type === 'string' ? '<message>' : undefined;
  }
  return undefined;
}
