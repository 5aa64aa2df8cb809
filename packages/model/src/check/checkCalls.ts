import type { CallBinding, CallMap } from '../calls/mapCalls.ts';
import type { Call, Payload } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { pathShape } from '../calls/pathTemplate.ts';
import { lookUpErrorCode, reportUnknownErrorCode } from './checkErrorCode.ts';
import { findDuplicates } from './checkDuplicates.ts';
import { checkExpression } from './expression/checkExpression.ts';
import { checkRoleList, rolesDeclared } from './checkRoles.ts';
import { entityNames, isEntityName, USER_ENTITY } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/** A parameter's place in a path shape (`claims/:`), made once for every call's look. */
const PARAM_PLACE = /(^|\/):(?=\/|$)/g;

/**
 * Checks point 7: the entities each call sends and answers with, the error codes it answers with
 * (in the catalogue, with the catalogue's status), and two calls on the same method and path.
 */
export function checkCalls(ctx: CheckContext, map: CallMap): void {
  ctx.spec.calls.forEach((call, i) => {
    if (call.sends !== undefined) {
      if (!isEntityName(ctx.index, call.sends.entity))
        reportPayload(ctx, call, call.sends, 'sends', ['calls', i, 'sends']);
      else checkPayloadFields(ctx, call, call.sends, ['calls', i, 'sends']);
    }
    checkCallColumns(ctx, call, i);
    call.answers.forEach((answer, j) => {
      const body = answer.body;
      if (body.kind === 'payload') {
        const path = ['calls', i, 'answers', j];
        if (!isEntityName(ctx.index, body.payload.entity))
          reportPayload(ctx, call, body.payload, 'answers with', path);
        else checkPayloadFields(ctx, call, body.payload, path);
      }
      if (body.kind !== 'error') return;
      const entry = lookUpErrorCode(ctx, body.code);
      if (entry === undefined) {
        reportUnknownErrorCode(ctx, body.code, call.at, ['calls', i, 'answers', j], 'call');
        return;
      }
      const status = entry.status;
      if (status === undefined || status === answer.status) return;
      const message = `The call "${call.name}" answers ${body.code} with status ${answer.status}, but the catalogue gives it ${status}.`;
      const hint = `use ${status} ${body.code}, or change the status in the catalogue`;
      const path = ['calls', i, 'answers', j];
      ctx.report('status-mismatch', message, call.at, path, hint, body.code);
    });
  });
  const { bindings } = map;
  findDuplicates(
    ctx,
    ctx.spec.calls,
    (call, i) => {
      if (call.path === '') return '';
      // The map has read the path already (its bindings are in the order of the calls).
      const template = (bindings[i] as CallBinding).template;
      // Parameters compare by place, not name: `/claims/:id` and `/claims/{claimId}` are one path.
      const shape = pathShape(template).replace(PARAM_PLACE, '$1*');
      return `${call.method.toUpperCase()} /${shape}`;
    },
    'duplicate-endpoint',
    (endpoint) => `Two calls are on ${endpoint}.`,
    ['calls'],
    false,
  );
}

/** Reports a payload whose entity is not one (the caller makes the path only then). */
function reportPayload(
  ctx: CheckContext,
  call: Call,
  payload: Payload,
  verb: string,
  path: (string | number)[],
): void {
  const hint = didYouMean(payload.entity, entityNames(ctx.index));
  const message = `The call "${call.name}" ${verb} ${payload.entity}, which is not an entity.`;
  ctx.report('unknown-entity', message, call.at, path, hint, payload.entity);
}

/**
 * The fields a payload names (`User(username, bio)`, `Article without body`, `distinct
 * Article.tagList`) must be its entity's; `token`, the caller's token, is a field of `User` alone.
 */
function checkPayloadFields(
  ctx: CheckContext,
  call: Call,
  payload: Payload,
  path: (string | number)[],
): void {
  const fields = ctx.index.fieldMaps.get(payload.entity);
  if (fields === undefined) return;
  const named = [...(payload.fields ?? []), ...(payload.without ?? [])];
  if (payload.distinct !== undefined) named.push(payload.distinct);
  for (const name of named) {
    if (fields.has(name) || (name === 'token' && payload.entity === USER_ENTITY)) continue;
    const message = `The call "${call.name}" names the field "${name}", which ${payload.entity} does not have.`;
    ctx.report('unknown-field', message, call.at, path, didYouMean(name, fields.keys()), name);
  }
}

/** A call's `roles` name declared roles, and its `where` is a condition on its records. */
function checkCallColumns(ctx: CheckContext, call: Call, i: number): void {
  if (call.roles !== undefined && !rolesDeclared(ctx, call.roles))
    checkRoleList(ctx, call.roles, call.at, ['calls', i, 'roles']);
  if (call.where === undefined) return;
  const entity = call.sends?.entity ?? payloadEntity(call);
  const record = entity === undefined ? undefined : ctx.index.fieldMaps.get(entity);
  const scope =
    record === undefined
      ? { recordName: 'the record', open: true }
      : { record, recordName: entity ?? '', open: false };
  checkExpression(ctx, call.where, scope, ['calls', i, 'where']);
}

function payloadEntity(call: Call): string | undefined {
  for (const answer of call.answers)
    if (answer.body.kind === 'payload') return answer.body.payload.entity;
  return undefined;
}
