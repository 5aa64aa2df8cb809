import type { AppError } from '../errors/AppError.ts';
import { errorText } from '../forms/sortFormErrors.ts';

/**
 * What a list read through a call rejects with when the call failed (`DataSource.list` has no
 * outcome to carry errors): the errors the user sees, each with its code — NETWORK, UNAUTHENTICATED,
 * NOT_ALLOWED… A list screen shows them with a way to try again.
 */
export class CallError extends Error {
  override readonly name = 'CallError';

  constructor(readonly errors: AppError[]) {
    super(errors.map(errorText).join(' '));
  }
}

/** True for the rejection of a list read through a call. */
export function isCallError(error: unknown): error is CallError {
  return error instanceof CallError;
}

/** True when the errors ask the user to sign in (a 401 answer): the app shows its sign-in prompt. */
export function needsSignIn(errors: readonly AppError[]): boolean {
  return errors.some((e) => e.code === 'UNAUTHENTICATED');
}
