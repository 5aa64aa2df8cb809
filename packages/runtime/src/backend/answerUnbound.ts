import type { CallBinding, Payload } from '@specrun/model';
import { successStatus } from './answerStatus.ts';
import { bodyResponse } from './wireResponse.ts';

/** A sample record of an entity (`{ id, …values }`), or `undefined` for one the spec lacks. */
type SampleOf = (entity: string) => Record<string, unknown> | undefined;

/**
 * Answers a call that binds to no entity's records: its first listed success status (else what
 * REST expects), with a body shaped by the payload that answer names — a sample record of the
 * entity (`{}` for a type the spec does not declare), `[]` for a list, none when it names
 * nothing — and an assumption saying that the answer is not backed by data.
 */
export function answerUnbound(binding: CallBinding, sampleOf: SampleOf): Response {
  const { call } = binding;
  const { status, assumption } = successStatus(call, binding.operation);
  const answer = call.answers.find((a) => a.status === status);
  const payload: Payload | undefined =
    answer?.body.kind === 'payload' ? answer.body.payload : undefined;
  const body =
    payload === undefined ? undefined : payload.many ? [] : (sampleOf(payload.entity) ?? {});
  const why = binding.note ?? 'it binds to no entity';
  const unbacked = `${call.name} is not backed by data (${why}); its body is shaped by the spec's types`;
  return bodyResponse(
    status,
    body,
    assumption === undefined ? unbacked : `${unbacked}; ${assumption}`,
  );
}
