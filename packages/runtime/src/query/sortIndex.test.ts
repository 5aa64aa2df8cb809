import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity } from '@specrun/model';
import { buildLabelIndex } from '../labels/referenceLabels.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { queryRecords } from './queryRecords.ts';
import {
  applySortIndex,
  buildSortIndex,
  prepareSort,
  preparedSortIndex,
  sortIndexOf,
} from './sortIndex.ts';
import { sortRecords } from './sortRecords.ts';
import { optionalField as f } from '../testing/optionalField.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    f('title', { kind: 'text' }),
    f('amount', { kind: 'money', currency: 'EUR' }),
    f('paid', { kind: 'boolean' }),
    f('spentOn', { kind: 'date' }),
    f('category', { kind: 'ref', entity: 'Category' }),
    f('tags', { kind: 'list', of: { kind: 'text' } }),
  ],
};
const category: Entity = { name: 'Category', text: '', fields: [f('name', { kind: 'text' })] };
const VALUE_KEYS = ['title', 'amount', 'paid', 'spentOn', 'category', 'tags'] as const;

const recordArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  title: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
  amount: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
  paid: fc.option(fc.boolean(), { nil: undefined }),
  spentOn: fc.option(fc.constantFrom('2026-01-02', '2025-12-31', '2026-10-01'), {
    nil: undefined,
  }),
  category: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: undefined }),
  tags: fc.option(fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }), { nil: undefined }),
  createdAt: fc.constantFrom('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'),
});

type Raw = { id: string; createdAt: string } & Partial<
  Record<(typeof VALUE_KEYS)[number], unknown>
>;

function toRecord(r: Raw): StoredRecord {
  const values: StoredRecord['values'] = {};
  for (const key of VALUE_KEYS) {
    const value = r[key];
    if (value !== undefined) values[key] = value as StoredRecord['values'][string];
  }
  return {
    entity: 'Claim',
    id: r.id,
    values,
    aside: {},
    version: 1,
    createdAt: r.createdAt,
    updatedAt: r.createdAt,
  };
}

describe('sort indexes', () => {
  const labels = buildLabelIndex(
    { ...emptySpec(), entities: [claim, category] },
    {
      Category: [
        { ...toRecord({ id: 'k1', createdAt: '2026-01-01T00:00:00Z' }), values: { name: 'Zoo' } },
        { ...toRecord({ id: 'k2', createdAt: '2026-01-01T00:00:00Z' }), values: { name: 'Art' } },
      ].map((r) => ({ ...r, entity: 'Category' })),
    },
  );

  it('order a list, or any part of it, both ways exactly as sortRecords does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(recordArb, fc.boolean()), { maxLength: 40 }),
        fc.constantFrom(...VALUE_KEYS),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.boolean(),
        (raw, field, direction, withLabels) => {
          const records = raw.map(([r]) => toRecord(r));
          const part = records.filter((_, i) => raw[i]![1]);
          const options = withLabels ? { labels } : {};
          const index = sortIndexOf(records, claim, field, options);
          const sort = { field, direction };
          expect(applySortIndex(index, records, direction)).toEqual(
            sortRecords(records, claim, sort, options),
          );
          expect(applySortIndex(index, records, direction, part)).toEqual(
            sortRecords(part, claim, sort, options),
          );
        },
      ),
    );
  });

  it('are made once per list and field, and used by queryRecords for the list and its parts', () => {
    const records = ['Cinema', 'Bus', 'Airport taxi', 'Bus'].map((title, i) =>
      toRecord({ id: `r${i}`, title, createdAt: '2026-01-01T00:00:00Z' }),
    );
    expect(preparedSortIndex(records, 'title')).toBeUndefined();
    // A search alone does not make an index: sorting what it kept is cheaper.
    const bus = queryRecords(records, claim, {
      search: 'bus',
      sort: { field: 'title', direction: 'asc' },
    });
    expect(bus.map((r) => r.id)).toEqual(['r1', 'r3']);
    expect(preparedSortIndex(records, 'title')).toBeUndefined();
    prepareSort(records, claim, ['title', 'amount', 'createdAt', 'nope']);
    const index = preparedSortIndex(records, 'title');
    expect(index).toBeDefined();
    expect(preparedSortIndex(records, 'amount')).toBeDefined();
    expect(preparedSortIndex(records, 'nope')).toBeUndefined();
    expect(sortIndexOf(records, claim, 'title')).toBe(index);
    expect(preparedSortIndex([...records], 'title')).toBeUndefined();
    const titles = (query: Parameters<typeof queryRecords>[2]) =>
      queryRecords(records, claim, query).map((r) => r.id);
    expect(titles({ sort: { field: 'title', direction: 'asc' } })).toEqual([
      'r2',
      'r1',
      'r3',
      'r0',
    ]);
    expect(titles({ sort: { field: 'title', direction: 'desc' } })).toEqual([
      'r0',
      'r1',
      'r3',
      'r2',
    ]);
    expect(titles({ search: 'i', sort: { field: 'title', direction: 'desc' } })).toEqual([
      'r0',
      'r2',
    ]);
  });

  it('group equal keys into runs and put records without a key last', () => {
    const index = buildSortIndex([3, undefined, 1, 3, 1, undefined, 2]);
    expect([...index.order]).toEqual([2, 4, 6, 0, 3, 1, 5]);
    expect([...index.runEnd]).toEqual([2, 2, 3, 5, 5, 7, 7]);
    expect(index.valued).toBe(5);
  });

  it('refuse an unknown field and a list the index was not made for', () => {
    const records = [toRecord({ id: 'a', title: 'A', createdAt: '2026-01-01T00:00:00Z' })];
    expect(() => sortIndexOf(records, claim, 'nope')).toThrow(/Claim has no field "nope"/);
    const index = sortIndexOf(records, claim, 'title');
    expect(() => applySortIndex(index, [], 'asc')).toThrow(/built for another list/);
  });
});
