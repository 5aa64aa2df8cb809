import { readMarkdown } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { describeGeneration, generateRecords } from './generateRecords.ts';
import { localGenerationTarget } from './localGeneration.ts';

const examples = import.meta.glob<string>('../../../../examples/expense-claims.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const { spec } = readMarkdown(Object.values(examples)[0] ?? '');
const NOW = new Date('2026-11-22T10:00:00Z');

describe('generateRecords', () => {
  it('writes any count through the checks of users, spread over states and users', async () => {
    const store = new MemoryRecordStore();
    const target = localGenerationTarget(spec, store, () => NOW);
    const progress: number[] = [];
    const result = await generateRecords(spec, target, {
      seed: 7,
      count: 30,
      onProgress: (done) => progress.push(done),
    });
    target.close();
    expect(progress.at(-1)).toBe(60);
    const claims = result.entities.find((e) => e.entity === 'Claim')!;
    const categories = result.entities.find((e) => e.entity === 'Category')!;
    expect(categories.made).toBe(30);
    expect(claims.made + claims.skipped).toBe(30);
    expect(claims.made).toBeGreaterThan(15);
    // Every state is reached by the spec's own actions, each taken by a user who may.
    expect(Object.keys(claims.states).sort()).toEqual([
      'approved',
      'draft',
      'paid',
      'rejected',
      'submitted',
    ]);
    const stored = await store.list('Claim');
    expect(stored).toHaveLength(claims.made);
    expect(new Set(stored.map((r) => r.values['owner'])).size).toBeGreaterThan(1);
    const paid = stored.find((r) => r.values['status'] === 'paid');
    expect(paid?.history?.map((h) => h.action)).toEqual(['submit', 'approve', 'pay']);
    expect(describeGeneration(result, (entity, n) => (n === 1 ? entity : `${entity}s`))).toMatch(
      /^Made 30 Categorys and \d+ Claims \(.*\)\./,
    );
  });

  it('stops when cancelled, keeping what it wrote, and skips ids already stored', async () => {
    const store = new MemoryRecordStore();
    const target = localGenerationTarget(spec, store, () => NOW);
    const controller = new AbortController();
    const first = await generateRecords(spec, target, {
      seed: 1,
      count: 10,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 4) controller.abort();
      },
    });
    expect(first.cancelled).toBe(true);
    expect(await store.count('Category')).toBe(4);
    const again = await generateRecords(spec, target, { seed: 1, count: 4 });
    target.close();
    expect(again.entities.find((e) => e.entity === 'Category')).toMatchObject({
      made: 0,
      skipped: 4,
      reasons: { ALREADY_STORED: 4 },
    });
  });
});
