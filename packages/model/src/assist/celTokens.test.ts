import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenizeCel } from './celTokens.ts';

const typesOf = (source: string) =>
  tokenizeCel(source).map((t) => `${t.type}:${source.slice(t.from, t.to)}`);

describe('tokenizeCel', () => {
  it('tells names, constants, built-ins, functions, strings and operators apart', () => {
    expect(typesOf('size(title) <= TITLE_MAX && record.owner == user.id')).toEqual([
      'function:size',
      'punctuation:(',
      'name:title',
      'punctuation:)',
      'operator:<=',
      'constant:TITLE_MAX',
      'operator:&&',
      'builtin:record',
      'punctuation:.',
      'property:owner',
      'operator:==',
      'builtin:user',
      'punctuation:.',
      'property:id',
    ]);
    expect(typesOf('status in ["a\\"b", \'c\'] \\|\\| 1.5e3 > 0')).toEqual([
      'name:status',
      'keyword:in',
      'punctuation:[',
      'string:"a\\"b"',
      'punctuation:,',
      "string:'c'",
      'punctuation:]',
      'operator:\\|\\|',
      'number:1.5e3',
      'operator:>',
      'number:0',
    ]);
  });

  it('covers its input without overlaps and never throws (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (source) => {
        let last = 0;
        for (const token of tokenizeCel(source)) {
          expect(token.from).toBeGreaterThanOrEqual(last);
          expect(token.to).toBeGreaterThan(token.from);
          last = token.to;
        }
        expect(last).toBeLessThanOrEqual(source.length);
      }),
    );
  });

  it('gives up on a huge expression and bad ranges', () => {
    expect(tokenizeCel('a'.repeat(100_000))).toEqual([]);
    expect(tokenizeCel('abc', 5, 2)).toEqual([]);
    expect(tokenizeCel('"unclosed')).toEqual([{ type: 'string', from: 0, to: 9 }]);
  });
});
