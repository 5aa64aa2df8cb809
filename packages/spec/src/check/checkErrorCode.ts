import type { Position } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks one error code that a rule reports or a call answers with: it is in the catalogue
 * (point 8). The code is marked used either way. An empty code is the reader's `missing-cell`.
 */
export function checkErrorCode(
  ctx: CheckContext,
  code: string,
  at: Position | undefined,
  path: (string | number)[],
  user: 'rule' | 'call',
): void {
  if (code === '') return;
  const entry = ctx.index.errors.get(code);
  // The catalogue's own string goes into the set, so that later look-ups of it compare by identity.
  ctx.usedErrors.add(entry?.code ?? code);
  if (entry !== undefined) return;
  const hint =
    didYouMean(code, ctx.index.errors.keys()) ??
    `add ${code} to the error catalogue with its message`;
  ctx.report(
    'unknown-error-code',
    `The ${user} uses the error code ${code}, which is not in the catalogue.`,
    at,
    path,
    hint,
  );
}
