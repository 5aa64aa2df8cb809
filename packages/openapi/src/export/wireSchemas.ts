import {
  formatPayload,
  parseQuery,
  parseTokenHeader,
  type Payload,
  type Spec,
} from '@specrun/model';
import type { SchemaObject } from './fieldSchema.ts';

/**
 * The schema of what a call sends or answers: the entity's schema, an array of it, the distinct
 * values of a field, and in an envelope an object holding it (and its count). A payload that
 * says more than the schema can (its envelope, `(fields)`, `without`, `distinct`) also carries
 * its text in `x-specrun-payload`, which import reads back as written.
 */
export function payloadSchema(payload: Payload): SchemaObject {
  const ref = { $ref: `#/components/schemas/${payload.entity}` };
  const values: SchemaObject =
    payload.distinct !== undefined
      ? { type: 'array', items: {} }
      : payload.many
        ? { type: 'array', items: ref }
        : ref;
  const shaped =
    payload.envelope !== undefined ||
    payload.fields !== undefined ||
    payload.without !== undefined ||
    payload.distinct !== undefined;
  if (!shaped) return values;
  const text = formatPayload(payload);
  if (payload.envelope === undefined) return { ...values, 'x-specrun-payload': text };
  const { key, count } = payload.envelope;
  const properties: Record<string, unknown> = { [key]: values };
  if (count !== undefined) properties[count] = { type: 'integer', minimum: 0 };
  return {
    type: 'object',
    required: Object.keys(properties),
    properties,
    'x-specrun-payload': text,
  };
}

/** The path of a call without its query (`/articles?tag=tagList` → `/articles`). */
export function pathWithoutQuery(path: string): string {
  const mark = path.indexOf('?');
  return mark < 0 ? path : path.slice(0, mark);
}

/**
 * The query a call's path names after `?` as written, but a page size named by a constant
 * (`limit=PAGE_SIZE`) given as its value: point 9 is not exported. Undefined without a query.
 */
export function writtenQuery(
  path: string,
  constants: ReadonlyMap<string, string>,
): string | undefined {
  const mark = path.indexOf('?');
  if (mark < 0) return undefined;
  return path
    .slice(mark + 1)
    .replace(
      /(^|&)(\s*limit\s*=\s*)([A-Z][A-Z0-9_]*)/,
      (all, head: string, key: string, name: string) => {
        const value = constants.get(name);
        return value === undefined ? all : `${head}${key}${value}`;
      },
    );
}

/**
 * The query parameters a call's path names after `?`, as OpenAPI parameters: `limit` and
 * `offset` whole numbers (`limit`'s default when the path gives one), a filter a string.
 */
export function queryParameters(
  path: string,
  constants: ReadonlyMap<string, string>,
): Record<string, unknown>[] {
  const query = writtenQuery(path, constants);
  if (query === undefined) return [];
  return parseQuery(`?${query}`).params.map((param) => {
    const schema: SchemaObject =
      param.kind === 'filter' ? { type: 'string' } : { type: 'integer', minimum: 0 };
    if (param.kind === 'limit' && param.default !== undefined && /^\d+$/.test(param.default))
      schema['default'] = Number(param.default);
    const description =
      param.kind === 'filter'
        ? `Keeps the records whose ${(param.path ?? []).join('.')} holds this value.`
        : param.kind === 'limit'
          ? 'How many records a page holds.'
          : 'How many records are skipped before the page.';
    return { name: param.name, in: 'query', required: false, description, schema };
  });
}

/**
 * The security scheme of a spec that signs users in, from point 7's token sentence: HTTP bearer
 * for `Authorization: Bearer <token>`, else an API key in its header (the sentence in
 * `x-specrun-token`, which import reads back). None when the spec says nothing of a token.
 */
export function tokenScheme(spec: Spec): Record<string, unknown> | undefined {
  const text = spec.wire?.token?.text;
  if (text === undefined) return undefined;
  const read = parseTokenHeader(text);
  if (!read.ok) return undefined;
  const { header, scheme } = read.value;
  if (header.toLowerCase() === 'authorization' && scheme.toLowerCase() === 'bearer')
    return { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', 'x-specrun-token': text };
  return {
    type: 'apiKey',
    in: 'header',
    name: header,
    description: `The token a sign-in answers, sent as \`${text}\`.`,
    'x-specrun-token': text,
  };
}
