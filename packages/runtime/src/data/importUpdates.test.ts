import { beforeEach, describe, expect, it } from 'vitest';
import { emptySpec, type Entity, type Spec } from '@specrun/model';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { importRecordsCsv, importRecordsJson } from '../import-export/importRecords.ts';
import type { ImportContext } from '../import-export/ImportProblem.ts';
import { LocalDataSource } from './LocalDataSource.ts';

// An import's rows of new data with the ids of stored records update them as a form would.

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    { name: 'note', type: { kind: 'text' }, required: false, unique: false, notes: '' },
    { name: 'status', type: { kind: 'state' }, required: true, unique: false, notes: '' },
  ],
};

const spec: Spec = {
  ...emptySpec('Claims'),
  entities: [claim],
  lifecycles: [{ entity: 'Claim', initial: 'draft', text: '', transitions: [] }],
};

const IMPORTED_AT = '2026-11-23T09:00:00.000Z';

const stored: StoredRecord = {
  entity: 'Claim',
  id: 'c1',
  values: { title: 'Taxi', note: 'airport', status: 'submitted' },
  aside: { amount: { value: 40, reason: 'the field amount is not in the spec', since: 'x' } },
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  history: [{ action: 'submit', from: 'draft', to: 'submitted', by: 'u1', at: 'y' }],
};

const context: ImportContext = {
  entity: claim,
  now: IMPORTED_AT,
  newId: () => 'new',
  initialState: 'draft',
};

let store: MemoryRecordStore;
let source: LocalDataSource;

beforeEach(async () => {
  store = new MemoryRecordStore();
  await store.put(stored);
  source = new LocalDataSource(spec, store);
});

function read(result: ReturnType<typeof importRecordsCsv>) {
  if (!result.ok) throw new Error(`the file should read: ${JSON.stringify(result.problems)}`);
  return result.records;
}

describe('an imported row with the id of a stored record', () => {
  // Regression: such a row replaced the record, which went back to version 1 with the import's
  // time as its creation, and lost its history and the values a migration had kept aside.
  it('updates it: one version more, its creation time, history and values aside kept', async () => {
    const records = read(
      importRecordsCsv('id,title,note,status\nc1,Taxi home,,submitted\n', context),
    );
    expect(await source.importRecords(records)).toEqual({ ok: true, written: 1, updated: 1 });
    expect(await store.get('Claim', 'c1')).toEqual({
      ...stored,
      values: { title: 'Taxi home', status: 'submitted' },
      version: 4,
      updatedAt: IMPORTED_AT,
    });
  });

  it('is refused when it leaves out a field, which it would erase; nothing is written', async () => {
    const rows = [{ title: 'Lunch' }, { id: 'c1', title: 'Taxi home', status: 'submitted' }];
    const records = read(importRecordsJson(JSON.stringify(rows), context));
    expect(await source.importRecords(records, { rowOf: (_r, i) => i + 1 })).toEqual({
      ok: false,
      count: 1,
      problems: [
        {
          row: 2,
          entity: 'Claim',
          field: 'note',
          message:
            'This row would update the stored Claim c1 and erase its note, which it leaves out. Give every field (an empty value for none), or no id to add a new Claim. (IMPORT_WOULD_ERASE)',
        },
      ],
    });
    expect(await store.list('Claim')).toEqual([stored]);
  });

  it('is refused when it moves the record to another state, which only actions do', async () => {
    const records = read(importRecordsCsv('id,title,note,status\nc1,Taxi,,draft\n', context));
    expect(await source.importRecords(records)).toMatchObject({
      ok: false,
      problems: [{ row: 1, field: 'status', message: expect.stringContaining('STATE_BY_ACTION') }],
    });
    expect(await store.get('Claim', 'c1')).toEqual(stored);
  });
});

describe('an imported row with an id that is not stored', () => {
  it('adds a record of that id, even one that leaves out optional fields', async () => {
    const records = read(
      importRecordsJson(JSON.stringify([{ id: 'c9', title: 'Hotel' }]), context),
    );
    expect(await source.importRecords(records)).toEqual({ ok: true, written: 1, updated: 0 });
    expect(await store.get('Claim', 'c9')).toEqual({
      entity: 'Claim',
      id: 'c9',
      values: { title: 'Hotel', status: 'draft' },
      aside: {},
      version: 1,
      createdAt: IMPORTED_AT,
      updatedAt: IMPORTED_AT,
    });
  });
});

describe('an exported row, with its version', () => {
  it('is restored as it was exported, replacing the stored record', async () => {
    const csv =
      'id,version,createdAt,updatedAt,title,note,status\nc1,2,2025-05-05T00:00:00.000Z,2025-05-06T00:00:00.000Z,Old taxi,,draft\n';
    expect(await source.importRecords(read(importRecordsCsv(csv, context)))).toEqual({
      ok: true,
      written: 1,
      updated: 0,
    });
    expect(await store.get('Claim', 'c1')).toEqual({
      entity: 'Claim',
      id: 'c1',
      values: { title: 'Old taxi', status: 'draft' },
      aside: {},
      version: 2,
      createdAt: '2025-05-05T00:00:00.000Z',
      updatedAt: '2025-05-06T00:00:00.000Z',
    });
  });
});
