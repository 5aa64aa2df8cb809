import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateKind } from './date.ts';

/** What a real day is, by the calendar of `Date`: the check the date kind's arithmetic stands for. */
function isRealDay(text: unknown): boolean {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

describe('a date', () => {
  it("is exactly a real day of the Gregorian calendar, as Date's calendar says", () => {
    const test = dateKind.test({ kind: 'date' });
    const digits = (n: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n });
    const shaped = fc
      .tuple(digits(4), fc.constantFrom('-', '/'), digits(2), fc.constantFrom('-', ' '), digits(2))
      .map((parts) => parts.flat().join(''));
    fc.assert(
      fc.property(fc.oneof(shaped, fc.string(), fc.anything()), (value) => {
        expect(test(value)).toBe(isRealDay(value));
      }),
      { numRuns: 5000 },
    );
    expect(test('2024-02-29')).toBe(true);
    expect(test('2026-02-29')).toBe(false);
    expect(test('1900-02-29')).toBe(false);
    expect(test('2000-02-29')).toBe(true);
  });
});
