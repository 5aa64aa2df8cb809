import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity } from '@specrun/model';
import { scopeBase } from '../expressions/evaluateExpression.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { filterWhere } from './filterWhere.ts';
import { optionalField as f } from '../testing/optionalField.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    f('title', { kind: 'text' }),
    f('amount', { kind: 'number' }),
    f('status', { kind: 'state' }),
    f('owner', { kind: 'ref', entity: 'User' }),
  ],
};
const rec = (id: string, values: StoredRecord['values']): StoredRecord => ({
  entity: 'Claim',
  id,
  values,
  aside: {},
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const records = [
  rec('a', { title: 'Taxi', amount: 40, status: 'submitted', owner: 'u1' }),
  rec('b', { title: 'Hotel', amount: 300, status: 'draft', owner: 'u2' }),
  rec('c', { title: 'No state yet', amount: 5 }),
];
const spec = {
  ...emptySpec('Claims'),
  constants: [{ name: 'LIMIT', value: 100, meaning: '' }],
};
const base = scopeBase(
  spec,
  { id: 'u1', name: 'Ada', roles: [] },
  new Date('2026-02-01T00:00:00Z'),
);
const ids = (outcome: ReturnType<typeof filterWhere>) =>
  outcome.ok ? outcome.records.map((r) => r.id) : outcome.problem;

describe('filterWhere', () => {
  it('keeps every record when the screen has no where', () => {
    expect(ids(filterWhere(records, claim, undefined, base))).toEqual(['a', 'b', 'c']);
  });

  it('keeps the records the expression is true for; a missing value is null, not a failure', () => {
    expect(ids(filterWhere(records, claim, { source: 'status == "submitted"' }, base))).toEqual([
      'a',
    ]);
    expect(ids(filterWhere(records, claim, { source: 'status != "submitted"' }, base))).toEqual([
      'b',
      'c',
    ]);
  });

  it('sees constants, the user and the record', () => {
    const where = { source: 'amount < LIMIT && record.owner == user.id' };
    expect(ids(filterWhere(records.slice(0, 2), claim, where, base))).toEqual(['a']);
    // `record` holds only the values a record has, so that `has(record.owner)` means what it says.
    expect(ids(filterWhere(records, claim, { source: 'has(record.owner)' }, base))).toEqual([
      'a',
      'b',
    ]);
  });

  it('says why an expression cannot be applied, and on which record', () => {
    const unknown = filterWhere(records, claim, { source: 'colour == "red"' }, base);
    expect(unknown).toMatchObject({ ok: false, record: { id: 'a' } });
    expect(!unknown.ok && unknown.problem).toContain('colour');

    const notBoolean = filterWhere(records, claim, { source: 'title' }, base);
    expect(notBoolean).toMatchObject({
      ok: false,
      problem: 'it gives the text "Taxi", not true or false',
    });

    const unreadable = filterWhere([], claim, { source: 'status = "x"' }, base);
    expect(unreadable.ok).toBe(false);
    expect(filterWhere([], claim, { source: 'status == "x"' }, base)).toEqual({
      ok: true,
      records: [],
    });
  });
});
