import { describe, expect, it } from 'vitest';
import { referenceSpec } from '../lifecycle/referenceSpec.testing.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import { countLocks, WriteLocks } from './WriteLocks.ts';

describe('countLocks', () => {
  it('locks the entities a rule counts, for writes to them and to the rule’s entity', () => {
    const locks = countLocks(referenceSpec());
    expect(locks.get('Claim')).toEqual(['Claim']);
    expect(locks.get('Category')).toBeUndefined();
  });
});

describe('WriteLocks', () => {
  it('runs counted writes one at a time, inside the store’s own lock, and others at once', async () => {
    const held: string[][] = [];
    const store: RecordStore = Object.assign(new MemoryRecordStore(), {
      exclusive: <T>(keys: readonly string[], work: () => Promise<T>): Promise<T> => {
        held.push([...keys]);
        return work();
      },
    });
    const locks = new WriteLocks(referenceSpec(), store);
    let running = 0;
    let most = 0;
    const write = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 5 }, () => locks.run('Claim', write)));
    expect(most).toBe(1);
    expect(held).toEqual(Array.from({ length: 5 }, () => ['Claim']));
    most = 0;
    await Promise.all(Array.from({ length: 5 }, () => locks.run('Category', write)));
    expect(most).toBe(5);
    expect(held).toHaveLength(5);
  });

  it('lets the next write go when one throws', async () => {
    const locks = new WriteLocks(referenceSpec(), new MemoryRecordStore());
    const failed = locks.run('Claim', () => Promise.reject(new Error('store down')));
    await expect(failed).rejects.toThrow('store down');
    await expect(locks.run('Claim', () => Promise.resolve('written'))).resolves.toBe('written');
  });
});
