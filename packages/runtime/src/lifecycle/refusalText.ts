import { errorText } from '../forms/sortFormErrors.ts';
import type { Refusal } from './availableActions.ts';

/**
 * A refusal as a person reads it: its error with its code, then which point refuses when it is
 * one of the two NOT_ALLOWEDs (`You may not do this. (NOT_ALLOWED) Point 4 gives approve to
 * approver.`). Apart from `availableActions`, which the first screen loads: only the screens
 * that show refusals need it.
 */
export function refusalText(refusal: Refusal): string {
  const text = errorText(refusal.error);
  return refusal.basis === undefined ? text : `${text} ${refusal.basis}`;
}
