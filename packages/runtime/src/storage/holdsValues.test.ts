import { describe, expect, it } from 'vitest';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { claim, referenceSpec } from '../lifecycle/referenceSpec.testing.ts';
import { MemoryRecordStore } from './MemoryRecordStore.ts';
import { holdsValues } from './RecordStore.ts';

describe('holdsValues', () => {
  it('holds when each field’s value, or an item of its list, is the text', () => {
    const record = claim('c1', { owner: 'u1', amount: 20, tags: ['a', 7] as never });
    expect(holdsValues(record, {})).toBe(true);
    expect(holdsValues(record, { owner: 'u1' })).toBe(true);
    expect(holdsValues(record, { owner: 'u1', amount: '20' })).toBe(true);
    expect(holdsValues(record, { tags: '7' })).toBe(true);
    expect(holdsValues(record, { owner: 'u2' })).toBe(false);
    expect(holdsValues(record, { receipt: 'undefined' })).toBe(false);
    expect(holdsValues(record, { tags: 'a,7' })).toBe(false);
  });

  it('reads `id` as the record’s id', () => {
    const record = claim('c1', { owner: 'u1' });
    expect(holdsValues(record, { id: 'c1' })).toBe(true);
    expect(holdsValues(record, { id: 'c1', owner: 'u1' })).toBe(true);
    expect(holdsValues(record, { id: 'c2' })).toBe(false);
  });

  it('filters the list of a store that cannot ask its database', async () => {
    const store = new MemoryRecordStore();
    await store.putMany([claim('c1', { owner: 'u1' }), claim('c2', { owner: 'u2' }), claim('c3')]);
    const source = new LocalDataSource(referenceSpec(), store);
    expect((await source.listWhere('Claim', { owner: 'u1' })).map((r) => r.id)).toEqual([
      'c1',
      'c3',
    ]);
  });
});
