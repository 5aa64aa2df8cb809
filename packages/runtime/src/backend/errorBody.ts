import type { ShapeKey, ShapeNode, ShapePlaceholder } from '@specrun/model';
import type { AppError } from '../errors/AppError.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * The body of errors in a spec's error shape (docs/calls.md, "Error shapes"): the shape filled in
 * for each error, the results merged — objects key by key, lists one after the other — so that
 * `{errors: {<field>: [<message>]}}` gathers the messages of each field, and
 * `{errors: [{code: <code>}]}` lists every error. A member whose value names what the error does
 * not have (`field: <field>` of an error about no field) is left out; a key `<field>` is the
 * error's field, else what it is about (`article`, `token`), else its code.
 */
export function errorBody(shape: ShapeNode, errors: readonly AppError[]): Json {
  let body: Json | undefined;
  for (const error of errors) {
    const filled = fill(shape, error);
    if (filled !== undefined) body = body === undefined ? filled : merge(body, filled);
  }
  return body ?? fill(shape, { code: '', message: '' }) ?? null;
}

function fill(node: ShapeNode, error: AppError): Json | undefined {
  switch (node.kind) {
    case 'text':
      return node.value;
    case 'placeholder':
      return valueOf(node.name, error);
    case 'array': {
      const item = fill(node.item, error);
      return item === undefined ? [] : [item];
    }
    case 'object': {
      const out: { [key: string]: Json } = {};
      for (const { key, value } of node.members) {
        const filled = fill(value, error);
        if (filled !== undefined) out[keyOf(key, error)] = filled;
      }
      return out;
    }
  }
}

function valueOf(name: ShapePlaceholder, error: AppError): Json | undefined {
  switch (name) {
    case 'code':
      return error.code;
    case 'message':
      return error.message;
    case 'field':
      return error.field;
    case 'status':
      return error.status;
  }
}

function keyOf(key: ShapeKey, error: AppError): string {
  if (key.kind === 'text') return key.value;
  if (key.name === 'field') return error.field ?? error.subject ?? error.code;
  return String(valueOf(key.name, error) ?? error.code);
}

function merge(a: Json, b: Json): Json {
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (isObject(a) && isObject(b)) {
    const out: { [key: string]: Json } = { ...a };
    for (const [key, value] of Object.entries(b))
      out[key] = key in out ? merge(out[key] as Json, value) : value;
    return out;
  }
  return a;
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
