import {
  formatFieldType,
  parsePathTemplate,
  type Answer,
  type Call,
  type Entity,
  type Spec,
} from '@specrun/model';
import { fieldSchema, statesOf, type SchemaObject } from './fieldSchema.ts';
import {
  pathWithoutQuery,
  payloadSchema,
  queryParameters,
  tokenScheme,
  writtenQuery,
} from './wireSchemas.ts';

/** The shared response that stands for `validation errors`; import reads it back as such. */
export const VALIDATION_RESPONSE = 'ValidationErrors';
/** The schema of the error bodies Specrun's backend sends (docs/calls.md). */
export const ERRORS_SCHEMA = 'SpecrunErrors';

/** An OpenAPI 3.1 document, and the calls it could not hold. */
export interface ExportResult {
  document: Record<string, unknown>;
  /** Calls left out, each with why (a second call with the same method and path). */
  skipped: string[];
}

/**
 * The OpenAPI 3.1 description of a spec's calls: each call an operation (its name the
 * operationId, `:param` as `{param}`), what it sends and answers as schemas of point 3's
 * entities (each with the `id` every record has), error answers as shared responses named by
 * their code in the error shape of Specrun's backend, and the header that names the acting user.
 */
export function exportOpenApi(spec: Spec): ExportResult {
  const skipped: string[] = [];
  const constants = new Map(spec.constants.map((c) => [c.name, String(c.value)]));
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const call of spec.calls) {
    const path = openApiPath(call.path);
    const method = call.method.toLowerCase();
    const item = (paths[path] ??= {});
    if (item[method] !== undefined) {
      skipped.push(`${call.name}: ${call.method} ${call.path} is also another call's`);
      continue;
    }
    let id = call.name;
    for (let n = 2; operationIds.has(id); n++) id = `${call.name} ${n}`;
    operationIds.add(id);
    item[method] = operation(call, id, constants);
  }
  const usesValidation = spec.calls.some((c) =>
    c.answers.some((a) => a.body.kind === 'validation'),
  );
  const errorShape =
    spec.errors.length > 0 ||
    usesValidation ||
    spec.calls.some((c) => c.answers.some((a) => a.body.kind === 'error'));
  const token = tokenScheme(spec);
  const document: Record<string, unknown> = {
    openapi: '3.1.0',
    info: info(spec),
    paths,
    components: {
      schemas: schemas(spec, errorShape),
      responses: responses(spec, usesValidation),
      securitySchemes: {
        specrunUser: {
          type: 'apiKey',
          in: 'header',
          name: 'x-specrun-user',
          description: "The acting user's id: the mock backend's stand-in for signing in.",
        },
        ...(token === undefined ? {} : { specrunToken: token }),
      },
    },
  };
  if (spec.calls.length > 0)
    document['security'] = [
      { specrunUser: [] },
      ...(token === undefined ? [] : [{ specrunToken: [] }]),
    ];
  return { document, skipped };
}

function info(spec: Spec): Record<string, unknown> {
  const purpose = spec.sections.find((s) => s.point === 1);
  const result: Record<string, unknown> = {
    title: spec.name === '' ? 'Untitled spec' : spec.name,
    version: '1.0.0',
  };
  const description = [spec.intro, purpose?.text ?? ''].filter((t) => t !== '').join('\n\n');
  if (description !== '') result['description'] = description;
  return result;
}

function openApiPath(path: string): string {
  return (
    parsePathTemplate(pathWithoutQuery(path))
      .segments.map((s) => (s.kind === 'param' ? `{${s.name}}` : s.text))
      .reduce((acc, s) => `${acc}/${s}`, '') || '/'
  );
}

