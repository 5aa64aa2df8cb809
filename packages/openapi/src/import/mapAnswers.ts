import type { Answer } from '@specrun/model';
import type { Node } from '../load/RefResolver.ts';
import type { EntityMapper } from './EntityMapper.ts';
import { at, type ImportContext } from './ImportContext.ts';
import { errorCode } from './names.ts';
import { mapBody, pickMediaType } from './payloads.ts';
import { messageText } from './prose.ts';
import { child, schemaOf } from './schemaView.ts';
import { codeForStatus, messageForStatus } from './statusCodes.ts';

/** The name of the shared response that stands for `validation errors` (export writes it so). */
export const VALIDATION_RESPONSE = 'ValidationErrors';

/**
 * The answers of an operation's `responses`, by status: a success with its body's entity (or
 * none), an error with a code of the catalogue — the shared response's name when it is one
 * (`#/components/responses/NotFound` → `NOT_FOUND`), else the status's (`404` → `NOT_FOUND`),
 * `validation errors` for a 422 of a call that sends a record. `default` and ranges (`4XX`) have
 * no status: they are listed in `what`.
 */
export function mapAnswers(
  ctx: ImportContext,
  entities: EntityMapper,
  responses: Node,
  label: string,
  sends: boolean,
): { answers: Answer[]; what: string[] } {
  const answers: Answer[] = [];
  const what: string[] = [];
  const keys = Object.keys(schemaOf(responses.value)).filter((k) => !k.startsWith('x-'));
  for (const key of keys) {
    const status = /^[1-5]\d\d$/.test(key) ? Number(key) : undefined;
    if (status === undefined) {
      what.push(`the ${key === 'default' ? 'default answer' : `answers ${key}`}`);
      continue;
    }
    const followed = ctx.refs.follow(child(responses, key));
    if ('problem' in followed) {
      ctx.report(
        'error',
        'broken-ref',
        `The answer ${key} cannot be read: ${followed.problem}.`,
        at(followed.node),
      );
      continue;
    }
    const response = followed.node;
    const r = schemaOf(response.value);
    const schema = bodySchema(response);
    // Specrun's export marks its error answers, whatever their status.
    const marked =
      Array.isArray(r['x-specrun-codes']) ||
      'x-specrun-status' in r ||
      followed.via?.name === VALIDATION_RESPONSE;
    if ((status < 400 && !marked) || r['x-specrun-answer'] === 'payload') {
      if (schema === undefined) {
        answers.push({ status, body: { kind: 'none' } });
        continue;
      }
      const mapped = mapBody(ctx, entities, schema, followed.via?.name ?? `${label}Answer`, 'data');
      if (mapped.payload)
        answers.push({ status, body: { kind: 'payload', payload: mapped.payload } });
      else {
        answers.push({ status, body: { kind: 'none' } });
        what.push(`answers ${status} with ${mapped.unmapped ?? 'a body'}`);
      }
      continue;
    }
    const description =
      typeof r['description'] === 'string' && r['description'].trim() !== ''
        ? messageText(r['description'])
        : messageForStatus(status);
    const listed = r['x-specrun-codes'];
    const name = followed.via?.name;
    if (Array.isArray(listed) && listed.length === 0) {
      answers.push({ status, body: { kind: 'none' } });
    } else if (Array.isArray(listed) && listed.every((c) => typeof c === 'string')) {
      for (const c of listed as string[]) {
        if (c === 'validation errors') {
          answers.push({ status, body: { kind: 'validation' } });
          continue;
        }
        const named = errorCode(c);
        ctx.addError(named, status, description);
        answers.push({ status, body: { kind: 'error', code: named } });
      }
    } else if (name === VALIDATION_RESPONSE || (name === undefined && status === 422 && sends)) {
      answers.push({ status, body: { kind: 'validation' } });
    } else {
      const named =
        name !== undefined && followed.via?.pointer.includes('responses')
          ? errorCode(name)
          : codeForStatus(status);
      ctx.addError(named, status, description);
      answers.push({ status, body: { kind: 'error', code: named } });
    }
    if (schema !== undefined) {
      const body = ctx.refs.follow(schema);
      if (!('problem' in body)) ctx.addErrorBody(body.node);
      const shape = mapBody(ctx, entities, schema, `${label}Error`, 'error');
      if (!shape.payload)
        what.push(`the body of answer ${status}, ${shape.unmapped ?? 'of no stated shape'}`);
    }
  }
  if (keys.length === 0)
    ctx.report('warning', 'no-answers', 'The operation lists no answers.', at(responses));
  return { answers, what };
}

/** The schema of a response's body: OpenAPI 3's JSON content, or Swagger 2.0's `schema`. */
function bodySchema(response: Node): Node | undefined {
  const r = schemaOf(response.value);
  if (r['schema'] !== undefined) return child(response, 'schema');
  const media = pickMediaType(child(response, 'content'));
  if (!media) return undefined;
  const schema = child(media.node, 'schema');
  return schema.value === undefined ? undefined : schema;
}

/**
 * The shared error responses that no operation names but that say they are errors of the
 * catalogue (`x-specrun-status`, as Specrun's export writes every code): they join point 8.
 */
export function mapCatalogueResponses(
  ctx: ImportContext,
  entities: EntityMapper,
  root: Node,
): void {
  const shared = child(root, 'components', 'responses');
  for (const key of Object.keys(schemaOf(shared.value))) {
    const response = child(shared, key);
    const r = schemaOf(response.value);
    if (!('x-specrun-status' in r) || key === VALIDATION_RESPONSE) continue;
    const status = typeof r['x-specrun-status'] === 'number' ? r['x-specrun-status'] : undefined;
    const description = typeof r['description'] === 'string' ? messageText(r['description']) : '';
    ctx.addError(errorCode(key), status, description);
    const schema = bodySchema(response);
    if (schema !== undefined) mapBody(ctx, entities, schema, `${key}Error`, 'error');
  }
}
