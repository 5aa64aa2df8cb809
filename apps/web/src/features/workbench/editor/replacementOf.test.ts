import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replacementOf } from './replacementOf.ts';

describe('replacementOf', () => {
  it('replaces only what differs', () => {
    expect(replacementOf('abcdef', 'abXYef')).toEqual({ from: 2, to: 4, insert: 'XY' });
    expect(replacementOf('same', 'same')).toBeUndefined();
    expect(replacementOf('aaa', 'aaaa')).toEqual({ from: 3, to: 3, insert: 'a' });
  });

  it('turns one text into the other (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const change = replacementOf(a, b);
        const result = change ? a.slice(0, change.from) + change.insert + a.slice(change.to) : a;
        expect(result).toBe(b);
      }),
    );
  });
});
