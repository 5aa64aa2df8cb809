import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { DexieRecordStore } from './DexieRecordStore.ts';
import { MemoryRecordStore } from './MemoryRecordStore.ts';
import { recordStoreContract } from './recordStoreContract.ts';

let n = 0;
recordStoreContract('memory', () => new MemoryRecordStore());
// A fresh IndexedDB per test, so tests do not share data.
recordStoreContract(
  'IndexedDB (Dexie)',
  () => new DexieRecordStore(`test-${n++}`, { indexedDB: new IDBFactory(), IDBKeyRange }),
);
