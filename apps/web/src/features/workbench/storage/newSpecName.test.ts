import { describe, expect, it } from 'vitest';
import { newSpecId, newSpecName } from './newSpecName.ts';

describe('newSpecName', () => {
  it('keeps a free name and numbers a taken one', () => {
    expect(newSpecName('Expense claims', [])).toBe('Expense claims');
    expect(newSpecName('Expense claims', ['Expense claims'])).toBe('Expense claims (2)');
    expect(newSpecName('Expense claims', ['Expense claims', 'Expense claims (2)'])).toBe(
      'Expense claims (3)',
    );
  });

  it('counts on from a number the name already has', () => {
    expect(newSpecName('Notes (2)', ['Notes', 'Notes (2)'])).toBe('Notes (3)');
  });

  it('names a blank spec and tidies spaces', () => {
    expect(newSpecName('  ', [])).toBe('Untitled spec');
    expect(newSpecName(' A \n  B ', [])).toBe('A B');
    expect(newSpecName('', ['Untitled spec'])).toBe('Untitled spec (2)');
  });
});

describe('newSpecId', () => {
  it('makes ten characters safe in a place name', () => {
    expect(newSpecId()).toMatch(/^[0-9a-z]{10}$/);
    expect(newSpecId(() => new Uint8Array(10).fill(35))).toBe('zzzzzzzzzz');
  });
});
