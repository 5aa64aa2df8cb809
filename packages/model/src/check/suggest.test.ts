import { describe, expect, it } from 'vitest';
import { emptySpec } from '../model/emptySpec.ts';
import type { Spec } from '../model/Spec.ts';
import { checkSpec } from './checkSpec.ts';
import { didYouMean, editDistance, nearestName, withSuggestionBudget } from './suggest.ts';

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

describe('withSuggestionBudget', () => {
  it('stops suggesting once its comparisons are spent, and restores the outer budget after', () => {
    const names = ['Claim', 'Category', 'Receipt'];
    const found = withSuggestionBudget(4, () => [
      nearestName('Cliam', names), // 3 comparisons
      nearestName('Reciept', names), // would need 3 more: 1 left
    ]);
    expect(found).toEqual(['Claim', undefined]);
    expect(nearestName('Reciept', names)).toBe('Receipt');
  });
});

describe('checkSpec with many misspelt names', () => {
  /** A spec of `n` entities whose `typos` screens each name one of them with two letters swapped. */
  function specWithTypos(n: number, typos: number): Spec {
    const entities = Array.from({ length: n }, (_, i) => `Entity${i}`);
    return {
      ...emptySpec(),
      entities: entities.map((name) => ({ name, text: '', fields: [] })),
      screens: Array.from({ length: typos }, (_, i) => ({
        route: `/s${i}`,
        kind: 'list',
        shows: `Etnity${i % n}`,
        roles: [],
        target: { entity: `Etnity${i % n}` },
      })),
    };
  }

  it('proposes a name for each typo of an ordinary spec', () => {
    const diagnostics = checkSpec(specWithTypos(200, 100)).filter(
      (d) => d.code === 'unknown-entity',
    );
    expect(diagnostics).toHaveLength(100);
    expect(diagnostics.every((d) => d.hint?.startsWith('did you mean Entity'))).toBe(true);
  });

  it('leaves out the later hints of a spec with thousands of typos, and still reports them all', () => {
    // 2,000 entities and 3,000 typos: 6,000,000 comparisons without a budget; the budget is
    // 200,000 + 10 per element (50,000 here), so about 125 typos get a hint.
    const diagnostics = checkSpec(specWithTypos(2_000, 3_000)).filter(
      (d) => d.code === 'unknown-entity',
    );
    expect(diagnostics).toHaveLength(3_000);
    const hinted = diagnostics.filter((d) => d.hint?.startsWith('did you mean')).length;
    expect(hinted).toBeGreaterThan(100);
    expect(hinted).toBeLessThan(200);
  });
});
