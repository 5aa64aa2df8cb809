import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { StoreChange, StoredRecord } from '../storage/RecordStore.ts';
import { CountIndex, type IndexedRecord } from './CountIndex.ts';
import { EntityMirror } from './EntityMirror.ts';
import {
  expenseClaims,
  openApp,
  storedClaim,
  TRAVEL,
  type TestApp,
} from './expenseClaims.testing.ts';

/** A memory store that counts its reads, can fail them, and can announce changes of its own. */
class CountingStore extends MemoryRecordStore {
  /** The entity of every `list` call, in order. */
  readonly lists: string[] = [];
  gets = 0;
  /** How many of the next `get` calls reject. */
  failGets = 0;
  /** How long each `get` takes, in milliseconds. */
  getDelay = 0;
  private readonly heard = new Set<(change: StoreChange) => void>();

  override list(entity: string): Promise<StoredRecord[]> {
    this.lists.push(entity);
    return super.list(entity);
  }

  override async get(entity: string, id: string): Promise<StoredRecord | undefined> {
    this.gets++;
    if (this.getDelay > 0) await new Promise((resolve) => setTimeout(resolve, this.getDelay));
    if (this.failGets > 0) {
      this.failGets--;
      throw new Error('the disk is gone');
    }
    return super.get(entity, id);
  }

  override subscribe(listener: (change: StoreChange) => void): () => void {
    this.heard.add(listener);
    const stop = super.subscribe(listener);
    return () => {
      this.heard.delete(listener);
      stop();
    };
  }

  /** Tells every listener of a change, as another tab's write would. */
  announce(change: StoreChange): void {
    for (const listener of this.heard) listener(change);
  }
}

/** The codes of the errors beside the name of a new category named `name`. */
function nameErrors(app: TestApp, name = 'Travel'): string[] {
  const check = app.book.validateForm('Category', { name, active: true }, { mode: 'create' });
  return (check.fields.name ?? []).map((e) => e.code);
}

const claimValues = { title: 'Taxi', amount: 20, category: 'k1', spentOn: '2026-11-01' };

describe('EntityMirror following the store', () => {
  it('reads only the records a change names, never the whole entity', async () => {
    const store = new CountingStore();
    await store.putMany([TRAVEL, ...Array.from({ length: 300 }, (_, i) => storedClaim(`c${i}`))]);
    const app = openApp({ store });
    await app.book.ready('Claim');
    await app.book.ready('Category');
    const listed = store.lists.length;
    // u1's 300 claims are all drafts, so act as u2, who has none yet: MAX_OPEN_CLAIMS is 10.
    app.actAs('u2');
    for (let i = 0; i < 10; i++)
      expect((await app.source.create('Claim', { ...claimValues, owner: 'u2' })).ok).toBe(true);
    const refused = await app.source.create('Claim', { ...claimValues, owner: 'u2' });
    expect(!refused.ok && refused.errors[0]?.code).toBe('TOO_MANY_OPEN_CLAIMS');
    expect((await app.source.create('Category', { name: 'Meals' })).ok).toBe(true);
    await app.book.ready('Category');
    expect(nameErrors(app, 'Meals')).toEqual(['NAME_TAKEN']);
    expect(store.lists.slice(listed)).toEqual([]);
    app.book.close();
  });

  it('takes a removed record out, reading just its id', async () => {
    const store = new CountingStore();
    const app = openApp({ store });
    await store.put(TRAVEL);
    await app.book.ready('Category');
    const listed = store.lists.length;
    expect(nameErrors(app)).toEqual(['NAME_TAKEN']);
    await store.remove('Category', 'k1');
    await app.book.ready('Category');
    expect(nameErrors(app)).toEqual([]);
    expect(store.lists.length).toBe(listed);
    app.book.close();
  });

  it('reads the whole entity for a change that names no records, or many', async () => {
    const store = new CountingStore();
    const app = openApp({ store });
    await app.book.ready('Category');
    store.lists.length = 0;
    store.announce({ entity: 'Category' });
    await app.book.ready('Category');
    expect(store.lists).toEqual(['Category']);
    store.announce({});
    await app.book.ready('Category');
    expect(store.lists.filter((e) => e === 'Category')).toHaveLength(2);
    store.lists.length = 0;
    const gets = store.gets;
    const many = Array.from({ length: 100 }, (_, i) => ({
      ...TRAVEL,
      id: `k${i}`,
      values: { name: `Category ${i}`, active: true },
    }));
    await store.putMany(many);
    await app.book.ready('Category');
    expect(store.lists).toEqual(['Category']);
    expect(store.gets).toBe(gets);
    app.book.close();
  });

  // Regression: `ready` resolved at once while a read was under way, so a write was checked
  // against indexes without the record written just before it.
  it('is ready only once a read under way has ended', async () => {
    const store = new CountingStore();
    const app = openApp({ store });
    await app.book.ready('Category');
    store.getDelay = 20;
    await store.put(TRAVEL);
    await app.book.ready('Category');
    expect(nameErrors(app)).toEqual(['NAME_TAKEN']);
    app.book.close();
  });

  it('reports records it could not read, and reads them on the next sync', async () => {
    const store = new CountingStore();
    const app = openApp({ store });
    await app.book.ready('Category');
    store.failGets = 1;
    await store.put(TRAVEL);
    await app.book.ready('Category');
    expect(nameErrors(app)).toEqual(['RULE_ERROR']);
    await app.book.ready('Category');
    expect(nameErrors(app)).toEqual(['NAME_TAKEN']);
    app.book.close();
  });
});

