import { describe, expect, it } from 'vitest';
import {
  advance,
  indentOf,
  isBlank,
  normalizeSource,
  positionAt,
  splitLines,
} from './sourceLines.ts';

describe('source lines', () => {
  it('normalizes line breaks, a byte-order mark and NUL characters', () => {
    expect(normalizeSource('\uFEFFa\r\nb\rc\n')).toEqual({ text: 'a\nb\nc\n' });
    expect(normalizeSource('ab\n c\0d\0')).toEqual({
      text: 'ab\n c\uFFFDd\uFFFD',
      nulAt: { line: 2, column: 3 },
    });
  });

  it('splits lines with their numbers and offsets; a final line break starts no line', () => {
    expect(splitLines('a\n\nbc\n')).toEqual([
      { text: 'a', number: 1, start: 0 },
      { text: '', number: 2, start: 2 },
      { text: 'bc', number: 3, start: 3 },
    ]);
    expect(splitLines('')).toEqual([]);
  });

  it('gives positions of offsets, and moves positions through text with line breaks', () => {
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(advance({ line: 3, column: 5 }, 'abc', 2)).toEqual({ line: 3, column: 7 });
    expect(advance({ line: 3, column: 5 }, 'a\n  bc', 4)).toEqual({ line: 4, column: 3 });
  });

  it('measures indentation with tabs to the next multiple of four, and tells blank lines', () => {
    expect(indentOf('   x')).toBe(3);
    expect(indentOf(' \tx')).toBe(4);
    expect(indentOf('\t\t')).toBe(8);
    expect(isBlank(' \t ')).toBe(true);
    expect(isBlank('  x')).toBe(false);
  });
});
