import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DexieRecordStore } from './DexieRecordStore.ts';
import { sampleRecord } from './recordStoreContract.ts';

describe('DexieRecordStore', () => {
  it('opens a database of version 1 (before the creation index) with every record kept', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('specrun:old-place', { indexedDB, IDBKeyRange });
    old.version(1).stores({ records: '[entity+id], entity', meta: 'key' });
    await old
      .table('records')
      .bulkAdd([
        { ...sampleRecord('Claim', 'b', { title: 'Bus' }), createdAt: '2026-01-02T00:00:00.000Z' },
        { ...sampleRecord('Claim', 'a', { title: 'Taxi' }), createdAt: '2026-01-03T00:00:00.000Z' },
        sampleRecord('Category', 'k', { name: 'Travel' }),
      ]);
    await old.table('meta').put({ key: 'shape', value: { Claim: {} } });
    old.close();

    const store = new DexieRecordStore('old-place', { indexedDB, IDBKeyRange });
    expect((await store.list('Claim')).map((r) => r.values.title)).toEqual(['Bus', 'Taxi']);
    expect(
      (await store.listPage('Claim', { limit: 1, direction: 'desc' })).map((r) => r.id),
    ).toEqual(['a']);
    expect(await store.count('Claim')).toBe(2);
    expect(await store.entities()).toEqual(['Category', 'Claim']);
    expect(await store.getMeta('shape')).toEqual({ Claim: {} });
    store.close();
  });
});
