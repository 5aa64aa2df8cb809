import { describe, expect, it } from 'vitest';
import { evaluateValue } from './evaluateValue.ts';
import { slugOf } from './slugOf.ts';

describe('evaluateValue', () => {
  it('gives values as fields hold them', () => {
    expect(evaluateValue('size(favoritedBy)', { favoritedBy: ['a', 'b'] })).toEqual({
      ok: true,
      value: 2,
    });
    expect(
      evaluateValue('user.id in followers', { followers: ['u1'], user: { id: 'u1' } }),
    ).toEqual({ ok: true, value: true });
    expect(evaluateValue('slug(title)', { title: 'How to train your dragon' })).toEqual({
      ok: true,
      value: 'how-to-train-your-dragon',
    });
  });

  it('says why a value cannot be made, never throwing', () => {
    expect(evaluateValue('size(x', {})).toMatchObject({ ok: false });
    expect(evaluateValue('x + 1', { x: 'a' })).toMatchObject({ ok: false });
  });
});

describe('slugOf', () => {
  it('keeps the words of a text in lower case, joined by dashes', () => {
    expect(slugOf('  Café au lait! 2 ')).toBe('cafe-au-lait-2');
    expect(slugOf('Test Article 1713')).toBe('test-article-1713');
    expect(slugOf('Ελληνικά κείμενα')).toBe('ελληνικα-κειμενα');
    expect(slugOf('!!!')).toBe('');
  });
});
