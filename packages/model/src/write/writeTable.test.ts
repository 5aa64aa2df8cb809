import { describe, expect, it } from 'vitest';
import { escapeCell, writeTable } from './writeTable.ts';

describe('writeTable', () => {
  it('aligns every column to its widest cell', () => {
    const table = writeTable(
      ['name', 'value'],
      [
        ['MAX_CLAIM_AMOUNT', '5000'],
        ['A', ''],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| name             | value |',
      '| ---------------- | ----- |',
      '| MAX_CLAIM_AMOUNT | 5000  |',
      '| A                |       |',
    ]);
  });

  it('escapes pipes so that an expression stays in its cell', () => {
    const table = writeTable(['rule'], [['a || b']]);
    expect(table.split('\n')[2]).toBe('| a \\|\\| b |');
    expect(table.split('\n').every((line) => line.length === table.split('\n')[0]?.length)).toBe(
      true,
    );
  });

  it('counts characters, not UTF-16 units, when it aligns', () => {
    const lines = writeTable(['who'], [['Cléo'], ['😀 ok']]).split('\n');
    expect(lines.map((line) => [...line].length)).toEqual([8, 8, 8, 8]);
  });

  it('writes a line break, which a cell cannot hold, as a space', () => {
    expect(escapeCell('one\n  two\r\nthree')).toBe('one two three');
  });

  it('fills rows that are short of cells', () => {
    expect(writeTable(['a', 'b'], [['x']]).split('\n')[2]).toBe('| x   |     |');
  });
});
