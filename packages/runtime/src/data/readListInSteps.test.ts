import { describe, expect, it } from 'vitest';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { sampleRecord } from '../storage/recordStoreContract.ts';
import {
  firstPageAnswers,
  firstPageFor,
  readListInSteps,
  refreshListRead,
  type ListRead,
} from './readListInSteps.ts';

const at = (n: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
const todo = (n: number): StoredRecord => ({
  ...sampleRecord('Todo', `t${String(n).padStart(3, '0')}`, { title: `Todo ${n}` }),
  createdAt: at(n),
});

async function storeOf(count: number): Promise<MemoryRecordStore> {
  const store = new MemoryRecordStore();
  // Written newest first, so that the order of writing is not the order of creation.
  await store.putMany(Array.from({ length: count }, (_, i) => todo(count - 1 - i)));
  await store.put(sampleRecord('Other', 'o1'));
  return store;
}

describe('readListInSteps', () => {
  it('hands out the first page, then lets the page paint, then reads every record', async () => {
    const store = await storeOf(250);
    const steps: string[] = [];
    let first: ListRead | undefined;
    const all = await readListInSteps(store, 'Todo', {
      firstPage: { limit: 20 },
      wholeUpTo: 100,
      onFirstPage: (read) => {
        steps.push('first page');
        first = read;
      },
      beforeRest: async () => {
        steps.push('paint');
      },
    });
    expect(steps).toEqual(['first page', 'paint']);
    expect(first).toMatchObject({ complete: false, direction: 'asc', count: 250 });
    expect(first?.records.map((r) => r.values.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Todo ${i}`),
    );
    expect(all.complete).toBe(true);
    expect(all.count).toBe(250);
    expect(all.records.map((r) => r.createdAt)).toEqual(
      Array.from({ length: 250 }, (_, i) => at(i)),
    );
  });

  it('reads newest first for a list sorted newest first', async () => {
    const store = await storeOf(50);
    let first: ListRead | undefined;
    await readListInSteps(store, 'Todo', {
      firstPage: { limit: 3, direction: 'desc' },
      wholeUpTo: 10,
      onFirstPage: (read) => (first = read),
    });
    expect(first?.records.map((r) => r.values.title)).toEqual(['Todo 49', 'Todo 48', 'Todo 47']);
  });

  it('stops after the first page when it holds every record, oldest first', async () => {
    const store = await storeOf(5);
    let told = false;
    const all = await readListInSteps(store, 'Todo', {
      firstPage: { limit: 10, direction: 'desc' },
      onFirstPage: () => (told = true),
    });
    expect(told).toBe(false);
    expect(all.records.map((r) => r.values.title)).toEqual([0, 1, 2, 3, 4].map((n) => `Todo ${n}`));
  });

  it('reads a short list whole, without a first page, so that nothing flashes by', async () => {
    const store = await storeOf(300);
    let told = false;
    const all = await readListInSteps(store, 'Todo', {
      firstPage: { limit: 20 },
      wholeUpTo: 300,
      onFirstPage: () => (told = true),
    });
    expect(told).toBe(false);
    expect(all).toMatchObject({ complete: true, count: 300 });
  });

  it('reads every record at once without a first page', async () => {
    const store = await storeOf(30);
    const all = await readListInSteps(store, 'Todo');
    expect(all).toMatchObject({ complete: true, count: 30 });
  });
});

describe('firstPageFor and firstPageAnswers', () => {
  it('read a first page only for an order of creation', () => {
    expect(firstPageFor(undefined, 7)).toEqual({ limit: 7 });
    expect(firstPageFor({ field: 'createdAt', direction: 'desc' })).toEqual({
      limit: 100,
      direction: 'desc',
    });
    expect(firstPageFor({ field: 'title', direction: 'asc' })).toBeUndefined();
    expect(firstPageFor({ field: 'updatedAt', direction: 'asc' })).toBeUndefined();
  });

  it('let a first page stand for the list only without search or filters, in its own order', () => {
    const read: ListRead = { complete: false, records: [], direction: 'asc', count: 9 };
    expect(firstPageAnswers(read, {})).toBe(true);
    expect(firstPageAnswers(read, { search: '  ' })).toBe(true);
    expect(firstPageAnswers(read, { sort: { field: 'createdAt', direction: 'asc' } })).toBe(true);
    expect(firstPageAnswers(read, { sort: { field: 'createdAt', direction: 'desc' } })).toBe(false);
    expect(firstPageAnswers(read, { sort: { field: 'title', direction: 'asc' } })).toBe(false);
    expect(firstPageAnswers(read, { search: 'milk' })).toBe(false);
    expect(
      firstPageAnswers(read, { filters: [{ field: 'title', kind: 'contains', text: 'a' }] }),
    ).toBe(false);
    expect(firstPageAnswers({ complete: true, records: [], count: 0 }, { search: 'x' })).toBe(true);
  });
});

// Regression: after an import of 300,000 records, a list's count stayed as it was for 7 to 12
// seconds: the first page of its new read, which has the new count, was dropped for the old list.
describe('refreshListRead', () => {
  const todos = (count: number): StoredRecord[] => Array.from({ length: count }, (_, i) => todo(i));
  const page = (count: number): ListRead => ({
    complete: false,
    records: todos(Math.min(count, 100)),
    direction: 'asc',
    count,
  });

  it('keeps a long list whole, with its rows in place, and gives it the new count at once', () => {
    const previous: ListRead = { complete: true, records: todos(3000), count: 3000 };
    const refreshed = refreshListRead(previous, page(3010));
    expect(refreshed).toEqual({ ...previous, count: 3010 });
    expect(refreshed.records).toBe(previous.records);
  });

  it('shows the new first page in place of a list it holds all of, or of a first page', () => {
    const empty: ListRead = { complete: true, records: [], count: 0 };
    expect(refreshListRead(empty, page(300_000))).toEqual(page(300_000));
    expect(refreshListRead(page(5000), page(5010))).toEqual(page(5010));
  });
});
