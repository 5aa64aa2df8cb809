import { describe, expect, it } from 'vitest';
import { nameWords } from './nameWords.ts';

describe('nameWords', () => {
  it('splits camel case and underscores into words, the first capitalised', () => {
    expect(nameWords('spentOn')).toBe('Spent on');
    expect(nameWords('title')).toBe('Title');
    expect(nameWords('owner_id')).toBe('Owner id');
    expect(nameWords('MAX_OPEN_CLAIMS')).toBe('Max open claims');
  });

  it('keeps an abbreviation inside a camel-case name', () => {
    expect(nameWords('receiptURL')).toBe('Receipt URL');
    expect(nameWords('URLOfReceipt')).toBe('URL of receipt');
  });
});
