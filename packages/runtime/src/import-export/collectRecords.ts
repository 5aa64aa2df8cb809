import type { Entity, FieldType } from '@specrun/model';
import type { ReadRow } from './buildRecord.ts';
import {
  MAX_IMPORT_PROBLEMS,
  PROGRESS_EVERY,
  withCode,
  type ImportContext,
  type ImportProblem,
  type ImportResult,
} from './ImportProblem.ts';

/** The rows of one entity in a file, read one at a time. */
export interface RowSource {
  count: number;
  /** The row number a person sees for the row at `index`. */
  rowOf(index: number): number;
  /** Reads the row at `index`, adding what is wrong with it to `problems`. */
  read(index: number, problems: ImportProblem[]): ReadRow | undefined;
}

interface Entry extends ReadRow {
  row: number;
}

/**
 * Reads every row, then checks what needs the whole file: that no id is used twice, and that the
 * references of new records point at a record of the file or a known one. All or nothing: any
 * problem fails the whole import.
 */
export function collectRecords(source: RowSource, context: ImportContext): ImportResult {
  const problems: ImportProblem[] = [];
  const entries: Entry[] = [];
  const seen = new Map<string, number>();
  let keptAside = 0;
  // One list for every row's problems, emptied after each: 100,000 rows make no garbage of it.
  const mine: ImportProblem[] = [];
  for (let index = 0; index < source.count; index++) {
    const row = source.rowOf(index);
    mine.length = 0;
    const read = source.read(index, mine);
    if (read && mine.length === 0) {
      const first = seen.get(read.record.id);
      if (first !== undefined)
        mine.push({
          row,
          field: 'id',
          message: `The id "${read.record.id}" is also used by row ${first}.`,
        });
      else {
        seen.set(read.record.id, row);
        entries.push({ record: read.record, fresh: read.fresh, keptAside: read.keptAside, row });
        keptAside += read.keptAside;
      }
    }
    for (const problem of mine) problems.push(problem);
    if ((index + 1) % PROGRESS_EVERY === 0) context.onProgress?.(index + 1, source.count);
  }
  context.onProgress?.(source.count, source.count);
  if (context.known) problems.push(...missingReferences(entries, context, seen));
  if (problems.length === 0) {
    const records = entries.map((e) => e.record);
    return keptAside > 0 ? { ok: true, records, keptAside } : { ok: true, records };
  }
  problems.sort((a, b) => a.row - b.row);
  return { ok: false, problems: problems.slice(0, MAX_IMPORT_PROBLEMS), count: problems.length };
}

/** The entity a field refers to (for a reference or a list of references), if any. */
function targetOf(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list' && type.of.kind === 'ref') return type.of.entity;
  return undefined;
}

function missingReferences(
  entries: Entry[],
  context: ImportContext,
  idsInFile: ReadonlyMap<string, number>,
): ImportProblem[] {
  const { entity, known = {} } = context;
  const fields = entity.fields.flatMap((field) => {
    const target = targetOf(field.type);
    return target === undefined ? [] : [{ field, target, ids: new Set(known[target] ?? []) }];
  });
  const problems: ImportProblem[] = [];
  if (fields.length === 0) return problems;
  for (const { record, fresh, row } of entries) {
    if (!fresh) continue;
    for (const { field, target, ids } of fields) {
      const value = record.values[field.name];
      const refs = Array.isArray(value) ? value : value === undefined ? [] : [value];
      for (const ref of refs) {
        const id = String(ref);
        if (ids.has(id) || (target === entity.name && idsInFile.has(id))) continue;
        problems.push({
          row,
          field: field.name,
          message: withCode(
            `${field.name} points at a ${target} that does not exist (${id}).`,
            'MISSING_REFERENCE',
          ),
        });
      }
    }
  }
  return problems;
}

/** The entities whose ids an import of `entity` needs to check its references (`User` included). */
export function referencedEntities(entity: Entity): string[] {
  const targets = entity.fields.flatMap((f) => targetOf(f.type) ?? []);
  return [...new Set(targets)].sort();
}
