import { describe, expect, it } from 'vitest';
import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { defaultSort, filterKindOf, prepareSearch, queryRecords } from './queryRecords.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    {
      name: 'amount',
      type: { kind: 'money', currency: 'EUR' },
      required: true,
      unique: false,
      notes: '',
    },
    { name: 'spentOn', type: { kind: 'date' }, required: true, unique: false, notes: '' },
    { name: 'status', type: { kind: 'state' }, required: true, unique: false, notes: '' },
  ],
  list: { noun: 'claims', columns: ['title'], order: 'newest first' },
};

const rec = (
  id: string,
  title: string,
  amount: number,
  spentOn: string,
  status: string,
  createdAt: string,
): StoredRecord => ({
  entity: 'Claim',
  id,
  values: { title, amount, spentOn, status },
  aside: {},
  version: 1,
  createdAt,
  updatedAt: createdAt,
});

const records = [
  rec('a', 'Taxi to airport', 45, '2026-01-05', 'draft', '2026-01-05T10:00:00Z'),
  rec('b', 'Hotel Berlin', 320, '2026-01-02', 'submitted', '2026-01-06T10:00:00Z'),
  rec('c', 'Train', 9.5, '2026-02-01', 'draft', '2026-01-04T10:00:00Z'),
];

describe('queryRecords', () => {
  it('sorts newest first as the exact reverse of oldest first, as the store pages them', () => {
    // Records of one import share their createdAt: newest first puts the later id first.
    const moment = '2026-01-07T10:00:00Z';
    const all = [...records, rec('e', 'E', 1, '2026-01-01', 'draft', moment)];
    all.push(rec('d', 'D', 1, '2026-01-01', 'draft', moment));
    const ids = (direction: 'asc' | 'desc') =>
      queryRecords(all, claim, { sort: { field: 'createdAt', direction } }).map((r) => r.id);
    expect(ids('asc')).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(ids('desc')).toEqual(['e', 'd', 'b', 'a', 'c']);
  });

  it('searches every field, case-insensitively', () => {
    expect(queryRecords(records, claim, { search: 'BERLIN' }).map((r) => r.id)).toEqual(['b']);
    expect(queryRecords(records, claim, { search: 'draft' }).map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('sorts by a field in either direction, numbers as numbers', () => {
    expect(
      queryRecords(records, claim, { sort: { field: 'amount', direction: 'asc' } }).map(
        (r) => r.id,
      ),
    ).toEqual(['c', 'a', 'b']);
    expect(
      queryRecords(records, claim, { sort: { field: 'spentOn', direction: 'desc' } }).map(
        (r) => r.id,
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('filters by range, choice and text', () => {
    const range = queryRecords(records, claim, {
      filters: [{ field: 'amount', kind: 'range', min: 10, max: 100 }],
    });
    expect(range.map((r) => r.id)).toEqual(['a']);
    const dates = queryRecords(records, claim, {
      filters: [{ field: 'spentOn', kind: 'range', min: '2026-01-03' }],
    });
    expect(dates.map((r) => r.id)).toEqual(['a', 'c']);
    const state = queryRecords(records, claim, {
      filters: [{ field: 'status', kind: 'oneOf', values: ['submitted'] }],
    });
    expect(state.map((r) => r.id)).toEqual(['b']);
    const text = queryRecords(records, claim, {
      filters: [{ field: 'title', kind: 'contains', text: 'tax' }],
    });
    expect(text.map((r) => r.id)).toEqual(['a']);
  });

  it('starts from the order the spec names', () => {
    const sort = defaultSort(claim);
    expect(sort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(queryRecords(records, claim, sort ? { sort } : {}).map((r) => r.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(
      defaultSort({
        ...claim,
        list: { noun: 'claims', columns: [], order: 'by amount descending' },
      }),
    ).toEqual({ field: 'amount', direction: 'desc' });
  });

  it('offers the filter that fits each type', () => {
    expect(claim.fields.map((f) => filterKindOf(f.type))).toEqual([
      'contains',
      'range',
      'range',
      'oneOf',
    ]);
  });

  it('searches the same after the searchable text was prepared ahead', () => {
    const fresh = records.map((r) => ({ ...r }));
    prepareSearch(fresh, claim);
    expect(queryRecords(fresh, claim, { search: 'berlin' }).map((r) => r.id)).toEqual(['b']);
    expect(queryRecords(fresh, claim, { search: '9.50' }).map((r) => r.id)).toEqual(['c']);
  });
});