const claim = expenseClaims().entities.find((e) => e.name === 'Claim')!;
const OWNERS = ['u1', 'u2', 'u3', 'u4'];
const STATUSES = ['draft', 'submitted', 'approved', 'paid'];
const TITLES = ['Taxi', 'Train', 'Hotel'];
const IDS = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'];

/** A mirror of the claims with the indexes of the open-claims count and a `unique(title)`. */
function claimMirror(store: MemoryRecordStore) {
  const mirror = new EntityMirror(claim, store);
  const open = (record: IndexedRecord): boolean =>
    record.values.status === 'draft' || record.values.status === 'submitted';
  const byOwner = mirror.addIndex(new CountIndex(claim, ['owner'], open));
  const byTitle = mirror.addIndex(new CountIndex(claim, ['title']));
  return { mirror, byOwner, byTitle };
}

/** Everything the rules can see of a mirror, to compare it with one read from scratch. */
function seen({ mirror, byOwner, byTitle }: ReturnType<typeof claimMirror>) {
  return {
    size: mirror.size,
    records: [...mirror.records()].sort((a, b) => String(a.id).localeCompare(String(b.id))),
    has: IDS.map((id) => mirror.has(id)),
    owners: OWNERS.map((o) => byOwner.lookup(CountIndex.keyOf([o]))),
    titles: TITLES.map((t) => byTitle.lookup(CountIndex.keyOf([t]))),
  };
}

const values = fc.record({
  owner: fc.constantFrom(...OWNERS),
  status: fc.constantFrom(...STATUSES),
  title: fc.constantFrom(...TITLES),
});
const operation = fc.oneof(
  fc.record({ type: fc.constant('put' as const), id: fc.constantFrom(...IDS), values }),
  fc.record({ type: fc.constant('remove' as const), id: fc.constantFrom(...IDS) }),
  fc.record({
    type: fc.constant('putMany' as const),
    records: fc.array(fc.record({ id: fc.constantFrom(...IDS), values }), { maxLength: 4 }),
  }),
  // More records than a change is read by id for: the whole list is read instead.
  fc.record({ type: fc.constant('bulk' as const), values }),
  fc.record({ type: fc.constant('other' as const), id: fc.constantFrom(...IDS) }),
  fc.record({ type: fc.constant('announce' as const), entity: fc.boolean() }),
  fc.constant({ type: 'sync' as const }),
);

describe('EntityMirror kept up to date change by change', () => {
  it('holds what a mirror read from scratch holds, after any writes and removes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), async (operations) => {
        const store = new CountingStore();
        const followed = claimMirror(store);
        store.subscribe(({ entity, ids }) => {
          if (entity === undefined || entity === 'Claim') followed.mirror.invalidate(ids);
        });
        let version = 0;
        const record = (id: string, v: Record<string, string>): StoredRecord => ({
          ...storedClaim(id, v),
          version: ++version,
        });
        const check = async (): Promise<void> => {
          await followed.mirror.sync();
          const fresh = claimMirror(store);
          await fresh.mirror.sync();
          expect(seen(followed)).toEqual(seen(fresh));
        };
        await followed.mirror.sync();
        // Writes are not awaited one by one, so that changes arrive while records are read.
        const writes: Promise<unknown>[] = [];
        for (const op of operations) {
          if (op.type === 'put') writes.push(store.put(record(op.id, op.values)));
          else if (op.type === 'remove') writes.push(store.remove('Claim', op.id));
          else if (op.type === 'putMany')
            writes.push(store.putMany(op.records.map((r) => record(r.id, r.values))));
          else if (op.type === 'bulk')
            writes.push(
              store.putMany(Array.from({ length: 80 }, (_, i) => record(`b${i}`, op.values))),
            );
          else if (op.type === 'other')
            writes.push(store.put({ ...record(op.id, {}), entity: 'Category' }));
          else if (op.type === 'announce') store.announce(op.entity ? { entity: 'Claim' } : {});
          else {
            await Promise.all(writes.splice(0));
            await check();
          }
          if (op.type !== 'sync') void followed.mirror.sync();
        }
        await Promise.all(writes);
        await check();
      }),
      { numRuns: 200 },
    );
  });
});

// Regression: under a steady stream of writes (a server answering creates side by side), a sync
// waited until no change was pending at all, so every write's check waited for the writes after
// it too, and creates through `specrun serve` queued behind each other.
describe('EntityMirror under a steady stream of changes', () => {
  it('waits for the changes made before a sync, not for those that come after it', async () => {
    const store = new CountingStore();
    await store.putMany(Array.from({ length: 50 }, (_, i) => storedClaim(`c${i}`)));
    const mirror = new EntityMirror(expenseClaims().entities[0]!, store);
    await mirror.sync();
    store.getDelay = 5;
    mirror.invalidate(['c0']);
    const synced = mirror.sync();
    let stop = false;
    const writer = (async () => {
      for (let i = 1; !stop; i = (i % 49) + 1) {
        mirror.invalidate([`c${i}`]);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const done = await Promise.race([
      synced.then(() => 'synced'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
    ]);
    stop = true;
    await writer;
    expect(done).toBe('synced');
    await mirror.sync();
    expect(mirror.ready).toBe(true);
  });
});
