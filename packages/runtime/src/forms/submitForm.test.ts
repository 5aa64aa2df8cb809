import { beforeEach, describe, expect, it } from 'vitest';
import { emptySpec, type Field, type Spec } from '@specrun/model';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { initialInputs } from './formValues.ts';
import { submitForm } from './submitForm.ts';

const f = (name: string, type: Field['type'], required = true): Field => ({
  name,
  type,
  required,
  unique: false,
  notes: '',
});

const spec: Spec = {
  ...emptySpec('Expense claims'),
  entities: [
    {
      name: 'Claim',
      text: '',
      fields: [
        f('title', { kind: 'text' }),
        f('amount', { kind: 'money', currency: 'EUR' }),
        f('receipt', { kind: 'url' }, false),
        f('owner', { kind: 'ref', entity: 'User' }),
        f('status', { kind: 'state' }),
      ],
    },
  ],
  lifecycles: [{ entity: 'Claim', initial: 'draft', text: '', transitions: [] }],
  users: [{ id: 'u1', name: 'Ada Employee', roles: ['employee'] }],
  errors: [{ code: 'CONFLICT', status: 409, message: 'Someone else changed this claim.' }],
};
const claim = spec.entities[0]!;
const options = { initialState: 'draft', userId: 'u1' };

let store: MemoryRecordStore;
let source: LocalDataSource;

beforeEach(() => {
  store = new MemoryRecordStore();
  let ids = 0;
  source = new LocalDataSource(spec, store, { newId: () => `c${++ids}` });
});

describe('submitForm', () => {
  it('creates a record from a new form', async () => {
    const inputs = { ...initialInputs(claim, undefined, options), title: 'Taxi', amount: '12.5' };
    const saved = await submitForm(source, claim, inputs, { mode: 'create' }, spec.errors);
    expect(saved.ok && saved.value.values).toEqual({
      title: 'Taxi',
      amount: 12.5,
      owner: 'u1',
      status: 'draft',
    });
  });

  it('reports missing required fields beside them and stores nothing', async () => {
    const inputs = initialInputs(claim, undefined, options);
    const saved = await submitForm(source, claim, inputs, { mode: 'create' }, spec.errors);
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.errors.map((e) => [e.field, e.code])).toEqual([
      ['title', 'REQUIRED'],
      ['amount', 'REQUIRED'],
    ]);
    expect(await store.list('Claim')).toEqual([]);
  });

  it('refuses an input that is not of its type before any call', async () => {
    const inputs = {
      ...initialInputs(claim, undefined, options),
      title: 'Taxi',
      amount: '12',
      receipt: 'not a link',
    };
    const saved = await submitForm(source, claim, inputs, { mode: 'create' });
    expect(!saved.ok && saved.errors.map((e) => [e.field, e.code])).toEqual([
      ['receipt', 'INVALID_VALUE'],
    ]);
    expect(await store.list('Claim')).toEqual([]);
  });

  it('updates what changed, and a stale edit gets CONFLICT', async () => {
    const created = await source.create('Claim', { title: 'Taxi', amount: 12, owner: 'u1' });
    if (!created.ok) throw new Error('not created');
    const initial = initialInputs(claim, created.value);
    const target = { mode: 'edit' as const, id: 'c1', version: 1, initial };

    const saved = await submitForm(source, claim, { ...initial, title: 'Taxi home' }, target);
    expect(saved.ok && saved.value.values.title).toBe('Taxi home');
    expect(saved.ok && saved.value.version).toBe(2);

    const stale = await submitForm(
      source,
      claim,
      { ...initial, amount: '13' },
      target,
      spec.errors,
    );
    expect(!stale.ok && stale.errors).toEqual([
      { code: 'CONFLICT', status: 409, message: 'Someone else changed this claim.' },
    ]);
  });

  it('clears an optional field that was emptied on edit', async () => {
    const created = await source.create('Claim', {
      title: 'Taxi',
      amount: 80,
      owner: 'u1',
      receipt: 'https://example.org/r/1',
    });
    if (!created.ok) throw new Error('not created');
    const initial = initialInputs(claim, created.value);
    const target = { mode: 'edit' as const, id: 'c1', version: 1, initial };
    const saved = await submitForm(source, claim, { ...initial, receipt: '' }, target);
    expect(saved.ok && 'receipt' in saved.value.values).toBe(false);
  });
});
