import type { ErrorEntry, Position } from '../model/Spec.ts';
import { useError, type CheckContext } from './CheckContext.ts';
import { didYouMean } from './suggest.ts';

/**
 * Looks up an error code that a rule reports or a call answers with in the catalogue (point 8),
 * marking it used: its entry, or undefined when the catalogue lacks it. An empty code (the
 * reader's `missing-cell`) is not looked up.
 */
export function lookUpErrorCode(ctx: CheckContext, code: string): ErrorEntry | undefined {
  return code === '' ? undefined : useError(ctx, code);
}

/**
 * Reports an error code that `lookUpErrorCode` did not find in the catalogue. The caller makes
 * the path only then, as most codes are found. An empty code is the reader's `missing-cell`.
 */
export function reportUnknownErrorCode(
  ctx: CheckContext,
  code: string,
  at: Position | undefined,
  path: (string | number)[],
  user: 'rule' | 'call',
): void {
  if (code === '') return;
  const hint =
    didYouMean(code, ctx.index.errors.keys()) ??
    `add ${code} to the error catalogue with its message`;
  ctx.report(
    'unknown-error-code',
    `The ${user} uses the error code ${code}, which is not in the catalogue.`,
    at,
    path,
    hint,
    code,
  );
}
