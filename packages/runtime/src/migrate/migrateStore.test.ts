import { describe, expect, it } from 'vitest';
import { emptySpec, type Entity, type Spec } from '@specrun/model';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { sampleRecord } from '../storage/recordStoreContract.ts';
import { migrateStore } from './migrateStore.ts';

const NOW = '2026-11-22T10:00:00.000Z';

function specWith(...entities: Entity[]): Spec {
  return { ...emptySpec('Test'), entities };
}

const claim = (fields: Entity['fields']): Entity => ({ name: 'Claim', text: '', fields });

describe('migrateStore', () => {
  it('migrates records when the spec changes and leaves them alone when it does not', async () => {
    const store = new MemoryRecordStore();
    const v1 = specWith(
      claim([{ name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' }]),
    );
    await migrateStore(store, v1, NOW);
    await store.put(sampleRecord('Claim', 'c1', { title: 'Taxi' }));
    expect((await migrateStore(store, v1, NOW)).changed).toEqual([]);

    const v2 = specWith(
      claim([
        { name: 'name', type: { kind: 'text' }, required: true, unique: false, notes: '' },
        {
          name: 'paid',
          type: { kind: 'boolean' },
          required: true,
          unique: false,
          notes: '',
          default: false,
        },
      ]),
    );
    const report = await migrateStore(store, v2, NOW);
    expect(report.changed).toHaveLength(1);
    const migrated = await store.get('Claim', 'c1');
    expect(migrated?.values).toEqual({ paid: false });
    expect(migrated?.aside.title?.value).toBe('Taxi');
  });

  // Regression: a record written while its entity had a state field but no lifecycle kept no
  // state once point 4 gave it one; its actions took it as the initial state while its detail, its
  // list row and its form showed the state as empty ("No initial state is given").
  it('gives a record with no state the initial state when its entity gets a lifecycle', async () => {
    const store = new MemoryRecordStore();
    const book: Entity = {
      name: 'Book',
      text: '',
      fields: [
        { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
        { name: 'status', type: { kind: 'state' }, required: false, unique: false, notes: '' },
      ],
    };
    const v1 = specWith(book);
    await migrateStore(store, v1, NOW);
    await store.put(sampleRecord('Book', 'b1', { title: 'Dune' }));
    await store.put(sampleRecord('Book', 'b2', { title: 'Emma', status: 'lent' }));

    const lifecycle = {
      entity: 'Book',
      initial: 'available',
      text: '',
      transitions: [{ from: 'available', action: 'lend', to: 'lent', roles: [] }],
    };
    const v2: Spec = { ...v1, lifecycles: [lifecycle] };
    const report = await migrateStore(store, v2, NOW);
    expect(report.changed).toEqual([
      {
        entity: 'Book',
        id: 'b1',
        notes: [
          {
            field: 'status',
            change: 'defaulted',
            reason: 'the record had no state; it is in the initial state of its lifecycle',
          },
        ],
      },
    ]);
    expect((await store.get('Book', 'b1'))?.values).toEqual({ title: 'Dune', status: 'available' });
    expect((await store.get('Book', 'b2'))?.values).toEqual({ title: 'Emma', status: 'lent' });
    expect((await migrateStore(store, v2, NOW)).changed).toEqual([]);
  });

  it('keeps the records of a removed entity and reports them', async () => {
    const store = new MemoryRecordStore();
    await store.put(sampleRecord('Category', 'k1', { name: 'Travel' }));
    const report = await migrateStore(store, specWith(), NOW);
    expect(report.orphaned).toEqual([{ entity: 'Category', count: 1 }]);
    expect(await store.get('Category', 'k1')).toBeDefined();
  });
});
