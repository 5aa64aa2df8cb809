import { describe, expect, it } from 'vitest';
import {
  byCreation,
  type PageOptions,
  type RecordStore,
  type StoreChange,
  type StoredRecord,
} from './RecordStore.ts';
import { queryPageContract } from './queryPageContract.ts';

/** A record for the contract tests. */
export function sampleRecord(
  entity: string,
  id: string,
  values: StoredRecord['values'] = {},
): StoredRecord {
  return {
    entity,
    id,
    values,
    aside: {},
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function stamped(entity: string, id: string, createdAt: string): StoredRecord {
  return { ...sampleRecord(entity, id, { n: id }), createdAt, updatedAt: createdAt };
}

/** The behaviour every `RecordStore` must have; run it against each implementation. */
export function recordStoreContract(name: string, open: () => RecordStore): void {
  describe(`RecordStore contract: ${name}`, () => {
    it('puts, gets, lists and removes records per entity', async () => {
      const store = open();
      await store.put(sampleRecord('Claim', 'c1', { title: 'Taxi' }));
      await store.put(sampleRecord('Claim', 'c2', { title: 'Hotel' }));
      await store.put(sampleRecord('Category', 'c1', { name: 'Travel' }));
      expect((await store.get('Claim', 'c1'))?.values).toEqual({ title: 'Taxi' });
      expect((await store.get('Category', 'c1'))?.values).toEqual({ name: 'Travel' });
      expect((await store.list('Claim')).map((r) => r.id).sort()).toEqual(['c1', 'c2']);
      expect(await store.entities()).toEqual(['Category', 'Claim']);
      expect(await store.remove('Claim', 'c1')).toBe(true);
      expect(await store.remove('Claim', 'c1')).toBe(false);
      expect(await store.get('Claim', 'c1')).toBeUndefined();
      store.close();
    });

    it('replaces a record on put and hands out copies', async () => {
      const store = open();
      const record = sampleRecord('Claim', 'c1', { title: 'Taxi' });
      await store.put(record);
      record.values.title = 'changed after put';
      const read = await store.get('Claim', 'c1');
      expect(read?.values.title).toBe('Taxi');
      await store.put({ ...sampleRecord('Claim', 'c1', { title: 'Train' }), version: 2 });
      expect(await store.get('Claim', 'c1')).toMatchObject({
        version: 2,
        values: { title: 'Train' },
      });
      store.close();
    });

    it('reads many records by id in one read, in the order of the ids, each once', async () => {
      const store = open();
      await store.putMany(
        Array.from({ length: 50 }, (_, i) => sampleRecord('Category', `k${i}`, { name: `n${i}` })),
      );
      await store.put(sampleRecord('Claim', 'k3', { title: 'same id, other entity' }));
      const read = await store.getMany('Category', ['k7', 'k3', 'missing', 'k7', 'k41']);
      expect(read.map((r) => [r.entity, r.id, r.values.name])).toEqual([
        ['Category', 'k7', 'n7'],
        ['Category', 'k3', 'n3'],
        ['Category', 'k41', 'n41'],
      ]);
      expect(await store.getMany('Category', [])).toEqual([]);
      expect(await store.getMany('Nothing', ['k1'])).toEqual([]);
      expect(await store.getMany('Category', ['bad\u0000id', 'k1'])).toMatchObject([{ id: 'k1' }]);
      read[0]!.values.name = 'changed after read';
      expect((await store.get('Category', 'k7'))?.values.name).toBe('n7');
      store.close();
    });

    it('keeps aside values and lists of values as they were', async () => {
      const store = open();
      const record = sampleRecord('Claim', 'c1', { tags: ['a', 'b'], amount: 12.5, paid: false });
      record.aside.old = {
        value: { nested: [1, 2] },
        reason: 'gone',
        since: '2026-01-02T00:00:00.000Z',
      };
      await store.put(record);
      expect(await store.get('Claim', 'c1')).toEqual(record);
      store.close();
    });

    it('writes many records with progress', async () => {
      const store = open();
      const records = Array.from({ length: 4500 }, (_, i) =>
        sampleRecord('Claim', `c${i}`, { n: i }),
      );
      const progress: number[] = [];
      await store.putMany(records, { onProgress: (done) => progress.push(done) });
      expect((await store.list('Claim')).length).toBe(4500);
      expect(progress.at(-1)).toBe(4500);
      expect(progress.length).toBeGreaterThan(1);
      store.close();
    });

    it('writes nothing when a bulk write is cancelled', async () => {
      const store = open();
      await store.put(sampleRecord('Claim', 'keep', { n: -1 }));
      const controller = new AbortController();
      const records = Array.from({ length: 5000 }, (_, i) =>
        sampleRecord('Claim', `c${i}`, { n: i }),
      );
      const write = store.putMany(records, {
        signal: controller.signal,
        onProgress: (done) => {
          if (done >= 2000) controller.abort();
        },
      });
      await expect(write).rejects.toMatchObject({ name: 'AbortError' });
      expect((await store.list('Claim')).map((r) => r.id)).toEqual(['keep']);
      store.close();
    });

    it('lists records oldest first, records of one moment by id', async () => {
      const store = open();
      await store.putMany([
        stamped('Claim', 'b', '2026-01-02T00:00:00.000Z'),
        stamped('Claim', 'z', '2026-01-01T00:00:00.000Z'),
        stamped('Claim', 'a', '2026-01-02T00:00:00.000Z'),
        stamped('Other', 'x', '2025-01-01T00:00:00.000Z'),
        stamped('Claim', 'c', '2026-01-03T00:00:00.000Z'),
      ]);
      expect((await store.list('Claim')).map((r) => r.id)).toEqual(['z', 'a', 'b', 'c']);
      store.close();
    });

    it('reads pages in creation order, both ways, and counts records per entity', async () => {
      const store = open();
      const records = Array.from({ length: 30 }, (_, i) =>
        stamped(
          'Claim',
          `c${String(i).padStart(2, '0')}`,
          `2026-01-01T00:00:${String(29 - Math.floor(i / 3)).padStart(2, '0')}.000Z`,
        ),
      );
      await store.putMany([...records, stamped('Category', 'k', '2026-01-01T00:00:15.000Z')]);
      const oldestFirst = [...records].sort(byCreation).map((r) => r.id);
      const ids = async (options: PageOptions) =>
        (await store.listPage('Claim', options)).map((r) => r.id);
      expect(await ids({ limit: 7 })).toEqual(oldestFirst.slice(0, 7));
      expect(await ids({ limit: 7, offset: 7 })).toEqual(oldestFirst.slice(7, 14));
      expect(await ids({ limit: 100, offset: 25 })).toEqual(oldestFirst.slice(25));
      expect(await ids({ limit: 5, direction: 'desc' })).toEqual(
        [...oldestFirst].reverse().slice(0, 5),
      );
      expect(await ids({ limit: 5, offset: 28, direction: 'desc' })).toEqual(
        [...oldestFirst].reverse().slice(28),
      );
      expect(await ids({ limit: 5, offset: 30 })).toEqual([]);
      expect((await store.listPage('Claim', { limit: 1 }))[0]).toEqual(
        records.find((r) => r.id === oldestFirst[0]),
      );
      expect(await store.listPage('Nothing', { limit: 5 })).toEqual([]);
      expect(await store.count('Claim')).toBe(30);
      expect(await store.count('Category')).toBe(1);
      expect(await store.count('Nothing')).toBe(0);
      store.close();
    });

    it('reads the page after a record’s place (keyset paging), both ways, ties on time by id', async () => {
      const store = open();
      // Three records to each second: pages cut through records of one time.
      const records = Array.from({ length: 12 }, (_, i) =>
        stamped(
          'Claim',
          `c${String(i).padStart(2, '0')}`,
          `2026-01-01T00:00:${String(10 + Math.floor(i / 3)).padStart(2, '0')}.000Z`,
        ),
      );
      await store.putMany([...records, stamped('Other', 'x', '2026-01-01T00:00:11.000Z')]);
      const ids = async (options: PageOptions) =>
        (await store.listPage('Claim', options)).map((r) => r.id);
      const all = records.map((r) => r.id);
      const place = (i: number) => ({ createdAt: records[i]!.createdAt, id: records[i]!.id });
      expect(await ids({ limit: 4, after: place(4) })).toEqual(all.slice(5, 9));
      expect(await ids({ limit: 2, offset: 1, after: place(4) })).toEqual(all.slice(6, 8));
      expect(await ids({ limit: 4, after: place(7), direction: 'desc' })).toEqual(
        all.slice(3, 7).reverse(),
      );
      expect(await ids({ limit: 4, after: place(11) })).toEqual([]);
      // A place no record holds: the records past it.
      expect(
        await ids({ limit: 20, after: { createdAt: '2026-01-01T00:00:11.000Z', id: 'c04x' } }),
      ).toEqual(all.slice(5));
      expect(
        await ids({
          limit: 20,
          direction: 'desc',
          after: { createdAt: '2026-01-01T00:00:11.000Z', id: 'c04x' },
        }),
      ).toEqual(all.slice(0, 5).reverse());
      await expect(
        (async () =>
          store.listPage('Claim', {
            limit: 2,
            after: { createdAt: 1 },
          } as unknown as PageOptions))(),
      ).rejects.toThrow(/listPage: after must be/);
      store.close();
    });

    it('refuses a page read with a bad limit, offset or direction', async () => {
      const store = open();
      const bad: unknown[] = [
        { limit: 0 },
        { limit: 2.5 },
        { limit: Number.NaN },
        { limit: 5, offset: -1 },
        { limit: 5, direction: 'up' },
      ];
      for (const options of bad)
        await expect(
          (async () => store.listPage('Claim', options as PageOptions))(),
        ).rejects.toThrow(/listPage: (limit|offset|direction) must be/);
      store.close();
    });

    it('keeps meta values', async () => {
      const store = open();
      expect(await store.getMeta('shape')).toBeUndefined();
      await store.setMeta('shape', { Claim: ['title'] });
      expect(await store.getMeta('shape')).toEqual({ Claim: ['title'] });
      store.close();
    });

    it('tells subscribers about changes until they unsubscribe', async () => {
      const store = open();
      let calls = 0;
      const unsubscribe = store.subscribe(() => calls++);
      await store.put(sampleRecord('Claim', 'c1'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toBeGreaterThan(0);
      unsubscribe();
      const before = calls;
      await store.put(sampleRecord('Claim', 'c2'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toBe(before);
      store.close();
    });

    it('names the records it puts, removes and writes in bulk in its changes', async () => {
      const store = open();
      // Opening a database may be a change of its own: open it first.
      await store.count('Claim');
      const changes: StoreChange[] = [];
      const unsubscribe = store.subscribe((change) => changes.push(change));
      const settle = async (): Promise<StoreChange[]> => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return changes.splice(0);
      };
      await store.put(sampleRecord('Claim', 'c1'));
      expect(await settle()).toEqual([{ entity: 'Claim', ids: ['c1'] }]);
      await store.put({ ...sampleRecord('Claim', 'c1', { title: 'Train' }), version: 2 });
      expect(await settle()).toEqual([{ entity: 'Claim', ids: ['c1'] }]);
      await store.putMany([
        sampleRecord('Claim', 'c2'),
        sampleRecord('Category', 'k1'),
        sampleRecord('Claim', 'c3'),
      ]);
      const written = await settle();
      expect(written).toHaveLength(2);
      expect(written).toContainEqual({ entity: 'Category', ids: ['k1'] });
      const claims = written.find((change) => change.entity === 'Claim');
      expect([...(claims?.ids ?? [])].sort()).toEqual(['c2', 'c3']);
      expect(await store.remove('Claim', 'c2')).toBe(true);
      expect(await settle()).toEqual([{ entity: 'Claim', ids: ['c2'] }]);
      unsubscribe();
      store.close();
    });

    // Regression: Dexie calls the subscribers of its event last first, so a form that subscribed
    // after the rule book asked it whether it was ready before the book had heard of the change,
    // and kept its messages of the records as they were (a name taken in another tab).
    it('tells subscribers of a change in the order they subscribed', async () => {
      const store = open();
      await store.count('Claim');
      const heard: string[] = [];
      for (const name of ['first', 'second', 'third']) store.subscribe(() => heard.push(name));
      await store.put(sampleRecord('Claim', 'c1'));
      expect(heard).toEqual(['first', 'second', 'third']);
      store.close();
    });

    it('hears of a write before the write resolves', async () => {
      const store = open();
      await store.count('Claim');
      const heard: string[] = [];
      store.subscribe(({ ids }) => heard.push(...(ids ?? ['?'])));
      await store.put(sampleRecord('Claim', 'c1'));
      expect(heard).toEqual(['c1']);
      await store.remove('Claim', 'c1');
      expect(heard).toEqual(['c1', 'c1']);
      store.close();
    });

    queryPageContract(open);
  });
}
