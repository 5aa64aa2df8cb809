import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearestName } from './suggest.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('', 'abc', 5)).toBe(3);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });

  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('titel', 'title', 3)).toBe(1);
    expect(editDistance('ab', 'ba', 3)).toBe(1);
  });

  it('stops early once the limit is passed', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('nearestName', () => {
  it('finds a typo and ignores case', () => {
    expect(nearestName('Categroy', ['Claim', 'Category'])).toBe('Category');
    expect(nearestName('claim', ['Claim', 'Category'])).toBe('Claim');
  });

  it('gives nothing when no candidate is near', () => {
    expect(nearestName('Invoice', ['Claim', 'Category'])).toBeUndefined();
    expect(nearestName('x', [])).toBeUndefined();
  });

  it('never suggests the name itself', () => {
    expect(nearestName('Claim', ['Claim'])).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('words the hint', () => {
    expect(didYouMean('amout', ['amount', 'title'])).toBe('did you mean amount?');
    expect(didYouMean('zzz', ['amount'])).toBeUndefined();
  });
});
