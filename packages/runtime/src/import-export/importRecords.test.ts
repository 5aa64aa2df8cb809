import { describe, expect, it } from 'vitest';
import type { Entity } from '@specrun/model';
import { exportRecordsCsv } from './exportRecords.ts';
import { referencedEntities } from './collectRecords.ts';
import { importRecordsCsv, importRecordsJson } from './importRecords.ts';
import type { ImportContext } from './ImportProblem.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    {
      name: 'category',
      type: { kind: 'ref', entity: 'Category' },
      required: false,
      unique: false,
      notes: '',
    },
    {
      name: 'owner',
      type: { kind: 'ref', entity: 'User' },
      required: false,
      unique: false,
      notes: '',
    },
    {
      name: 'related',
      type: { kind: 'list', of: { kind: 'ref', entity: 'Claim' } },
      required: false,
      unique: false,
      notes: '',
    },
    {
      name: 'paid',
      type: { kind: 'boolean' },
      required: true,
      unique: false,
      default: false,
      notes: 'default false',
    },
    { name: 'status', type: { kind: 'state' }, required: true, unique: false, notes: '' },
  ],
};

let counter = 0;
const context: ImportContext = {
  entity: claim,
  now: '2026-11-22T10:00:00.000Z',
  newId: () => `new-${++counter}`,
  initialState: 'draft',
  known: { Category: ['k1'], User: ['u1'] },
};

describe('importing new records', () => {
  it('gives them defaults and the initial state, as creating them would', () => {
    const result = importRecordsCsv('title\nTaxi\n', context);
    expect(result.ok && result.records[0]?.values).toEqual({
      title: 'Taxi',
      paid: false,
      status: 'draft',
    });
  });

  it('checks that references point at a known record or at one in the file', () => {
    const rows = [
      {
        id: 'a',
        title: 'Taxi',
        category: 'k1',
        owner: 'u1',
        related: ['b'],
        paid: false,
        status: 'draft',
      },
      {
        id: 'b',
        title: 'Hotel',
        category: 'k9',
        owner: 'u7',
        related: ['a', 'zz'],
        paid: false,
        status: 'draft',
      },
    ];
    const result = importRecordsJson(JSON.stringify(rows), context);
    expect(result).toEqual({
      ok: false,
      count: 3,
      problems: [
        {
          row: 2,
          field: 'category',
          message: 'category points at a Category that does not exist (k9). (MISSING_REFERENCE)',
        },
        {
          row: 2,
          field: 'owner',
          message: 'owner points at a User that does not exist (u7). (MISSING_REFERENCE)',
        },
        {
          row: 2,
          field: 'related',
          message: 'related points at a Claim that does not exist (zz). (MISSING_REFERENCE)',
        },
      ],
    });
    expect(referencedEntities(claim)).toEqual(['Category', 'Claim', 'User']);
  });

  it('leaves references unchecked when it is given no known ids', () => {
    const { known: _, ...blind } = context;
    const result = importRecordsJson(JSON.stringify([{ title: 'Taxi', category: 'k9' }]), blind);
    expect(result.ok).toBe(true);
  });

  it('lists the first 100 problems, counts them all, and reports its progress', () => {
    const csv = ['title,paid', ...Array.from({ length: 4500 }, (_, i) => `T${i},maybe`)].join('\n');
    const progress: number[] = [];
    const result = importRecordsCsv(csv, { ...context, onProgress: (done) => progress.push(done) });
    expect(result.ok).toBe(false);
    expect(!result.ok && [result.problems.length, result.count]).toEqual([100, 4500]);
    expect(!result.ok && result.problems[99]?.row).toBe(101);
    expect(progress).toEqual([2000, 4000, 4500]);
  });
});

describe('a CSV without the column of a field', () => {
  // Regression: an exported CSV with its receipt column deleted was imported, and every stored
  // claim's receipt was erased; without the title column, each row gave a rule's RULE_ERROR.
  it('is refused when the field is required and has no default, once for the file', () => {
    expect(importRecordsCsv('category\nk1\n', context)).toEqual({
      ok: false,
      count: 1,
      problems: [
        {
          row: 1,
          field: 'title',
          message: 'The CSV has no column "title", which every Claim needs.',
        },
      ],
    });
  });

  it('is refused when its rows are exported records, restored as they are without the field', () => {
    const record = {
      entity: 'Claim',
      id: 'c1',
      values: { title: 'Taxi', category: 'k1', paid: false, status: 'draft' },
      aside: {},
      version: 2,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const csv = exportRecordsCsv(claim, [record]);
    const [header = '', row = ''] = csv.trim().split(/\r?\n/);
    const at = header.split(',').indexOf('category');
    const without = (line: string) =>
      line
        .split(',')
        .filter((_, i) => i !== at)
        .join(',');
    const result = importRecordsCsv(`${without(header)}\n${without(row)}\n`, context);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      {
        row: 1,
        field: 'category',
        message:
          'The CSV has no column "category": its rows are exported records (they have a version), each restored as it is, and would lose their category. Add the column (an empty cell for no value).',
      },
    ]);
  });

  it('is read when its rows have ids, each saying which fields it leaves out', () => {
    // Whether such a row would erase a stored value is known only where the records are: the
    // data source refuses it then (LocalDataSource.importRecords).
    const csv = 'id,title,owner,related,paid,status\nc1,Taxi,,,false,draft\n';
    const result = importRecordsCsv(csv, context);
    expect(result.ok && result.records[0]).toMatchObject({
      id: 'c1',
      values: { title: 'Taxi', paid: false, status: 'draft' },
      update: { omitted: ['category'] },
    });
  });

  it('is read when it holds new records: an optional field is left empty, as in a form', () => {
    const result = importRecordsCsv('title\nTaxi\n', context);
    expect(result.ok && result.records[0]?.values).toEqual({
      title: 'Taxi',
      paid: false,
      status: 'draft',
    });
    expect(result.ok && result.records[0]?.update).toBeUndefined();
  });
});

