import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DexieRecordStore } from './DexieRecordStore.ts';
import { MemoryRecordStore } from './MemoryRecordStore.ts';
import { recordStoreContract, sampleRecord } from './recordStoreContract.ts';
import { storeAfter } from './storeAfter.ts';

let n = 0;
recordStoreContract('memory', () => new MemoryRecordStore());
// A fresh IndexedDB per test, so tests do not share data.
recordStoreContract(
  'IndexedDB (Dexie)',
  () => new DexieRecordStore(`test-${n++}`, { indexedDB: new IDBFactory(), IDBKeyRange }),
);

recordStoreContract('memory, after a ready promise', () =>
  storeAfter(new MemoryRecordStore(), Promise.resolve()),
);

describe('storeAfter', () => {
  it('reads and writes only once ready, and in order', async () => {
    const store = new MemoryRecordStore();
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (open = resolve));
    const after = storeAfter(store, ready);
    const written = after.put(sampleRecord('Task', 't1', { title: 'a' }));
    const read = after.get('Task', 't1');
    await Promise.resolve();
    expect(await store.get('Task', 't1')).toBeUndefined();
    open();
    await written;
    expect((await read)?.values).toEqual({ title: 'a' });
  });

  it('fails every read and write with the reason the store could not be made ready', async () => {
    const failure = new Error('The database could not be opened.');
    const ready = Promise.reject(failure);
    const after = storeAfter(new MemoryRecordStore(), ready);
    await expect(after.list('Task')).rejects.toBe(failure);
    await expect(after.put(sampleRecord('Task', 't1', {}))).rejects.toBe(failure);
    expect(typeof after.subscribe(() => undefined)).toBe('function');
  });
});
