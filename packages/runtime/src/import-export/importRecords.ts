import Papa from 'papaparse';
import { buildRecord, isObject } from './buildRecord.ts';
import { collectRecords } from './collectRecords.ts';
import { unescapeCsvCell } from './csvFormulas.ts';
import type { Entity } from '@specrun/model';
import { binaryProblem, claimsFormat, notTheFormat, parseJsonFile } from './fileFormat.ts';
import {
  fileProblem,
  type ImportContext,
  type ImportProblem,
  type ImportResult,
} from './ImportProblem.ts';

const META_COLUMNS = ['id', 'version', 'createdAt', 'updatedAt', 'aside', 'history'];

/**
 * Reads one entity's records from JSON: a `specrun-records` document (restored exactly) or a
 * plain array of objects keyed by field name, with an optional `id` (new records: defaults,
 * required fields and references checked as on create). An object whose id is stored updates
 * that record when written, and must then give every field (`null` for no value): the fields it
 * leaves out go with it (`ImportedRecord.update`).
 */
export function importRecordsJson(text: string, context: ImportContext): ImportResult {
  const parsed = parseJsonFile(text, context.fileName);
  if (!parsed.ok) return fileProblem(parsed.message);
  const data = parsed.data;
  const document = isObject(data) && data.format === 'specrun-records' ? data : undefined;
  const rows = document ? document.records : data;
  if (!Array.isArray(rows))
    return fileProblem('Expected a list of records (a JSON array) or a specrun-records document.');
  if (document && document.entity !== context.entity.name)
    return fileProblem(
      `The file holds records of ${String(document.entity)}, not ${context.entity.name}.`,
    );
  return collectRecords(
    {
      count: rows.length,
      rowOf: (index) => index + 1,
      read: (index, problems) => {
        const row: unknown = rows[index];
        if (!isObject(row)) {
          problems.push({ row: index + 1, message: 'This row is not an object.' });
          return undefined;
        }
        if (!document) {
          const { id, ...values } = row;
          const read = buildRecord(index + 1, id, values, context, problems);
          if (read && id !== undefined) {
            const omitted = context.entity.fields.filter((f) => !Object.hasOwn(values, f.name));
            read.record.update = { omitted: omitted.map((f) => f.name) };
          }
          return read;
        }
        const values = isObject(row.values) ? row.values : {};
        return buildRecord(index + 1, row.id, values, context, problems, {
          meta: row,
          keepMisfits: true,
        });
      },
    },
    context,
  );
}

/**
 * Reads one entity's records from CSV with a header row of field names and optionally `id`,
 * `version`, `createdAt`, `updatedAt`, `aside`, `history`. A row with a version (or values kept
 * aside, or a history) is restored as exported; one without is new data: a new record, or, when
 * its id is stored, an update of that record, which the file must then have a column for every
 * field for (`ImportedRecord.update`). A cell written after an apostrophe so that no spreadsheet
 * runs it (`'=x`) is read without it (`unescapeCsvCell`).
 */
export function importRecordsCsv(text: string, context: ImportContext): ImportResult {
  const binary = binaryProblem(text, context.fileName, 'csv');
  if (binary) return fileProblem(binary);
  // A file named otherwise (a .txt) is read as CSV only when its first line is a header of fields.
  const guessed = !claimsFormat(context.fileName, 'csv');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: unescapeCsvCell,
    transform: unescapeCsvCell,
  });
  const { entity } = context;
  const fields = new Set(entity.fields.map((f) => f.name));
  const header = parsed.meta.fields ?? [];
  if (guessed && !isHeaderOf(header, fields))
    return fileProblem(
      notTheFormat(
        context.fileName,
        'csv',
        `its first line is not a CSV header of ${entity.name}'s fields (${namesOf([...fields])})`,
      ),
    );
  // An undetectable delimiter only means a one-column file; Papa then reads it with commas.
  const syntax = parsed.errors.find((e) => e.type !== 'Delimiter');
  if (syntax) {
    // Data rows start on line 2 of the file; Papa counts data rows from 0.
    const row = (syntax.row ?? -1) + 2;
    return {
      ok: false,
      problems: [{ row, message: `The CSV cannot be read: ${syntax.message}` }],
      count: 1,
    };
  }
  const unknown = header.filter((h) => !fields.has(h) && !META_COLUMNS.includes(h));
  if (unknown.length > 0) {
    const problems = unknown.map((h) => ({
      row: 1,
      field: h,
      message: `The column "${h}" is not a field of ${entity.name}.`,
    }));
    return { ok: false, problems, count: problems.length };
  }
  const missing = missingColumns(entity, header);
  if (missing.length > 0) return { ok: false, problems: missing, count: missing.length };
  const columns = new Set(header);
  const omitted = entity.fields.filter((f) => !columns.has(f.name)).map((f) => f.name);
  const rows = parsed.data;
  return collectRecords(
    {
      count: rows.length,
      rowOf: (index) => index + 2,
      read: (index, problems) => {
        const { id, version, createdAt, updatedAt, aside, history, ...cells } = rows[index] ?? {};
        const values: Record<string, string> = {};
        for (const [name, cell] of Object.entries(cells)) if (cell !== '') values[name] = cell;
        const meta = { version, createdAt, updatedAt, aside, history };
        const restore = version || aside || history ? { meta, keepMisfits: false } : undefined;
        const given = id === '' ? undefined : id;
        const read = buildRecord(index + 2, given, values, context, problems, restore);
        if (read && !restore && given !== undefined) read.record.update = { omitted };
        return read;
      },
    },
    context,
  );
}

/** Names a list of fields, the first ten of a long one. */
function namesOf(names: readonly string[]): string {
  return names.length > 10 ? `${names.slice(0, 10).join(', ')}, …` : names.join(', ');
}

/** True when every name of a header is a field's or a meta column's, and one at least a field's. */
function isHeaderOf(header: readonly string[], fields: ReadonlySet<string>): boolean {
  return (
    header.some((h) => fields.has(h)) &&
    header.every((h) => fields.has(h) || META_COLUMNS.includes(h))
  );
}

/**
 * The field columns a CSV header lacks that the import cannot do without: a required field's with
 * no default (no row could give it a value), and, when the rows are exported records (a
 * `version`, `aside` or `history` column), any field's, since each such row is restored as it
 * is and would come back without that field's value. A CSV of new records may leave out optional
 * fields: they are empty, as in a form (a row that updates a stored record may not:
 * `ImportedRecord.update`).
 */
function missingColumns(entity: Entity, header: readonly string[]): ImportProblem[] {
  const columns = new Set(header);
  const restores = ['version', 'aside', 'history'].some((c) => columns.has(c));
  const problems: ImportProblem[] = [];
  for (const field of entity.fields) {
    if (columns.has(field.name)) continue;
    // A new record gets a state field's initial state and a field's default without a column.
    const given = field.type.kind === 'state' || field.default !== undefined;
    if (field.required && !given)
      problems.push({
        row: 1,
        field: field.name,
        message: `The CSV has no column "${field.name}", which every ${entity.name} needs.`,
      });
    else if (restores)
      problems.push({
        row: 1,
        field: field.name,
        message: `The CSV has no column "${field.name}": its rows are exported records (they have a version), each restored as it is, and would lose their ${field.name}. Add the column (an empty cell for no value).`,
      });
  }
  return problems;
}
