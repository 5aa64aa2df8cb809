import type { CallBinding, CallMap } from '../calls/mapCalls.ts';
import type { Call, Payload } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { pathShape } from '../calls/pathTemplate.ts';
import { lookUpErrorCode, reportUnknownErrorCode } from './checkErrorCode.ts';
import { findDuplicates } from './checkDuplicates.ts';
import { entityNames, isEntityName } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/** A parameter's place in a path shape (`claims/:`), made once for every call's look. */
const PARAM_PLACE = /(^|\/):(?=\/|$)/g;

/**
 * Checks point 7: the entities each call sends and answers with, the error codes it answers with
 * (in the catalogue, with the catalogue's status), and two calls on the same method and path.
 */
export function checkCalls(ctx: CheckContext, map: CallMap): void {
  ctx.spec.calls.forEach((call, i) => {
    if (call.sends !== undefined && !isEntityName(ctx.index, call.sends.entity))
      reportPayload(ctx, call, call.sends, 'sends', ['calls', i, 'sends']);
    call.answers.forEach((answer, j) => {
      const body = answer.body;
      if (body.kind === 'payload' && !isEntityName(ctx.index, body.payload.entity))
        reportPayload(ctx, call, body.payload, 'answers with', ['calls', i, 'answers', j]);
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
