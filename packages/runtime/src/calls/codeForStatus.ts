import type { CallBinding, Spec } from '@specrun/model';
import { BUILTIN_ERRORS } from '../errors/AppError.ts';

// Specrun's own code for a status, when neither the call nor the catalogue tells one; besides
// these, any other 4xx is REQUEST_REFUSED and any 5xx SERVER_ERROR: the server answered, so
// NETWORK ("did not answer") is untrue.
const BUILTIN_BY_STATUS: ReadonlyMap<number, string> = new Map([
  [400, 'BAD_REQUEST'],
  [401, 'UNAUTHENTICATED'],
  [403, 'NOT_ALLOWED'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
  [412, 'CONFLICT'],
  [422, 'INVALID_VALUE'],
]);

/**
 * The error code an answer of `status` stands for when its body names none: UNAUTHENTICATED for
 * 401 but to a sign-up or sign-in; the code the call lists for that status (`404 NOT_FOUND`, a
 * sign-in's `401 SIGN_IN_FAILED`), else UNAUTHENTICATED for 401, else the catalogue's only code of that status, else
 * Specrun's own for it (403 NOT_ALLOWED, 404 NOT_FOUND, 409 CONFLICT, 422 INVALID_VALUE, any other
 * 4xx REQUEST_REFUSED, any 5xx SERVER_ERROR), else the first catalogue code of that status, else
 * NETWORK (a status that is no error: the server could not do what was asked).
 */
export function codeForStatus(
  spec: Spec,
  binding: CallBinding | undefined,
  status: number,
): string {
  // A 401 asks the user to sign in, but to a sign-in itself: its details were wrong.
  const signing = binding?.operation === 'signIn' || binding?.operation === 'signUp';
  if (status === 401 && !signing) return 'UNAUTHENTICATED';
  for (const answer of binding?.call.answers ?? [])
    if (answer.status === status && answer.body.kind === 'error') return answer.body.code;
  if (status === 401) return 'UNAUTHENTICATED';
  const catalogued = spec.errors.filter((e) => e.status === status);
  if (catalogued.length === 1) return catalogued[0]!.code;
  const builtin =
    BUILTIN_BY_STATUS.get(status) ??
    (status >= 500 && status <= 599
      ? 'SERVER_ERROR'
      : status >= 400 && status <= 499
        ? 'REQUEST_REFUSED'
        : undefined);
  if (builtin !== undefined && BUILTIN_ERRORS[builtin] !== undefined) return builtin;
  return catalogued[0]?.code ?? 'NETWORK';
}
