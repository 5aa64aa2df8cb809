import { describe, expect, it } from 'vitest';
import { fieldLabel, stateWords } from './fieldLabel.ts';

describe('fieldLabel', () => {
  it("is the label the notes give, else the name's words", () => {
    expect(fieldLabel({ name: 'spentOn' })).toBe('Spent on');
    expect(fieldLabel({ name: 'spentOn', label: 'Date spent' })).toBe('Date spent');
  });

  it('puts states in a sentence as words', () => {
    expect(stateWords('approved')).toBe('approved');
    expect(stateWords('inReview')).toBe('in review');
  });
});
