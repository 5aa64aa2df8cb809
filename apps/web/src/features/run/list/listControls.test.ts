import type { Entity, Field } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  ariaSortOf,
  describeSort,
  emptyFilterInput,
  filtersOf,
  nextSort,
  type FilterInputs,
} from './listControls.ts';

const f = (name: string, type: Field['type']): Field => ({
  name,
  type,
  required: false,
  unique: false,
  notes: '',
});
const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    f('title', { kind: 'text' }),
    f('amount', { kind: 'money', currency: 'EUR' }),
    f('spentOn', { kind: 'date' }),
    f('paid', { kind: 'boolean' }),
    f('status', { kind: 'state' }),
  ],
};

describe('the list controls', () => {
  it('start each field with the empty input of its filter kind', () => {
    expect(claim.fields.map(emptyFilterInput)).toEqual([
      { kind: 'contains', text: '' },
      { kind: 'range', min: '', max: '' },
      { kind: 'range', min: '', max: '' },
      { kind: 'oneOf', values: [] },
      { kind: 'oneOf', values: [] },
    ]);
  });

  it('turn what was typed into runtime filters: numbers for amounts, booleans for yes/no', () => {
    const inputs: FilterInputs = {
      title: { kind: 'contains', text: ' taxi ' },
      amount: { kind: 'range', min: '10', max: '' },
      spentOn: { kind: 'range', min: '', max: '2026-01-31' },
      paid: { kind: 'oneOf', values: ['true'] },
      status: { kind: 'oneOf', values: [] },
      gone: { kind: 'contains', text: 'x' },
    };
    expect(filtersOf(claim, inputs)).toEqual([
      { field: 'title', kind: 'contains', text: 'taxi' },
      { field: 'amount', kind: 'range', min: 10 },
      { field: 'spentOn', kind: 'range', max: '2026-01-31' },
      { field: 'paid', kind: 'oneOf', values: [true] },
    ]);
    expect(activeFilterCount(inputs)).toBe(5);
    expect(filtersOf(claim, { amount: { kind: 'range', min: 'abc', max: '' } })).toEqual([]);
  });

  it('sort a column ascending first, then the other way round, and say so', () => {
    const first = nextSort(undefined, 'amount');
    expect(first).toEqual({ field: 'amount', direction: 'asc' });
    expect(nextSort(first, 'amount')).toEqual({ field: 'amount', direction: 'desc' });
    expect(nextSort(first, 'title')).toEqual({ field: 'title', direction: 'asc' });
    expect(ariaSortOf(first, 'amount')).toBe('ascending');
    expect(ariaSortOf(first, 'title')).toBe('none');
    expect(describeSort({ field: 'createdAt', direction: 'desc' })).toBe('newest first');
    expect(describeSort({ field: 'title', direction: 'asc' })).toBe('by title, ascending');
    // Regression: a list the spec gives no order ("3 projects") said nothing of it, while
    // "newest first" lists did; the records are listed as they were created.
    expect(describeSort(undefined)).toBe('oldest first');
  });
});
