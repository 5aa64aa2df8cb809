import { describe, expect, it } from 'vitest';
import { readInitialState, readListDisplay } from './sentences.ts';

describe('readInitialState', () => {
  it('reads the state and what follows the sentence', () => {
    expect(readInitialState('Initial state: draft.')).toEqual({
      state: 'draft',
      offset: 15,
      rest: '',
    });
    expect(readInitialState('initial state:  `open`. Then more.')).toEqual({
      state: 'open',
      offset: 17,
      rest: 'Then more.',
    });
    expect(readInitialState('Initial state: draft')).toMatchObject({ state: 'draft', rest: '' });
  });

  it('leaves other sentences alone', () => {
    expect(readInitialState('The initial state: draft.')).toBeUndefined();
    expect(readInitialState('Initial state: draft or open.')).toBeUndefined();
    expect(readInitialState('Initial state: draft.5')).toBeUndefined();
  });
});

describe('readListDisplay', () => {
  it('reads the noun, the columns and the order', () => {
    expect(
      readListDisplay(
        'The list of claims shows title, amount, category, spentOn and status, newest first.',
      ),
    ).toEqual({
      noun: 'claims',
      columns: ['title', 'amount', 'category', 'spentOn', 'status'],
      order: 'newest first',
      offset: 12,
      rest: '',
    });
    expect(
      readListDisplay('The list of open claims shows title and amount. More text.'),
    ).toMatchObject({
      noun: 'open claims',
      columns: ['title', 'amount'],
      rest: 'More text.',
    });
    expect(readListDisplay('The list of todos shows title')).toMatchObject({ columns: ['title'] });
    expect(readListDisplay('The list of todos shows title, by amount.')?.order).toBe('by amount');
  });

  it('takes a one-word last part as a column, not an order', () => {
    const read = readListDisplay('The list of todos shows title, status.');
    expect(read?.columns).toEqual(['title', 'status']);
    expect(read?.order).toBeUndefined();
  });

  it('leaves other sentences alone', () => {
    expect(readListDisplay('A list of claims shows title.')).toBeUndefined();
    expect(readListDisplay('The list of claims is long.')).toBeUndefined();
  });

  // Regression: it was read as a list display of no columns, which the YAML form cannot write.
  it('leaves a sentence that names no column as prose', () => {
    expect(readListDisplay('The list of claims shows .')).toBeUndefined();
    expect(readListDisplay('The list of claims shows , newest first.')).toBeUndefined();
  });
});
