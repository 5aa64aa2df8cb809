import { describe, expect, it } from 'vitest';
import { pluralOf } from './pluralOf.ts';
import { singularOf } from './singularOf.ts';

describe('singularOf', () => {
  it('undoes pluralOf', () => {
    for (const word of ['article', 'profile', 'category', 'person', 'bus', 'shelf', 'knife', 'box'])
      expect(singularOf(pluralOf(word)), word).toBe(word);
  });

  it('leaves a word that is no plural as it is', () => {
    expect(singularOf('feed')).toBe('feed');
    expect(singularOf('class')).toBe('class');
    expect(singularOf('user')).toBe('user');
  });
});
