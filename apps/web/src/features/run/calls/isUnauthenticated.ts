import type { CallLogEntry } from '@specrun/runtime/calls';

/**
 * Whether a call was answered 401 for want of a sign-in (UNAUTHENTICATED), not a sign-in's own
 * refusal (`401 SIGN_IN_FAILED`, which its form shows).
 */
export function isUnauthenticated(entry: CallLogEntry): boolean {
  return entry.status === 401 && entry.handling.includes('UNAUTHENTICATED');
}
