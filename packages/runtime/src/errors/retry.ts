import { isCallError } from '../calls/CallError.ts';
import type { AppError } from './AppError.ts';

/**
 * Refusals that asking again cannot change: the record is not there, or the acting user may not
 * have it. Any other failure (no answer, a 5xx, the browser's storage) may pass on another try.
 */
const FINAL_REFUSALS: ReadonlySet<string> = new Set(['NOT_ALLOWED', 'NOT_FOUND']);

/**
 * Whether trying a failed read again may succeed, so that a screen offers "Try again": the
 * errors of its outcome, or what its read rejected with (a call's `CallError` carries its errors;
 * anything else, such as a storage failure, may pass). No when every error is a final refusal.
 */
export function mayPassOnRetry(failure: unknown): boolean {
  const errors: readonly AppError[] | undefined = Array.isArray(failure)
    ? (failure as readonly AppError[])
    : isCallError(failure)
      ? failure.errors
      : undefined;
  if (errors === undefined || errors.length === 0) return true;
  return errors.some((error) => !FINAL_REFUSALS.has(error.code));
}
