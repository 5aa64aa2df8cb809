import Papa from 'papaparse';
import { buildRecord, isObject } from './buildRecord.ts';
import { collectRecords } from './collectRecords.ts';
import type { Entity } from '@specrun/spec';
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
 * required fields and references checked as on create). An object with an id replaces the stored
 * record of that id, so it must give every field (`null` for no value): one that leaves a field
 * out is refused rather than erase that field's stored value.
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
          const erased =
            typeof id === 'string' && id !== ''
              ? erasedFields(id, values, context.entity)
              : undefined;
          if (erased) {
            problems.push({ row: index + 1, ...erased });
            return undefined;
          }
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
  const binary = binaryProblem(text, context.fileName, 'csv');
  if (binary) return fileProblem(binary);
  // A file named otherwise (a .txt) is read as CSV only when its first line is a header of fields.
  const guessed = !claimsFormat(context.fileName, 'csv');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
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

/**
 * What an object with an id would erase: the fields it leaves out, whose stored values the
 * record it replaces would lose. A field given as `null` is meant to be emptied.
 */
function erasedFields(
  id: string,
  values: Record<string, unknown>,
  entity: Entity,
): { field: string; message: string } | undefined {
  const left = entity.fields.filter((f) => !Object.hasOwn(values, f.name)).map((f) => f.name);
  if (left.length === 0) return undefined;
  const names =
    left.length === 1 ? left.join('') : `${left.slice(0, -1).join(', ')} and ${left.at(-1)}`;
  const missing = left.length === 1 ? 'the missing field' : 'the missing fields';
  return {
    field: left.join(', '),
    message: `With the id "${id}", it would replace any stored ${entity.name} ${id} and erase its ${names}. Add ${missing} (null for no value), or leave out the id to import it as a new ${entity.name}.`,
  };
}
