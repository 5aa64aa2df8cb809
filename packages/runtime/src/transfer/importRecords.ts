import Papa from 'papaparse';
import { buildRecord, isObject } from './buildRecord.ts';
import { collectRecords } from './collectRecords.ts';
import type { Entity } from '@specrun/spec';
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
 * required fields and references checked as on create).
 */
export function importRecordsJson(text: string, context: ImportContext): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fileProblem(`The file is not JSON: ${(error as Error).message}`);
  }
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
          return buildRecord(index + 1, id, values, context, problems);
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
 * `version`, `createdAt`, `updatedAt`, `aside`, `history`. A row with a version (or values kept aside) is
 * restored as exported; one without is a new record.
 */
export function importRecordsCsv(text: string, context: ImportContext): ImportResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
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
  const { entity } = context;
  const fields = new Set(entity.fields.map((f) => f.name));
  const header = parsed.meta.fields ?? [];
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
        return buildRecord(
          index + 2,
          id === '' ? undefined : id,
          values,
          context,
          problems,
          restore,
        );
      },
    },
    context,
  );
}

/**
 * The field columns a CSV header lacks that the import cannot do without: a required field's with
 * no default (no row could give it a value), and, when the rows have ids, any field's, since a row with an id
 * replaces the stored record and would erase the value of a field it has no column for. A CSV of
 * new records may leave out optional fields: they are empty, as in a form.
 */
function missingColumns(entity: Entity, header: readonly string[]): ImportProblem[] {
  const columns = new Set(header);
  const replaces = columns.has('id');
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
    else if (replaces)
      problems.push({
        row: 1,
        field: field.name,
        message: `The CSV has no column "${field.name}": its rows have ids, so each would replace a stored ${entity.name} and erase its ${field.name}. Add the column (an empty cell for no value).`,
      });
  }
  return problems;
}
