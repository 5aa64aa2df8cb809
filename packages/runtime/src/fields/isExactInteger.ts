// An integer field holds whole numbers a JavaScript number keeps exactly: from -(2^53 - 1) to
// 2^53 - 1. Past that, neighbouring integers share one number (9007199254740993 reads as
// …992), so a larger integer would be stored as another one; it is refused instead, as an amount
// of money past 2^53 cents is.

/** A decimal number as text: sign, digits, a fraction, an exponent (`-12`, `1.0e3`). */
const DECIMAL = /^[-+]?(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;

/** True for a whole number an integer field keeps exactly (`Number.isSafeInteger`). */
export function isExactInteger(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/**
 * True when a decimal text names a whole number: no digit other than 0 after the decimal point
 * once the exponent has moved it (`12.0` and `1.5e1` do; `12.5` and `1e-9` do not). A text that
 * rounds to an integer without being one (`9007199254740990.6`) is not one.
 */
export function isWholeDecimal(text: string): boolean {
  const match = DECIMAL.exec(text.trim());
  if (!match) return false;
  const digits = `${match[1] ?? ''}${match[2] ?? ''}`;
  const point = (match[1] ?? '').length + Number(match[3] ?? 0);
  for (let i = Math.max(0, point); i < digits.length; i += 1)
    if (digits.charCodeAt(i) !== 0x30) return false;
  return true;
}