describe('a JSON object with an id', () => {
  // Regression: an exported JSON edited down to plain objects ({id, title}) was imported, and
  // every stored claim lost its category and its state, as a CSV without those columns once did.
  it('is read with the fields it leaves out, which an update of a stored record may not erase', () => {
    const rows = [{ id: 'c3', title: 'Taxi', related: [], paid: true, status: 'paid' }];
    const result = importRecordsJson(JSON.stringify(rows), context);
    expect(result.ok && result.records[0]).toMatchObject({
      id: 'c3',
      values: { title: 'Taxi', related: [], paid: true, status: 'paid' },
      update: { omitted: ['category', 'owner'] },
    });
  });

  it('that gives every field, null for no value, leaves out none; one without an id is new', () => {
    const full = [
      { id: 'c3', title: 'Taxi', category: null, owner: null, related: [], paid: true },
    ];
    const withState = [{ ...full[0], status: 'draft' }];
    const replaced = importRecordsJson(JSON.stringify(withState), context);
    expect(replaced.ok && replaced.records[0]).toMatchObject({
      values: { title: 'Taxi', related: [], paid: true, status: 'draft' },
      update: { omitted: [] },
    });
    // The state too is a field it leaves out (a stored record's state would go back to draft).
    const stateless = importRecordsJson(JSON.stringify(full), context);
    expect(stateless.ok && stateless.records[0]?.update).toEqual({ omitted: ['status'] });
    const fresh = importRecordsJson(JSON.stringify([{ title: 'Taxi' }]), context);
    expect(fresh.ok && fresh.records[0]?.update).toBeUndefined();
  });
});

describe('restoring exported records', () => {
  it('brings a CSV row back as stored, even one a spec change left without a required value', () => {
    const record = {
      entity: 'Claim',
      id: 'c1',
      values: { category: 'gone-by-now' },
      aside: {},
      version: 4,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const result = importRecordsCsv(exportRecordsCsv(claim, [record]), context);
    expect(result).toEqual({ ok: true, records: [record] });
  });

  it('keeps aside the values of fields an earlier spec had, and refuses them in new records', () => {
    const exported = {
      format: 'specrun-records',
      version: 1,
      entity: 'Claim',
      records: [
        {
          id: 'c1',
          values: { title: 'Taxi', colour: 'red' },
          aside: { colour: { value: 'blue', reason: 'older', since: '2026-01-01' } },
          version: 2,
        },
      ],
    };
    const result = importRecordsJson(JSON.stringify(exported), context);
    expect(result.ok && result.records[0]).toMatchObject({
      values: { title: 'Taxi' },
      aside: {
        colour: { value: 'blue', reason: 'older', since: '2026-01-01' },
        'colour (2)': {
          value: 'red',
          reason: 'the field colour is not in the spec',
          since: context.now,
        },
      },
    });
    const fresh = importRecordsJson(JSON.stringify([{ title: 'Taxi', colour: 'red' }]), context);
    expect(!fresh.ok && fresh.problems).toEqual([
      { row: 1, field: 'colour', message: '"colour" is not a field of Claim. (UNKNOWN_FIELD)' },
    ]);
  });

  it('refuses a version that is not a whole number and values aside that are not an object', () => {
    const csv =
      'id,title,category,owner,related,paid,status,version,aside\n' +
      'c1,Taxi,,,,false,draft,two,\nc2,Hotel,,,,false,draft,1,"[1]"\n';
    const result = importRecordsCsv(csv, context);
    expect(!result.ok && result.problems).toEqual([
      { row: 2, field: 'version', message: 'The version must be a whole number.' },
      {
        row: 3,
        field: 'aside',
        message: 'The values kept aside must be an object of {value, reason, since}.',
      },
    ]);
  });
});
