import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineRange, splitLines, TextLines } from './sourceLines.ts';

// The Markdown reader makes its lines on demand (TextLines) instead of keeping an object per line
// for the whole read, which made reading a ten times longer spec take some fifteen times longer
// (garbage collection). These tests hold the lines made on demand to those splitLines makes.

const allLines = (lines: TextLines) => Array.from({ length: lines.length }, (_, i) => lines.at(i));

describe('TextLines', () => {
  it('gives the lines splitLines gives, with their numbers and offsets', () => {
    for (const text of ['', 'a', '\n', 'a\n', 'a\n\nbc\n', '\n\nx', 'one\ntwo\nthree']) {
      expect(allLines(new TextLines(text))).toEqual(splitLines(text));
    }
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '|', '\n') }), (text) => {
        expect(allLines(new TextLines(text))).toEqual(splitLines(text));
      }),
    );
  });

  it('gives nothing outside the text, and the same line when asked again', () => {
    const lines = new TextLines('a\nb\n');
    expect(lines.at(-1)).toBeUndefined();
    expect(lines.at(2)).toBeUndefined();
    expect(lines.at(1)).toBe(lines.at(1));
  });
});

describe('LineRange', () => {
  it('makes the lines of a run of lines when they are read', () => {
    const text = 'h\n| a |\n| - |\n| 1 |\n| 2 |\nafter';
    const range = new LineRange(new TextLines(text), 3, 5);
    expect(range.length).toBe(2);
    expect([...range]).toEqual(splitLines(text).slice(3, 5));
    expect(range.map((line) => line.number)).toEqual([4, 5]);
  });
});
