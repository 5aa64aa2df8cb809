import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DexieRecordStore } from './DexieRecordStore.ts';
import { sampleRecord } from './recordStoreContract.ts';
import type { StoreChange } from './RecordStore.ts';
import { readMutatedParts } from './readMutatedParts.ts';

let n = 0;

interface Opened {
  store: DexieRecordStore;
  name: string;
  /** Every `storagemutated` event Dexie fired since the store was opened. */
  events: Record<string, unknown>[];
  close(): void;
}

function openStore(): Opened {
  const place = `parts-${n++}`;
  const store = new DexieRecordStore(place, { indexedDB: new IDBFactory(), IDBKeyRange });
  const events: Record<string, unknown>[] = [];
  const handler = (parts: Record<string, unknown>): void => void events.push(parts);
  Dexie.on('storagemutated', handler);
  return {
    store,
    name: `specrun:${place}`,
    events,
    close: () => {
      Dexie.on('storagemutated').unsubscribe(handler);
      store.close();
    },
  };
}

const ofEvents = (events: Record<string, unknown>[], name: string): StoreChange[] =>
  events.flatMap((parts) => readMutatedParts(parts, name));

describe('readMutatedParts', () => {
  it('names the records of a put and a remove by entity', async () => {
    const opened = openStore();
    const { store, name, events } = opened;
    await store.put(sampleRecord('Claim', 'c1'));
    await store.remove('Claim', 'c1');
    expect(ofEvents(events, name).filter((c) => c.entity !== undefined)).toEqual([
      { entity: 'Claim', ids: ['c1'] },
      { entity: 'Claim', ids: ['c1'] },
    ]);
    opened.close();
  });

  it("reads another tab's event, a plain copy sent through a broadcast channel", async () => {
    const opened = openStore();
    const { store, name, events } = opened;
    await store.putMany([sampleRecord('Claim', 'a'), sampleRecord('Claim', 'b')]);
    const copied = events.map((parts) => structuredClone(parts));
    const changes = ofEvents(copied, name).filter((c) => c.entity !== undefined);
    expect(changes).toHaveLength(1);
    expect([...(changes[0]?.ids ?? [])].sort()).toEqual(['a', 'b']);
    opened.close();
  });

  it('gives a change without entity for a bulk write, meta values, or ranges of keys', async () => {
    const opened = openStore();
    const { store, name, events } = opened;
    await store.putMany(Array.from({ length: 60 }, (_, i) => sampleRecord('Claim', `c${i}`)));
    const bulk = ofEvents(events.splice(0), name);
    expect(bulk).toContainEqual({});
    expect(bulk.every((change) => change.ids === undefined)).toBe(true);
    await store.setMeta('shape', {});
    expect(ofEvents(events.splice(0), name)).toEqual([{}]);
    const range = { from: ['Claim', 'a'], to: ['Claim', 'z'], d: 1, l: null, r: null };
    expect(readMutatedParts({ [`idb://${name}/records/`]: range }, name)).toEqual([{}]);
    opened.close();
  });

  it("gives nothing for another database's event", () => {
    const key = { from: ['Claim', 'a'], to: ['Claim', 'a'], d: 1, l: null, r: null };
    expect(readMutatedParts({ 'idb://specrun:other/records/': key }, 'specrun:mine')).toEqual([]);
    expect(readMutatedParts({ 'idb://specrun:mine2/records/': key }, 'specrun:mine')).toEqual([]);
  });
});
