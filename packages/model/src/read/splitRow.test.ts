import { describe, expect, it } from 'vitest';
import { isDelimiterRow, splitRow } from './splitRow.ts';

const line = (text: string, number = 7) => ({ text, number, start: 0 });
const texts = (text: string) => splitRow(line(text)).map((cell) => cell.text);

describe('splitRow', () => {
  it('splits on pipes with or without the outer pipes, trimming each cell', () => {
    expect(texts('| a | b |')).toEqual(['a', 'b']);
    expect(texts('a | b')).toEqual(['a', 'b']);
    expect(texts('| a | b')).toEqual(['a', 'b']);
    expect(texts('a | b |  ')).toEqual(['a', 'b']);
    expect(texts('|\ta\t|  |')).toEqual(['a', '']);
    expect(texts('plain line')).toEqual(['plain line']);
    expect(texts('|')).toEqual([]);
  });

  it('keeps an escaped pipe in the cell, unescaped, and splits after an escaped backslash', () => {
    expect(texts('| a \\|\\| b | c |')).toEqual(['a || b', 'c']);
    expect(texts('| e \\\\| f |')).toEqual(['e \\\\', 'f']);
    expect(texts('| `c|d` |')).toEqual(['`c', 'd`']);
  });

  it('gives each cell the position of its first character', () => {
    const cells = splitRow(line('| route |  shows | |'));
    expect(cells.map((c) => c.at)).toEqual([
      { line: 7, column: 3 },
      { line: 7, column: 12 },
      { line: 7, column: 19 },
    ]);
  });

  it('recognises delimiter rows', () => {
    expect(isDelimiterRow(line('| --- | :-: | --: |'))).toBe(true);
    expect(isDelimiterRow(line('--- | ---'))).toBe(true);
    expect(isDelimiterRow(line('   |-|'))).toBe(true);
    expect(isDelimiterRow(line('    | - |'))).toBe(false);
    expect(isDelimiterRow(line('---'))).toBe(false);
    expect(isDelimiterRow(line('| : |'))).toBe(false);
    expect(isDelimiterRow(line('| a | - |'))).toBe(false);
  });
});
