import type { Call, Payload } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { parsePathTemplate, pathShape } from '../calls/pathTemplate.ts';
import { checkErrorCode } from './checkErrorCode.ts';
import { findDuplicates } from './checkDuplicates.ts';
import { entityNames, isEntityName } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/** A parameter's place in a path shape (`claims/:`), made once for every call's look. */
const PARAM_PLACE = /(^|\/):(?=\/|$)/g;

/**
 * Checks point 7: the entities each call sends and answers with, the error codes it answers with
 * (in the catalogue, with the catalogue's status), and two calls on the same method and path.
 */
export function checkCalls(ctx: CheckContext): void {
  ctx.spec.calls.forEach((call, i) => {
    const path = ['calls', i];
    if (call.sends !== undefined) checkPayload(ctx, call, call.sends, 'sends', [...path, 'sends']);
    call.answers.forEach((answer, j) => {
      const answerPath = [...path, 'answers', j];
      const body = answer.body;
      if (body.kind === 'payload')
        checkPayload(ctx, call, body.payload, 'answers with', answerPath);
      if (body.kind !== 'error') return;
      checkErrorCode(ctx, body.code, call.at, answerPath, 'call');
      const status = ctx.index.errors.get(body.code)?.status;
      if (status === undefined || status === answer.status) return;
      const message = `The call "${call.name}" answers ${body.code} with status ${answer.status}, but the catalogue gives it ${status}.`;
      const hint = `use ${status} ${body.code}, or change the status in the catalogue`;
      ctx.report('status-mismatch', message, call.at, answerPath, hint);
    });
  });
  findDuplicates(
    ctx,
    ctx.spec.calls,
    (call) => {
      const template = parsePathTemplate(call.path);
      // Parameters compare by place, not name: `/claims/:id` and `/claims/{claimId}` are one path.
      const shape = pathShape(template).replace(PARAM_PLACE, '$1*');
      return call.path === '' ? '' : `${call.method.toUpperCase()} /${shape}`;
    },
    'duplicate-endpoint',
    (endpoint) => `Two calls are on ${endpoint}.`,
    ['calls'],
  );
}

function checkPayload(
  ctx: CheckContext,
  call: Call,
  payload: Payload,
  verb: string,
  path: (string | number)[],
): void {
  if (isEntityName(ctx.index, payload.entity)) return;
  const hint = didYouMean(payload.entity, entityNames(ctx.index));
  const message = `The call "${call.name}" ${verb} ${payload.entity}, which is not an entity.`;
  ctx.report('unknown-entity', message, call.at, path, hint);
}
