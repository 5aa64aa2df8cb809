import { describe, expect, it } from 'vitest';
import { storeTransitionWriter } from '../access/AccessDataSource.ts';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { category, claim, referenceSpec } from '../lifecycle/referenceSpec.testing.ts';

const spec = referenceSpec();
import { MemoryRecordStore } from './MemoryRecordStore.ts';
import { isStoreRefusal, StoreRefusal, type StoredRecord } from './RecordStore.ts';

/** A memory store that refuses every put, as a SQL store refuses a stale version or a duplicate. */
class RefusingStore extends MemoryRecordStore {
  constructor(private readonly refusal: Error) {
    super();
  }

  override async put(record: StoredRecord): Promise<void> {
    void record;
    throw this.refusal;
  }
}

describe('StoreRefusal', () => {
  it('is told apart from other errors, also when made by another copy of the runtime', () => {
    expect(isStoreRefusal(new StoreRefusal('CONFLICT', 'stale'))).toBe(true);
    const copy = Object.assign(new Error('stale'), { name: 'StoreRefusal', code: 'CONFLICT' });
    expect(isStoreRefusal(copy)).toBe(true);
    expect(isStoreRefusal(new Error('disk full'))).toBe(false);
    expect(isStoreRefusal({ name: 'StoreRefusal', code: 'CONFLICT' })).toBe(false);
  });

  it('answers a write with the code of a refusal, and STORAGE for any other failure', async () => {
    const refused = new RefusingStore(new StoreRefusal('NAME_TAKEN', 'duplicate', 'name'));
    await refused.putMany([category('k1', 'Food')]);
    const source = new LocalDataSource(spec, refused);
    const outcome = await source.update('Category', 'k1', { name: 'Travel' }, 1);
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { code: 'NAME_TAKEN', message: 'This name is already taken.', status: 409, field: 'name' },
      ],
    });
    const failing = new RefusingStore(new Error('disk full'));
    await failing.putMany([category('k1', 'Food')]);
    const failed = await new LocalDataSource(spec, failing).update(
      'Category',
      'k1',
      { name: 'Travel' },
      1,
    );
    expect(failed.ok ? [] : failed.errors.map((e) => [e.code, e.message])).toEqual([
      ['STORAGE', 'The record could not be stored: disk full'],
    ]);
  });

  it('answers an action whose write the store refuses with CONFLICT', async () => {
    const store = new RefusingStore(new StoreRefusal('CONFLICT', 'version 1 is no longer stored'));
    const stored = claim('c1');
    await store.putMany([stored]);
    const write = storeTransitionWriter(store, spec.errors);
    const next = { ...stored, version: 2, values: { ...stored.values, status: 'submitted' } };
    const outcome = await write(next, stored);
    expect(outcome.ok ? undefined : outcome.errors[0]?.code).toBe('CONFLICT');
  });
});
