import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount.ts';

describe('formatCount', () => {
  it('groups the digits of a count by thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(100000)).toBe('100,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
  });

  it("writes every number as toLocaleString('en') does", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en'));
      }),
    );
  });
});
