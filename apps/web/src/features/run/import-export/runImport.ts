import {
  recordsFormatOf,
  referencedEntities,
  type ImportWrite,
  type ImportWriteOptions,
  type ImportedRecord,
  type ImportProblem,
  type RecordStore,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity, Spec, User } from '@specrun/model';
import type { ImportRequest } from './readImport.ts';
import type { ReadImport } from './readImportInWorker.ts';

/** What is imported: one entity's records (JSON or CSV), or a whole spec's data (JSON). */
export type ImportJob = { kind: 'records'; entity: Entity } | { kind: 'data' };

/** Where an import stands, as its dialog shows it. */
export type ImportPhase =
  | { phase: 'reading'; done: number; total: number }
  | { phase: 'problems'; problems: ImportProblem[]; count: number }
  | { phase: 'writing'; done: number; total: number }
  | { phase: 'done'; count: number; updated: number; entities: string[]; keptAside: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/** The running spec an import writes into. */
export interface ImportTarget {
  spec: Spec;
  store: RecordStore;
  users: readonly User[];
  /**
   * Writes the records, all or nothing, after the same checks as any other write: the fields,
   * the rules of point 5 and the acting user's permissions (`LocalDataSource.importRecords`).
   */
  local: {
    importRecords(
      records: readonly ImportedRecord[],
      options: ImportWriteOptions,
    ): Promise<ImportWrite>;
  };
}

/** How an import runs: the file's reader (a worker in the browser), its cancel signal, its clock. */
export interface ImportOptions {
  read: ReadImport;
  signal: AbortSignal;
  onPhase: (phase: ImportPhase) => void;
  now?: () => Date;
}

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/**
 * Imports a file: reads and checks every row, then, only if no row has a problem, writes all
 * records in one all-or-nothing write. Cancelling at any point writes nothing. Returns the last
 * phase, which `onPhase` has also been told.
 */
export async function runImport(
  file: Blob & { name?: string },
  job: ImportJob,
  target: ImportTarget,
  options: ImportOptions,
): Promise<ImportPhase> {
  const { read, signal, onPhase } = options;
  const end = (phase: ImportPhase): ImportPhase => {
    onPhase(phase);
    return phase;
  };
  onPhase({ phase: 'reading', done: 0, total: 0 });
  try {
    const request = await requestOf(file, job, target, (options.now ?? (() => new Date()))());
    const result = await read(file, request, {
      signal,
      onProgress: (done, total) => onPhase({ phase: 'reading', done, total }),
    });
    if (!result.ok)
      return end({ phase: 'problems', problems: result.problems, count: result.count });
    const total = result.records.length;
    onPhase({ phase: 'writing', done: 0, total });
    const written = await target.local.importRecords(result.records, {
      signal,
      rowOf: rowsOf(request, result.records),
      onProgress: (done) => onPhase({ phase: 'writing', done, total }),
    });
    if (!written.ok)
      return end({ phase: 'problems', problems: written.problems, count: written.count });
    return end({
      phase: 'done',
      count: total,
      updated: written.updated,
      entities: entitiesOf(result.records),
      keptAside: result.keptAside ?? 0,
    });
  } catch (error) {
    if (isAbort(error)) return end({ phase: 'cancelled' });
    return end({
      phase: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

async function requestOf(
  file: Blob & { name?: string },
  job: ImportJob,
  target: ImportTarget,
  now: Date,
): Promise<ImportRequest> {
  const fileName = file.name ?? '';
  if (job.kind === 'data')
    return { kind: 'data', fileName, entities: target.spec.entities, now: now.toISOString() };
  const { entity } = job;
  const head = await file.slice(0, 64).text();
  const known: Record<string, string[]> = {};
  for (const name of referencedEntities(entity))
    known[name] =
      name === 'User'
        ? target.users.map((u) => u.id)
        : (await target.store.list(name)).map((r) => r.id);
  const initialState = target.spec.lifecycles.find((l) => l.entity === entity.name)?.initial;
  return {
    kind: 'records',
    fileName,
    format: recordsFormatOf(fileName, head),
    entity,
    known,
    now: now.toISOString(),
    ...(initialState ? { initialState } : {}),
  };
}

/**
 * The row a person sees for each record, as the reader counts them: a CSV's data start on row 2
 * (after the header); a JSON file's records from 1, and a whole-data file's from 1 per entity.
 */
function rowsOf(
  request: ImportRequest,
  records: readonly StoredRecord[],
): (record: StoredRecord, index: number) => number {
  if (request.kind === 'records')
    return request.format === 'csv' ? (_record, index) => index + 2 : (_record, index) => index + 1;
  const rows = new Map<StoredRecord, number>();
  const counts = new Map<string, number>();
  for (const record of records) {
    const row = (counts.get(record.entity) ?? 0) + 1;
    counts.set(record.entity, row);
    rows.set(record, row);
  }
  return (record, index) => rows.get(record) ?? index + 1;
}

function entitiesOf(records: readonly StoredRecord[]): string[] {
  return [...new Set(records.map((r) => r.entity))].sort();
}
