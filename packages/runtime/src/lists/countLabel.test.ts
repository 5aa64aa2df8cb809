import { describe, expect, it } from 'vitest';
import { countLabel } from './countLabel.ts';

const text = (label: string, count: number) => {
  const { before, number, after } = countLabel(label, count);
  return `${before}${number}${after}`;
};

describe('countLabel', () => {
  it('pluralises the word after the count unless it is one', () => {
    expect(text('{count} item left', 0)).toBe('0 items left');
    expect(text('{count} item left', 1)).toBe('1 item left');
    expect(text('{count} item left', 2)).toBe('2 items left');
    expect(text('{count} category', 3)).toBe('3 categories');
    expect(text('Waiting: {count} claim', 1234)).toBe('Waiting: 1,234 claims');
  });

  it('keeps the number apart, to be shown strong', () => {
    expect(countLabel('{count} item left', 2)).toEqual({
      before: '',
      number: '2',
      after: ' items left',
    });
  });

  it('puts the number in front of a label without {count}', () => {
    expect(text('left', 2)).toBe('2 left');
    expect(text('total: {count}', 2)).toBe('total: 2');
  });
});
