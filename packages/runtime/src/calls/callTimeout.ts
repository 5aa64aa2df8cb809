import type { Constant, Spec } from '@specrun/model';

/** How long a call may take when the spec names no timeout constant: 10 seconds. */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;

const UNITS: readonly { pattern: RegExp; ms: number }[] = [
  { pattern: /(?:^|_)(?:MS|MILLIS|MILLISECONDS?)$/i, ms: 1 },
  { pattern: /(?:^|_)(?:S|SEC|SECS|SECONDS?)$/i, ms: 1000 },
  { pattern: /(?:^|_)(?:MIN|MINS|MINUTES?)$/i, ms: 60_000 },
];

const MEANING_UNITS: readonly { pattern: RegExp; ms: number }[] = [
  { pattern: /\b(?:ms|milliseconds?)\b/i, ms: 1 },
  { pattern: /\bminutes?\b/i, ms: 60_000 },
  { pattern: /\b(?:secs?|seconds?)\b/i, ms: 1000 },
];

/**
 * The spec's timeout constant: the first of point 9 whose name contains `TIMEOUT` and whose
 * value is a positive number, one that also names calls (`CALL_TIMEOUT_MS`) first.
 */
export function timeoutConstant(spec: Spec): Constant | undefined {
  const candidates = spec.constants.filter(
    (c) => /TIMEOUT/i.test(c.name) && numberOf(c.value) !== undefined,
  );
  return candidates.find((c) => /CALL|REQUEST/i.test(c.name)) ?? candidates[0];
}

/**
 * How long a call may take before it counts as unanswered, in milliseconds: the spec's timeout
 * constant (`timeoutConstant`) in the unit its name (`_MS`, `_S`, `_MIN`) or else its meaning
 * says, milliseconds when neither does; `DEFAULT_CALL_TIMEOUT_MS` when the spec has none.
 */
export function callTimeout(spec: Spec): number {
  const constant = timeoutConstant(spec);
  const value = constant && numberOf(constant.value);
  if (constant === undefined || value === undefined) return DEFAULT_CALL_TIMEOUT_MS;
  const unit =
    UNITS.find((u) => u.pattern.test(constant.name)) ??
    MEANING_UNITS.find((u) => u.pattern.test(constant.meaning));
  return Math.round(value * (unit?.ms ?? 1));
}

function numberOf(value: Constant['value']): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}
