import {
  decodeImportBytes,
  importDataJson,
  importRecordsCsv,
  importRecordsJson,
  type ImportProblem,
  type RecordsFormat,
  type ImportResult,
  type ImportedRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';

/** What to read from a file (named `fileName`): one entity's records, or a whole spec's data. */
export type ImportRequest =
  | {
      kind: 'records';
      fileName: string;
      format: RecordsFormat;
      entity: Entity;
      initialState?: string;
      /** Ids that references may point at, by entity (`User`: the users). */
      known: Record<string, string[]>;
      now: string;
    }
  | { kind: 'data'; fileName: string; entities: Entity[]; now: string };

/** What reading a file reports, message by message (from a worker, or in tests directly). */
export type ImportMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'problems'; problems: ImportProblem[]; count: number }
  | { type: 'records'; records: ImportedRecord[] }
  | { type: 'done'; keptAside: number }
  | { type: 'failed'; message: string };

/** How many records go in one message: each is copied across, so not all 100,000 at once. */
const RECORDS_PER_MESSAGE = 5000;

/** A new record's id: a random UUID. */
function newId(): string {
  return crypto.randomUUID();
}

/** Reads a file's text as the request says, reporting progress and the outcome as messages. */
function readImport(
  text: string,
  request: ImportRequest,
  post: (message: ImportMessage) => void,
): void {
  const onProgress = (done: number, total: number): void => post({ type: 'progress', done, total });
  let result: ImportResult;
  try {
    if (request.kind === 'data')
      result = importDataJson(text, {
        entities: request.entities,
        fileName: request.fileName,
        now: request.now,
        newId,
        onProgress,
      });
    else {
      const { fileName, format, entity, initialState, known, now } = request;
      const context = {
        entity,
        fileName,
        known,
        now,
        newId,
        onProgress,
        ...(initialState ? { initialState } : {}),
      };
      result =
        format === 'csv' ? importRecordsCsv(text, context) : importRecordsJson(text, context);
    }
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (!result.ok) {
    post({ type: 'problems', problems: result.problems, count: result.count });
    return;
  }
  for (let start = 0; start < result.records.length; start += RECORDS_PER_MESSAGE)
    post({ type: 'records', records: result.records.slice(start, start + RECORDS_PER_MESSAGE) });
  post({ type: 'done', keptAside: result.keptAside ?? 0 });
}

/**
 * Reads a file's bytes as the request says: as text in its encoding (`decodeImportBytes`: UTF-8,
 * or UTF-16 after its byte-order mark), refused when they are not valid in it, then `readImport`.
 */
export function readImportBytes(
  bytes: Uint8Array,
  request: ImportRequest,
  post: (message: ImportMessage) => void,
): void {
  const format = request.kind === 'data' ? 'json' : request.format;
  const decoded = decodeImportBytes(bytes, request.fileName, format);
  if (!decoded.ok) {
    post({ type: 'problems', problems: [{ row: 0, message: decoded.message }], count: 1 });
    return;
  }
  readImport(decoded.text, request, post);
}
