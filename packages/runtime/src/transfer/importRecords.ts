import Papa from 'papaparse';
import type { Entity } from '@specrun/spec';
import { isFieldValue, parseFieldValue, type FieldValue } from '../fields/fieldKinds.ts';
import type { AsideValue, StoredRecord } from '../storage/RecordStore.ts';

/** One thing wrong with an import: the row (1-based, as a person counts them) and the field. */
export interface ImportProblem {
  row: number;
  field?: string;
  message: string;
}

/** Records ready to write, or every problem found (the import then writes nothing). */
export type ImportResult =
  { ok: true; records: StoredRecord[] } | { ok: false; problems: ImportProblem[] };

/** What an import needs besides the text: the entity, a clock and a way to make ids. */
export interface ImportContext {
  entity: Entity;
  now: string;
  newId: () => string;
}

const MAX_PROBLEMS = 100;

/**
 * Reads one entity's records from JSON: a `specrun-records` document (restored exactly) or a
 * plain array of objects keyed by field name, with an optional `id`.
 */
export function importRecordsJson(text: string, context: ImportContext): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ row: 0, message: `The file is not JSON: ${(error as Error).message}` }],
    };
  }
  const isDocument = isObject(data) && data.format === 'specrun-records';
  const rows = isDocument ? (data as { records?: unknown }).records : data;
  if (!Array.isArray(rows)) {
    return {
      ok: false,
      problems: [
        {
          row: 0,
          message: 'Expected a list of records (a JSON array) or a specrun-records document.',
        },
      ],
    };
  }
  if (isDocument && (data as { entity?: unknown }).entity !== context.entity.name) {
    return {
      ok: false,
      problems: [
        {
          row: 0,
          message: `The file holds records of ${String((data as { entity?: unknown }).entity)}, not ${context.entity.name}.`,
        },
      ],
    };
  }
  return collect(rows.length, (i, problems) => {
    const row = rows[i];
    if (!isObject(row)) {
      problems.push({ row: i + 1, message: 'This row is not an object.' });
      return undefined;
    }
    if (isDocument) return readStoredRow(row, i + 1, context, problems);
    const { id, ...values } = row;
    return buildRecord(i + 1, id, values, context, problems);
  });
}

/** Reads one entity's records from CSV with a header row of field names (and optionally `id`, `version`, `createdAt`, `updatedAt`, `aside`). */
export function importRecordsCsv(text: string, context: ImportContext): ImportResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  // An undetectable delimiter only means a one-column file; Papa then reads it with commas.
  const syntax = parsed.errors.find((e) => e.type !== 'Delimiter');
  if (syntax) {
    // Data rows start on line 2 of the file; Papa counts data rows from 0.
    return {
      ok: false,
      problems: [
        { row: (syntax.row ?? -1) + 2, message: `The CSV cannot be read: ${syntax.message}` },
      ],
    };
  }
  const fields = new Map(context.entity.fields.map((f) => [f.name, f]));
  const header = parsed.meta.fields ?? [];
  const unknown = header.filter(
    (h) => !fields.has(h) && !['id', 'version', 'createdAt', 'updatedAt', 'aside'].includes(h),
  );
  if (unknown.length > 0) {
    return {
      ok: false,
      problems: unknown.map((h) => ({
        row: 1,
        field: h,
        message: `The column "${h}" is not a field of ${context.entity.name}.`,
      })),
    };
  }
  const rows = parsed.data;
  return collect(rows.length, (i, problems) => {
    const row = rows[i] ?? {};
    const line = i + 2;
    const values: Record<string, unknown> = {};
    for (const [name, cell] of Object.entries(row)) {
      const field = fields.get(name);
      if (!field || cell === '' || cell === undefined) continue;
      const value = parseFieldValue(cell, field.type);
      if (value === undefined)
        problems.push({
          row: line,
          field: name,
          message: `"${cell}" is not a ${field.type.kind} value.`,
        });
      else values[name] = value;
    }
    const record = buildRecord(line, row.id === '' ? undefined : row.id, values, context, problems);
    if (!record) return undefined;
    if (row.version) record.version = Number(row.version) || 1;
    if (row.createdAt) record.createdAt = row.createdAt;
    if (row.updatedAt) record.updatedAt = row.updatedAt;
    if (row.aside) {
      try {
        record.aside = JSON.parse(row.aside) as Record<string, AsideValue>;
      } catch {
        problems.push({ row: line, field: 'aside', message: 'The aside column is not JSON.' });
      }
    }
    return record;
  });
}

function collect(
  count: number,
  readRow: (index: number, problems: ImportProblem[]) => StoredRecord | undefined,
): ImportResult {
  const problems: ImportProblem[] = [];
  const records: StoredRecord[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < count && problems.length < MAX_PROBLEMS; i++) {
    const before = problems.length;
    const record = readRow(i, problems);
    if (!record || problems.length > before) continue;
    const first = seen.get(record.id);
    if (first !== undefined) {
      problems.push({
        row: i + 1,
        field: 'id',
        message: `The id "${record.id}" is also used by row ${first}.`,
      });
      continue;
    }
    seen.set(record.id, i + 1);
    records.push(record);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, records };
}

function buildRecord(
  row: number,
  id: unknown,
  raw: Record<string, unknown>,
  context: ImportContext,
  problems: ImportProblem[],
  restoring = false,
): StoredRecord | undefined {
  const { entity } = context;
  if (id !== undefined && (typeof id !== 'string' || id === '')) {
    problems.push({ row, field: 'id', message: 'The id must be a non-empty text.' });
    return undefined;
  }
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const values: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = fields.get(name);
    if (!field) {
      problems.push({ row, field: name, message: `"${name}" is not a field of ${entity.name}.` });
      continue;
    }
    if (value === null || value === undefined) continue;
    let fitted: unknown = value;
    if (!isFieldValue(fitted, field.type) && typeof fitted === 'string')
      fitted = parseFieldValue(fitted, field.type);
    if (fitted === undefined || !isFieldValue(fitted, field.type)) {
      problems.push({
        row,
        field: name,
        message: `${JSON.stringify(value)} is not a ${field.type.kind} value.`,
      });
      continue;
    }
    values[name] = fitted;
  }
  // A restore brings back records as they were stored, even those a later spec change left incomplete.
  for (const field of restoring ? [] : entity.fields) {
    const reported = problems.some((p) => p.row === row && p.field === field.name);
    if (
      field.required &&
      field.type.kind !== 'state' &&
      values[field.name] === undefined &&
      !reported
    ) {
      problems.push({ row, field: field.name, message: `${field.name} is required.` });
    }
  }
  return {
    entity: entity.name,
    id: typeof id === 'string' ? id : context.newId(),
    values,
    aside: {},
    version: 1,
    createdAt: context.now,
    updatedAt: context.now,
  };
}

function readStoredRow(
  row: Record<string, unknown>,
  line: number,
  context: ImportContext,
  problems: ImportProblem[],
): StoredRecord | undefined {
  const values = isObject(row.values) ? row.values : {};
  const record = buildRecord(line, row.id, values, context, problems, true);
  if (!record) return undefined;
  if (typeof row.version === 'number') record.version = row.version;
  if (typeof row.createdAt === 'string') record.createdAt = row.createdAt;
  if (typeof row.updatedAt === 'string') record.updatedAt = row.updatedAt;
  if (isObject(row.aside)) record.aside = row.aside as Record<string, AsideValue>;
  return record;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
