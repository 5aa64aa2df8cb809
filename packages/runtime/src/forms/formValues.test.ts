import { describe, expect, it } from 'vitest';
import type { Entity, Field } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { buildValues, initialInputs, sameInput } from './formValues.ts';

const f = (name: string, type: Field['type'], required = true, extra: Partial<Field> = {}) => ({
  name,
  type,
  required,
  unique: false,
  notes: '',
  ...extra,
});

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    f('title', { kind: 'text' }),
    f('amount', { kind: 'money', currency: 'EUR' }),
    f('receipt', { kind: 'url' }, false),
    f('urgent', { kind: 'boolean' }, true, { default: false }),
    f('tags', { kind: 'list', of: { kind: 'text' } }, false),
    f('owner', { kind: 'ref', entity: 'User' }),
    f('reviewer', { kind: 'ref', entity: 'User' }, false),
    f('status', { kind: 'state' }),
  ],
};

const record: StoredRecord = {
  entity: 'Claim',
  id: 'c1',
  values: { title: 'Taxi', amount: 12.5, urgent: true, owner: 'u2', status: 'submitted' },
  aside: {},
  version: 3,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('initialInputs', () => {
  it('starts a new record with defaults, the initial state and the acting user', () => {
    expect(initialInputs(claim, undefined, { initialState: 'draft', userId: 'u1' })).toEqual({
      title: '',
      amount: '',
      receipt: '',
      urgent: false,
      tags: [],
      owner: 'u1',
      reviewer: '',
      status: 'draft',
    });
  });

  it('shows what a record holds when the form edits it', () => {
    expect(initialInputs(claim, record, { initialState: 'draft', userId: 'u1' })).toMatchObject({
      title: 'Taxi',
      amount: '12.50',
      receipt: '',
      urgent: true,
      owner: 'u2',
      status: 'submitted',
    });
  });
});

describe('buildValues', () => {
  const start = initialInputs(claim, undefined, { initialState: 'draft', userId: 'u1' });

  it('sends what a new record holds, leaving out empty inputs and the state', () => {
    const inputs = { ...start, title: 'Taxi', amount: '12.50', tags: ['work'] };
    expect(buildValues(claim, inputs, { mode: 'create' })).toEqual({
      values: { title: 'Taxi', amount: 12.5, urgent: false, tags: ['work'], owner: 'u1' },
      errors: [],
    });
  });

  it('sends only what changed on edit, and an emptied input as null', () => {
    const initial = initialInputs(claim, record);
    const inputs = { ...initial, title: 'Taxi home', owner: '', receipt: '' };
    expect(buildValues(claim, inputs, { mode: 'edit', initial })).toEqual({
      values: { title: 'Taxi home', owner: null },
      errors: [],
    });
  });

  it('reports an input that is not a value of its type, with the field and its code', () => {
    const inputs = { ...start, title: 'Taxi', amount: '12,5,3', receipt: 'example.org' };
    const { errors } = buildValues(claim, inputs, { mode: 'create' }, [
      { code: 'INVALID_VALUE', status: 422, message: 'Check {field}.' },
    ]);
    expect(errors).toEqual([
      { code: 'INVALID_VALUE', status: 422, message: 'Check Amount.', field: 'amount' },
      { code: 'INVALID_VALUE', status: 422, message: 'Check Receipt.', field: 'receipt' },
    ]);
  });

  it('uses the built-in message when the catalogue has none', () => {
    const { errors } = buildValues(claim, { ...start, receipt: 'nope' }, { mode: 'create' });
    expect(errors[0]?.message).toBe('Receipt does not hold a valid url.');
  });
});

describe('sameInput', () => {
  it('compares lists item by item', () => {
    expect(sameInput(['a'], ['a'])).toBe(true);
    expect(sameInput(['a'], ['a', 'b'])).toBe(false);
    expect(sameInput('1', 1 as never)).toBe(false);
  });
});
