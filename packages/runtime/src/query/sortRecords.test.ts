import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity } from '@specrun/model';
import { buildLabelIndex } from '../labels/referenceLabels.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { recordComparator } from './queryRecords.ts';
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
const FIELDS = ['title', 'amount', 'paid', 'spentOn', 'category', 'tags', 'createdAt', 'nope'];

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

describe('sortRecords', () => {
  it('orders records exactly as recordComparator does, for every field and direction', () => {
    const labels = buildLabelIndex(
      { ...emptySpec(), entities: [claim, category] },
      {
        Category: [
          {
            ...toRecord({ id: 'k1', createdAt: '2026-01-01T00:00:00Z' }),
            entity: 'Category',
            values: { name: 'Zoo' },
          },
          {
            ...toRecord({ id: 'k2', createdAt: '2026-01-01T00:00:00Z' }),
            entity: 'Category',
            values: { name: 'Art' },
          },
        ],
      },
    );
    fc.assert(
      fc.property(
        fc.array(recordArb, { maxLength: 30 }),
        fc.constantFrom(...FIELDS),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.boolean(),
        (raw, field, direction, withLabels) => {
          const records = raw.map(toRecord);
          const sort = { field, direction };
          const options = withLabels ? { labels } : {};
          const expected = [...records].sort(recordComparator(claim, sort, options));
          expect(sortRecords(records, claim, sort, options)).toEqual(expected);
        },
      ),
    );
  });

  it('puts records without the value last in both directions, and sorts references by label', () => {
    const records = [
      toRecord({ id: 'a', category: 'k1', createdAt: '2026-01-01T00:00:00Z' }),
      toRecord({ id: 'b', createdAt: '2026-01-01T00:00:00Z' }),
      toRecord({ id: 'c', category: 'k2', createdAt: '2026-01-01T00:00:00Z' }),
    ];
    const labels = buildLabelIndex(
      { ...emptySpec(), entities: [claim, category] },
      {
        Category: [
          { ...records[0]!, entity: 'Category', id: 'k1', values: { name: 'Zoo' } },
          { ...records[0]!, entity: 'Category', id: 'k2', values: { name: 'Art' } },
        ],
      },
    );
    const order = (direction: 'asc' | 'desc', withLabels: boolean) =>
      sortRecords(
        records,
        claim,
        { field: 'category', direction },
        withLabels ? { labels } : {},
      ).map((r) => r.id);
    expect(order('asc', false)).toEqual(['a', 'c', 'b']);
    expect(order('desc', false)).toEqual(['c', 'a', 'b']);
    expect(order('asc', true)).toEqual(['c', 'a', 'b']);
  });

  it('sorts a subset or a grown set after a first sort as a first sort would', () => {
    const titled = (id: string, title: string) =>
      toRecord({ id, title, createdAt: '2026-01-01T00:00:00Z' });
    const sortByTitle = (records: StoredRecord[]) =>
      sortRecords(records, claim, { field: 'title', direction: 'asc' }).map((r) => r.id);
    const b = titled('b', 'Bus');
    const a = titled('a', 'Airport taxi');
    const c = titled('c', 'Cinema');
    expect(sortByTitle([b, a, c])).toEqual(['a', 'b', 'c']);
    expect(sortByTitle([c, a])).toEqual(['a', 'c']);
    expect(sortByTitle([c, titled('d', 'Boat'), a, b])).toEqual(['a', 'd', 'b', 'c']);
  });
});
