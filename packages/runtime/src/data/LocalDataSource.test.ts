import { beforeEach, describe, expect, it } from 'vitest';
import { emptySpec, type Field, type Spec } from '@specrun/model';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { LocalDataSource } from './LocalDataSource.ts';
import type { ValuesInput } from './DataSource.ts';

const f = (
  name: string,
  type: Field['type'],
  required = true,
  extra: Partial<Field> = {},
): Field => ({
  name,
  type,
  required,
  unique: false,
  notes: '',
  ...extra,
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
        f('category', { kind: 'ref', entity: 'Category' }),
        f('owner', { kind: 'ref', entity: 'User' }),
        f('receipt', { kind: 'url' }, false),
        f('status', { kind: 'state' }),
      ],
    },
    {
      name: 'Category',
      text: '',
      fields: [
        f('name', { kind: 'text' }),
        f('active', { kind: 'boolean' }, true, { default: true }),
      ],
    },
  ],
  lifecycles: [{ entity: 'Claim', initial: 'draft', text: '', transitions: [] }],
  users: [{ id: 'u1', name: 'Ada Employee', roles: ['employee'] }],
  errors: [{ code: 'NOT_FOUND', status: 404, message: 'This claim does not exist.' }],
};

let source: LocalDataSource;
let ids = 0;

beforeEach(() => {
  source = new LocalDataSource(spec, new MemoryRecordStore(), {
    now: () => '2026-11-22T10:00:00.000Z',
    newId: () => `r${++ids}`,
  });
});

describe('LocalDataSource', () => {
  it('creates with defaults and the initial state, ignoring a state sent by the form', async () => {
    const category = await source.create('Category', { name: 'Travel' });
    expect(category.ok && category.value.values).toEqual({ name: 'Travel', active: true });
    const categoryId = category.ok ? category.value.id : '';
    const claim = await source.create('Claim', {
      title: 'Taxi',
      amount: 12,
      category: categoryId,
      owner: 'u1',
      status: 'paid',
    });
    expect(claim.ok && claim.value).toMatchObject({
      version: 1,
      values: { status: 'draft', title: 'Taxi' },
    });
  });

  it('refuses missing, ill-typed and dangling values, each with its code and field', async () => {
    const result = await source.create('Claim', {
      amount: 'twelve' as unknown as number,
      category: 'nope',
      owner: 'u9',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => [e.code, e.field])).toEqual([
      ['REQUIRED', 'title'],
      ['INVALID_VALUE', 'amount'],
      ['MISSING_REFERENCE', 'category'],
      ['MISSING_REFERENCE', 'owner'],
    ]);
    expect(await source.list('Claim')).toEqual([]);
  });

  it('updates with the version the user saw, and refuses a stale one with CONFLICT', async () => {
    const category = await source.create('Category', { name: 'Travel' });
    if (!category.ok) throw new Error('setup failed');
    const first = await source.update('Category', category.value.id, { name: 'Trips' }, 1);
    expect(first.ok && first.value).toMatchObject({ version: 2, values: { name: 'Trips' } });
    const stale = await source.update('Category', category.value.id, { name: 'Journeys' }, 1);
    expect(!stale.ok && stale.errors[0]?.code).toBe('CONFLICT');
  });

  it('clears a field sent as null and refuses a state change outside an action', async () => {
    const category = await source.create('Category', { name: 'Travel' });
    if (!category.ok) throw new Error('setup failed');
    const claim = await source.create('Claim', {
      title: 'Taxi',
      amount: 12,
      category: category.value.id,
      owner: 'u1',
      receipt: 'https://r.example/1',
    });
    if (!claim.ok) throw new Error('setup failed');
    const cleared = await source.update('Claim', claim.value.id, { receipt: null }, 1);
    expect(cleared.ok && 'receipt' in cleared.value.values).toBe(false);
    const moved = await source.update('Claim', claim.value.id, { status: 'paid' }, 2);
    expect(!moved.ok && moved.errors[0]).toMatchObject({
      code: 'STATE_BY_ACTION',
      field: 'status',
    });
  });

  it("answers NOT_FOUND with the catalogue's message", async () => {
    const missing = await source.get('Claim', 'nope');
    expect(!missing.ok && missing.errors[0]).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'This claim does not exist.',
    });
    expect((await source.remove('Claim', 'nope')).ok).toBe(false);
  });
});

// Regression: a request body `{"__proto__": {...}}` (JSON.parse makes it an own key) was taken
// as the values' prototype on create and update, and so dropped without an error.
describe('a value named __proto__', () => {
  it('is refused as an unknown field, on create and on update', async () => {
    const store = new MemoryRecordStore();
    const source = new LocalDataSource(spec, store);
    const body = JSON.parse('{"name": "Travel", "__proto__": {"active": false}}') as ValuesInput;
    const created = await source.create('Category', body);
    expect(created.ok ? [] : created.errors.map((e) => [e.code, e.field])).toEqual([
      ['UNKNOWN_FIELD', '__proto__'],
    ]);
    const stored = await source.create('Category', { name: 'Meals' });
    if (!stored.ok) throw new Error('the category was not created');
    const updated = await source.update('Category', stored.value.id, body, 1);
    expect(updated.ok ? [] : updated.errors.map((e) => e.code)).toEqual(['UNKNOWN_FIELD']);
    expect(await store.count('Category')).toBe(1);
  });
});
