import { describe, expect, it } from 'vitest';
import { readMarkdown } from '@specrun/model';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import { openDataChain } from './openDataChain.ts';
import { batchSize, BULK_BATCH_SIZE } from './writeInBatches.ts';

const { spec } = readMarkdown(`# Specification: Todos

## 3. Entities and their fields

### Todo

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| completed | boolean | no | default false |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Todo | size(title) <= 12 | save | TITLE_TOO_LONG |

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| helper | read, create | Todo | |
| helper | update | Todo | title != "Locked" |

| user | name | roles |
| --- | --- | --- |
| h | Hal Helper | helper |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| TITLE_TOO_LONG | 422 | A title has at most 12 characters. |
`);

const TOTAL = 2500;

/** 2,500 todos (one locked, one whose title breaks the rule) in a store that counts its writes. */
async function todos() {
  const inner = new MemoryRecordStore();
  const at = '2026-01-01T00:00:00.000Z';
  const records: StoredRecord[] = Array.from({ length: TOTAL }, (_, i) => ({
    entity: 'Todo',
    id: `t${i}`,
    values: {
      title: i === 7 ? 'Locked' : i === 1500 ? 'Far too long a title' : `Todo ${i}`,
      completed: false,
    },
    aside: {},
    version: 1,
    createdAt: at,
    updatedAt: at,
  }));
  await inner.putMany(records);
  const writes: string[] = [];
  const store: RecordStore = Object.create(inner) as RecordStore;
  store.put = (record) => {
    writes.push('put');
    return inner.put(record);
  };
  store.putMany = (many, options) => {
    writes.push(`putMany ${many.length}`);
    return inner.putMany(many, options);
  };
  const chain = openDataChain({ spec, store });
  const actor = chain.actorOf('h')!;
  const changes = records.map((r) => ({ id: r.id, values: { completed: true }, version: 1 }));
  return { inner, writes, actor, changes, chain };
}

describe('updateMany (bulk writes in batches)', () => {
  it('checks every change as an update, and writes those that pass one batch at a time', async () => {
    const { inner, writes, actor, changes, chain } = await todos();
    const progress: number[] = [];
    const result = await actor.source.updateMany('Todo', changes, {
      onProgress: (done, total) => {
        expect(total).toBe(TOTAL);
        progress.push(done);
      },
    });
    expect(result.cancelled).toBe(false);
    expect(result.written).toHaveLength(TOTAL - 2);
    expect(result.refused.map((r) => [r.id, r.errors.map((e) => e.code)])).toEqual([
      ['t7', ['NOT_ALLOWED']],
      ['t1500', ['TITLE_TOO_LONG']],
    ]);
    // One transaction per batch of 1,000 changes the permissions let through, none record by
    // record: the locked todo never reaches a batch, the one breaking the rule is left out of its.
    expect(BULK_BATCH_SIZE).toBe(1000);
    expect(writes).toEqual(['putMany 1000', 'putMany 999', 'putMany 499']);
    expect(progress.at(-1)).toBe(TOTAL);
    const stored = await inner.list('Todo');
    expect(stored.filter((r) => r.values.completed === true)).toHaveLength(TOTAL - 2);
    expect((await inner.get('Todo', 't3'))?.version).toBe(2);
    expect((await inner.get('Todo', 't7'))?.values.completed).toBe(false);
    chain.close();
  });

  it('refuses a stale version with CONFLICT and leaves the rest', async () => {
    const { actor, changes, chain } = await todos();
    const stale = changes.slice(0, 3).map((c, i) => (i === 1 ? { ...c, version: 9 } : c));
    const result = await actor.source.updateMany('Todo', stale);
    expect(result.written.map((r) => r.id)).toEqual(['t0', 't2']);
    expect(result.refused).toMatchObject([{ id: 't1', errors: [{ code: 'CONFLICT' }] }]);
    chain.close();
  });

  it('stops before the next batch when cancelled, what was written staying written', async () => {
    const { inner, actor, changes, chain } = await todos();
    const controller = new AbortController();
    const result = await actor.source.updateMany('Todo', changes, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(result.cancelled).toBe(true);
    expect(result.written.length + result.refused.length).toBe(BULK_BATCH_SIZE + 1);
    const completed = (await inner.list('Todo')).filter((r) => r.values.completed === true);
    expect(completed).toHaveLength(result.written.length);
    chain.close();
  });

  it('makes at most 10 batches of a long write, each of at least 1,000 changes', () => {
    expect(batchSize(10)).toBe(1000);
    expect(batchSize(10_000)).toBe(1000);
    expect(batchSize(100_000)).toBe(10_000);
    expect(batchSize(100_001)).toBe(10_001);
  });

  it('refuses a state moved by a write, and writes record by record through a source without bulk writes', async () => {
    const { spec: chores } = readMarkdown(`# Specification: Chores

## 3. Entities and their fields

### Chore

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | |
| status | state | yes | |

## 4. States and transitions

### Chore

Initial state: waiting.

| from | action | to |
| --- | --- | --- |
| waiting | finish | done |
`);
    const store = new MemoryRecordStore();
    const chain = openDataChain({ spec: chores, store });
    const actor = chain.actorOf(chain.users[0]!.id)!;
    const made = await actor.source.create('Chore', { name: 'Dishes' });
    const other = await actor.source.create('Chore', { name: 'Mop' });
    if (!made.ok || !other.ok) throw new Error('the chores were not made');
    const { AccessDataSource } = await import('../access/AccessDataSource.ts');
    // The same rights over a source that writes one record at a time (no `updateMany`).
    const updates: string[] = [];
    const inner = {
      list: actor.local.list.bind(actor.local),
      listPage: actor.local.listPage.bind(actor.local),
      count: actor.local.count.bind(actor.local),
      get: actor.local.get.bind(actor.local),
      getMany: actor.local.getMany.bind(actor.local),
      create: actor.local.create.bind(actor.local),
      remove: actor.local.remove.bind(actor.local),
      subscribe: actor.local.subscribe.bind(actor.local),
      update: (entity: string, id: string, values: Record<string, never>, version: number) => {
        updates.push(id);
        return actor.local.update(entity, id, values, version);
      },
    };
    const source = new AccessDataSource(inner, {
      access: actor.access,
      writeTransition: async () => ({ ok: false, errors: [] }),
    });
    const result = await source.updateMany('Chore', [
      { id: made.value.id, values: { status: 'done' }, version: 1 },
      { id: other.value.id, values: { name: 'Mop the hall' }, version: 1 },
    ]);
    expect(result.refused).toMatchObject([
      { id: made.value.id, errors: [{ code: 'STATE_BY_ACTION' }] },
    ]);
    expect(result.written.map((r) => r.values.name)).toEqual(['Mop the hall']);
    expect(updates).toEqual([other.value.id]);
    chain.close();
  });
});