function operation(
  call: Call,
  id: string,
  constants: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { operationId: id };
  const params = parsePathTemplate(pathWithoutQuery(call.path)).segments.filter(
    (s) => s.kind === 'param',
  );
  const parameters: Record<string, unknown>[] = params.map((p) => ({
    name: p.kind === 'param' ? p.name : '',
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  parameters.push(...queryParameters(call.path, constants));
  if (parameters.length > 0) result['parameters'] = parameters;
  // The query as written, filters' field paths and all, for import to read back.
  const query = writtenQuery(call.path, constants);
  if (query !== undefined) result['x-specrun-query'] = query;
  if (call.sends)
    result['requestBody'] = {
      required: true,
      content: { 'application/json': { schema: payloadSchema(call.sends) } },
    };
  const byStatus = new Map<number, Answer[]>();
  for (const answer of call.answers)
    byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer]);
  if (byStatus.size > 0) {
    const responsesOf: Record<string, unknown> = {};
    for (const [status, answers] of byStatus)
      responsesOf[String(status)] = response(status, answers);
    result['responses'] = responsesOf;
  }
  return result;
}

function response(status: number, answers: Answer[]): Record<string, unknown> {
  const [first] = answers;
  if (answers.length === 1 && first) {
    switch (first.body.kind) {
      case 'none':
        // An error status with nothing else says no code: the empty list keeps import from giving one.
        return status >= 400
          ? { description: `${status}, with no body.`, 'x-specrun-codes': [] }
          : { description: `${status}, with no body.` };
      case 'payload':
        return {
          // An error status that answers a record says so, or import would read an error code.
          ...(status >= 400 ? { 'x-specrun-answer': 'payload' } : {}),
          description: `${status}, with ${first.body.payload.many ? 'a list of ' : ''}${first.body.payload.entity}.`,
          content: { 'application/json': { schema: payloadSchema(first.body.payload) } },
        };
      case 'error':
        return { $ref: `#/components/responses/${first.body.code}` };
      case 'validation':
        return { $ref: `#/components/responses/${VALIDATION_RESPONSE}` };
    }
  }
  const codes = answers
    .map((a) =>
      a.body.kind === 'error'
        ? a.body.code
        : a.body.kind === 'validation'
          ? 'validation errors'
          : undefined,
    )
    .filter((c): c is string => c !== undefined);
  return {
    description: `${status}, with one of the errors ${codes.join(', ')}.`,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERRORS_SCHEMA}` } } },
    'x-specrun-codes': codes,
  };
}

function schemas(spec: Spec, errorShape: boolean): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const entity of spec.entities) result[entity.name] = entitySchema(spec, entity);
  if (!errorShape) return result;
  result[ERRORS_SCHEMA] = {
    type: 'object',
    description:
      'The body of every error answer: one or more errors, each with its code of the catalogue.',
    required: ['errors'],
    properties: {
      errors: {
        type: 'array',
        items: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            field: { type: 'string' },
          },
        },
      },
    },
  };
  return result;
}

function entitySchema(spec: Spec, entity: Entity): SchemaObject {
  const states = statesOf(spec, entity.name);
  const properties: Record<string, unknown> = {
    id: { type: 'string', readOnly: true, description: "The record's identifier." },
  };
  for (const field of entity.fields) properties[field.name] = fieldSchema(field, states);
  // A declared `id` (`id | integer`: numbered records) says so, for import to keep it a field.
  const declared = entity.fields.find((f) => f.name === 'id');
  if (declared !== undefined)
    properties['id'] = {
      ...(properties['id'] as SchemaObject),
      'x-specrun-type': formatFieldType(declared.type),
    };
  const schema: SchemaObject = { type: 'object', properties };
  const required = entity.fields.filter((f) => f.required).map((f) => f.name);
  if (required.length > 0) schema['required'] = required;
  if (entity.text !== '') schema['description'] = entity.text;
  return schema;
}

function responses(spec: Spec, usesValidation: boolean): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const content = {
    'application/json': { schema: { $ref: `#/components/schemas/${ERRORS_SCHEMA}` } },
  };
  for (const error of spec.errors) {
    if (result[error.code] !== undefined) continue;
    result[error.code] = {
      description: error.message === '' ? error.code : error.message,
      content,
      'x-specrun-status': error.status ?? null,
    };
  }
  if (usesValidation)
    result[VALIDATION_RESPONSE] = {
      description: "The values break rules of point 5: the codes of the entity's failing rules.",
      content,
    };
  return result;
}
