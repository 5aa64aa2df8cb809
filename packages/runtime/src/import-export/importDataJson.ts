import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { buildRecord, isObject } from './buildRecord.ts';
import { collectRecords } from './collectRecords.ts';
import { parseJsonFile } from './fileFormat.ts';
import {
  fileProblem,
  MAX_IMPORT_PROBLEMS,
  type ImportProblem,
  type ImportResult,
} from './ImportProblem.ts';

/** What a whole-data import needs besides the text. */
export interface DataImportContext {
  /** The spec's entities as they are now. */
  entities: readonly Entity[];
  /** The file's name, which a problem with the file as a whole names. */
  fileName?: string;
  /** The time records without one are stamped with (ISO). */
  now: string;
  newId: () => string;
  /** Called while rows are read, with the rows of every entity counted together. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Reads a whole spec's data from a `specrun-data` document (`exportDataJson`): every record is
 * restored as it was stored, its values checked against its entity's fields. Records of entities
 * the spec no longer has are restored as they are, so that nothing is lost. All or nothing;
 * problems name the entity and its row (1-based within that entity's list).
 */
export function importDataJson(text: string, context: DataImportContext): ImportResult {
  const parsed = parseJsonFile(text, context.fileName);
  if (!parsed.ok) return fileProblem(parsed.message);
  const data = parsed.data;
  if (!isObject(data) || data.format !== 'specrun-data' || !isObject(data.entities))
    return fileProblem(
      'Expected the data of a whole spec: a specrun-data document, as "Export all data" writes.',
    );
  const groups = Object.entries(data.entities);
  const total = groups.reduce((sum, [, rows]) => sum + (Array.isArray(rows) ? rows.length : 0), 0);
  const problems: ImportProblem[] = [];
  const records: StoredRecord[] = [];
  let count = 0;
  let before = 0;
  let keptAside = 0;
  for (const [name, rows] of groups) {
    if (!Array.isArray(rows)) {
      problems.push({ row: 0, entity: name, message: `The records of ${name} are not a list.` });
      count += 1;
      continue;
    }
    const entity = context.entities.find((e) => e.name === name);
    const offset = before;
    const result = collectRecords(
      {
        count: rows.length,
        rowOf: (index) => index + 1,
        read: (index, found) => {
          const row: unknown = rows[index];
          if (!isObject(row)) {
            found.push({ row: index + 1, message: 'This row is not an object.' });
            return undefined;
          }
          const values = isObject(row.values) ? row.values : {};
          if (row.entity !== undefined && row.entity !== name)
            found.push({ row: index + 1, field: 'entity', message: `This row is not a ${name}.` });
          const fields = { ...context, entity: entity ?? keptEntity(name, values) };
          return buildRecord(index + 1, row.id ?? '', values, fields, found, {
            meta: row,
            keepMisfits: true,
          });
        },
      },
      {
        entity: entity ?? keptEntity(name, {}),
        now: context.now,
        newId: context.newId,
        onProgress: (done) => context.onProgress?.(offset + done, total),
      },
    );
    before += rows.length;
    if (result.ok) {
      for (const record of result.records) records.push(record);
      keptAside += result.keptAside ?? 0;
    } else {
      problems.push(...result.problems.map((p) => ({ ...p, entity: name })));
      count += result.count;
    }
  }
  if (count > 0) return { ok: false, problems: problems.slice(0, MAX_IMPORT_PROBLEMS), count };
  return keptAside > 0 ? { ok: true, records, keptAside } : { ok: true, records };
}

/**
 * An entity the spec no longer has, seen through the record at hand: each of its values is kept
 * as it is (fields of unknown type accept any stored value).
 */
function keptEntity(name: string, values: Record<string, unknown>): Entity {
  return {
    name,
    text: '',
    fields: Object.keys(values).map((field) => ({
      name: field,
      type: { kind: 'unknown', text: '' },
      required: false,
      unique: false,
      notes: '',
    })),
  };
}
