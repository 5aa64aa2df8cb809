import { describe, expect, it } from 'vitest';
import { CallError } from '../calls/CallError.ts';
import { appError } from '../errors/AppError.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { listEach } from './listEach.ts';

const rec = (entity: string, id: string): StoredRecord => ({
  entity,
  id,
  values: {},
  aside: {},
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const serverError = appError('SERVER_ERROR', []);

/** Lists from memory; `failing` entities fail as their call would, `broken` as a store would. */
function source(failing: string[] = [], broken: string[] = []) {
  return {
    asked: [] as string[],
    list(entity: string): Promise<StoredRecord[]> {
      this.asked.push(entity);
      if (failing.includes(entity)) return Promise.reject(new CallError([serverError]));
      if (broken.includes(entity)) return Promise.reject(new Error('the store is closed'));
      return Promise.resolve([rec(entity, `${entity}-1`)]);
    },
  };
}

describe('listEach', () => {
  it('lists each entity once, keeping the others when one call fails', async () => {
    const from = source(['Category']);
    const read = await listEach(from, ['Claim', 'Category', 'Claim', 'Project']);
    expect(from.asked).toEqual(['Claim', 'Category', 'Project']);
    expect([...read.records.keys()]).toEqual(['Claim', 'Project']);
    expect(read.records.get('Claim')?.map((r) => r.id)).toEqual(['Claim-1']);
    expect(read.failures).toEqual([{ entity: 'Category', errors: [serverError] }]);
  });

  it('rejects when a list fails for another reason than its call', async () => {
    await expect(listEach(source([], ['Project']), ['Claim', 'Project'])).rejects.toThrow(
      'the store is closed',
    );
  });
});
