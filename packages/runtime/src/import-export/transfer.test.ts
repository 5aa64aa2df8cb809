import { describe, expect, it } from 'vitest';
import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { exportDataJson, exportRecordsCsv, exportRecordsJson } from './exportRecords.ts';
import { importRecordsCsv, importRecordsJson } from './importRecords.ts';
import type { ImportContext } from './ImportProblem.ts';

const claim: Entity = {
  name: 'Claim',
  text: '',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    {
      name: 'amount',
      type: { kind: 'money', currency: 'EUR' },
      required: true,
      unique: false,
      notes: '',
    },
    { name: 'spentOn', type: { kind: 'date' }, required: false, unique: false, notes: '' },
    {
      name: 'tags',
      type: { kind: 'list', of: { kind: 'text' } },
      required: false,
      unique: false,
      notes: '',
    },
    { name: 'paid', type: { kind: 'boolean' }, required: false, unique: false, notes: '' },
  ],
};

let counter = 0;
const context: ImportContext = {
  entity: claim,
  now: '2026-11-22T10:00:00.000Z',
  newId: () => `new-${++counter}`,
};

const records: StoredRecord[] = [
  {
    entity: 'Claim',
    id: 'c1',
    values: {
      title: 'Taxi, "late"',
      amount: 12.5,
      spentOn: '2026-01-02',
      tags: ['a', 'b'],
      paid: false,
    },
    aside: {
      colour: {
        value: 'red',
        reason: 'the field colour is no longer in the spec',
        since: '2026-02-01T00:00:00.000Z',
      },
    },
    version: 3,
    createdAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-01-03T09:00:00.000Z',
  },
  {
    entity: 'Claim',
    id: 'c2',
    values: { title: 'Line\u00a0two', amount: 4000 },
    aside: {},
    version: 1,
    createdAt: '2026-01-04T09:00:00.000Z',
    updatedAt: '2026-01-04T09:00:00.000Z',
  },
];

describe('export and import', () => {
  it('round-trips JSON exactly', () => {
    const result = importRecordsJson(exportRecordsJson('Claim', records), context);
    expect(result).toEqual({ ok: true, records });
  });

  it('round-trips CSV exactly', () => {
    const csv = exportRecordsCsv(claim, records);
    expect(csv.split('\n')[0]).toBe(
      'id,title,amount,spentOn,tags,paid,version,createdAt,updatedAt,aside',
    );
    expect(importRecordsCsv(csv, context)).toEqual({ ok: true, records });
  });

  it('writes the whole data as one document, entities in order', () => {
    const text = exportDataJson(
      'Expense claims',
      { Claim: records, Category: [] },
      '2026-11-22T10:00:00.000Z',
    );
    const data = JSON.parse(text) as { entities: Record<string, unknown[]> };
    expect(Object.keys(data.entities)).toEqual(['Category', 'Claim']);
    expect(data.entities.Claim).toEqual(records);
  });

  it('imports a plain array, making ids and reading text values', () => {
    const result = importRecordsJson(
      JSON.stringify([{ title: 'Hotel', amount: '80', spentOn: '2026-03-01' }]),
      context,
    );
    expect(result.ok && result.records[0]).toMatchObject({
      id: expect.stringMatching(/^new-/),
      values: { title: 'Hotel', amount: 80 },
    });
  });

  // Regression: these problems showed no code, unlike every other error the app shows (a rule's
  // problem ends in its code): each now ends in its built-in code.
  it('names the row and field of each bad value, with its code, and imports nothing', () => {
    const csv = 'title,amount,spentOn\nTaxi,12,2026-01-01\nHotel,lots,2026-01-02\n,5,2026-13-01\n';
    const result = importRecordsCsv(csv, context);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { row: 3, field: 'amount', message: '"lots" is not a money value. (INVALID_VALUE)' },
      { row: 4, field: 'spentOn', message: '"2026-13-01" is not a date value. (INVALID_VALUE)' },
      { row: 4, field: 'title', message: 'title is required. (REQUIRED)' },
    ]);
  });

  it('refuses an unknown column, a duplicate id, and text that is not JSON', () => {
    const unknown = importRecordsCsv('title,colour\nTaxi,red\n', context);
    expect(!unknown.ok && unknown.problems[0]).toEqual({
      row: 1,
      field: 'colour',
      message: 'The column "colour" is not a field of Claim.',
    });
    const duplicate = importRecordsJson(
      JSON.stringify([
        { id: 'x', title: 'A', amount: 1, spentOn: null, tags: null, paid: null },
        { id: 'x', title: 'B', amount: 2, spentOn: null, tags: null, paid: null },
      ]),
      context,
    );
    expect(!duplicate.ok && duplicate.problems[0]).toEqual({
      row: 2,
      field: 'id',
      message: 'The id "x" is also used by row 1.',
    });
    const short = importRecordsCsv('title,amount\nTaxi,12\nHotel\n', context);
    expect(!short.ok && short.problems[0]).toMatchObject({
      row: 3,
      message: expect.stringMatching(/^The CSV cannot be read/),
    });
    const broken = importRecordsJson('{"format": ', context);
    expect(!broken.ok && broken.problems[0]?.message).toMatch(/^The file is not valid JSON/);
    const other = importRecordsJson(
      JSON.stringify({ format: 'specrun-records', version: 1, entity: 'Category', records: [] }),
      context,
    );
    expect(!other.ok && other.problems[0]?.message).toBe(
      'The file holds records of Category, not Claim.',
    );
  });
});
