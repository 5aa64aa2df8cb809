import { describe, expect, it } from 'vitest';
import type { Entity } from '@specrun/model';
import { importDataJson } from './importDataJson.ts';
import { importRecordsCsv, importRecordsJson } from './importRecords.ts';
import type { ImportContext } from './ImportProblem.ts';
import { recordsFormatOf } from './fileFormat.ts';

const book: Entity = {
  name: 'Book',
  text: '',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    { name: 'pages', type: { kind: 'integer' }, required: false, unique: false, notes: '' },
  ],
};

const context: ImportContext = { entity: book, now: '2026-11-22T10:00:00.000Z', newId: () => 'n' };

/** A file's text as the browser reads it (`Blob.text()`): UTF-8, each bad byte U+FFFD. */
const textOf = (bytes: number[] | string): string =>
  new TextDecoder().decode(
    typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes),
  );

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const PDF = [...'%PDF-1.7\n%'].map((c) => c.charCodeAt(0)).concat([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0];

/** Reads a file as the app does: its form by its name, else by its first characters. */
function importFile(fileName: string, text: string) {
  const options = { ...context, fileName };
  return recordsFormatOf(fileName, text.slice(0, 64)) === 'csv'
    ? importRecordsCsv(text, options)
    : importRecordsJson(text, options);
}

const refusal = (message: string) => ({ ok: false, count: 1, problems: [{ row: 0, message }] });

// Regression: a .txt was read as CSV, and its first line gave one "is not a field" per word.
describe('a file that is neither CSV nor JSON', () => {
  it('is refused in one sentence that names it, when it is text that is not a header of fields', () => {
    expect(importFile('notes.txt', 'Books to buy\nDune, Emma\n')).toEqual(
      refusal(
        "notes.txt is neither CSV nor JSON: its first line is not a CSV header of Book's fields (title, pages). Import reads records from a .csv or a .json file.",
      ),
    );
    expect(importFile('notes.txt', '')).toMatchObject({ ok: false, count: 1 });
  });

  it('is refused by its binary content: an image, a PDF, a ZIP (.xlsx), a NUL byte', () => {
    expect(importFile('cover.png', textOf(PNG))).toEqual(
      refusal(
        'cover.png is neither CSV nor JSON: the file holds binary data (a PNG image), from line 1, column 1. Import reads records from a .csv or a .json file.',
      ),
    );
    expect(importFile('books.pdf', textOf(PDF))).toMatchObject(
      refusal(expect.stringContaining('(a PDF document)') as unknown as string),
    );
    expect(importFile('books.xlsx', textOf(ZIP))).toMatchObject(
      refusal(expect.stringContaining('(a ZIP archive') as unknown as string),
    );
    expect(importFile('books.txt', 'title\nDune\nEm\0ma\n')).toEqual(
      refusal(
        'books.txt is neither CSV nor JSON: the file holds binary data, from line 3, column 3. Import reads records from a .csv or a .json file.',
      ),
    );
  });

  it('says so of a text in UTF-16, which a spreadsheet saves as "Unicode text"', () => {
    const utf16 = [0xff, 0xfe, ...[...'title\n'].flatMap((c) => [c.charCodeAt(0), 0])];
    expect(importFile('books.txt', textOf(utf16))).toMatchObject(
      refusal(expect.stringContaining('(UTF-16 text; save it as UTF-8)') as unknown as string),
    );
  });

  it('is refused as CSV when it is named .csv but holds binary data', () => {
    expect(importFile('books.csv', textOf(PNG))).toEqual(
      refusal(
        'books.csv is not valid CSV: the file holds binary data (a PNG image), from line 1, column 1.',
      ),
    );
  });

  it('is read when a .txt holds CSV with a header of the fields, or JSON', () => {
    const csv = importFile('books.txt', 'title\tpages\nDune\t412\n');
    expect(csv.ok && csv.records[0]?.values).toEqual({ title: 'Dune', pages: 412 });
    expect(importFile('books.txt', '[{"title": "Emma"}]').ok).toBe(true);
    // A file named .csv keeps its column by column problems.
    expect(importFile('books.csv', 'title,colour\nDune,red\n')).toMatchObject({
      problems: [{ row: 1, field: 'colour' }],
    });
  });
});

// Regression: a binary file named .json was refused with the parser's message, which quoted
// its raw bytes.
describe('a binary file named .json', () => {
  it('is refused as not valid JSON, saying where its binary data starts, quoting none of it', () => {
    expect(importFile('books.json', textOf(PNG))).toEqual(
      refusal(
        'books.json is not valid JSON: the file holds binary data (a PNG image), from line 1, column 1.',
      ),
    );
    const head = new TextEncoder().encode('[\n  {"title": "Dune"},\n  {"ti');
    const broken = textOf([...head, 0, 1, 0xff, 2]);
    const result = importFile('books.json', broken);
    expect(result).toEqual(
      refusal('books.json is not valid JSON: the file holds binary data, from line 3, column 7.'),
    );
  });

  it("keeps the parser's message for text that is not JSON", () => {
    expect(importFile('books.json', '[{"title": }]')).toMatchObject(
      refusal(expect.stringMatching(/^books\.json is not valid JSON: \S/) as unknown as string),
    );
  });

  it('is refused in the same words by a whole-data import', () => {
    const result = importDataJson(textOf(ZIP), {
      entities: [book],
      fileName: 'all.json',
      now: context.now,
      newId: () => 'n',
    });
    expect(result).toEqual(
      refusal(
        'all.json is not valid JSON: the file holds binary data (a ZIP archive (an .xlsx, .docx or .zip file)), from line 1, column 1.',
      ),
    );
  });
});
