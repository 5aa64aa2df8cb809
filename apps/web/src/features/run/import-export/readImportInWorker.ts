import type { ImportedRecord, ImportResult } from '@specrun/runtime';
import { readImportBytes, type ImportMessage, type ImportRequest } from './readImport.ts';

/** Options of a file's reading: cancelled by `signal`, reporting rows read to `onProgress`. */
export interface ReadOptions {
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}

/** Reads and checks a file for an import; rejects with an `AbortError` when cancelled. */
export type ReadImport = (
  file: Blob,
  request: ImportRequest,
  options: ReadOptions,
) => Promise<ImportResult>;

/** The error a cancelled reading rejects with. */
function cancelled(): DOMException {
  return new DOMException('The import was cancelled; nothing was written.', 'AbortError');
}

/** Collects a reading's messages into its result. */
function receive(
  onProgress: ReadOptions['onProgress'],
  settle: (outcome: { result: ImportResult } | { error: Error }) => void,
): (message: ImportMessage) => void {
  const records: ImportedRecord[] = [];
  return (message) => {
    switch (message.type) {
      case 'progress':
        onProgress(message.done, message.total);
        break;
      case 'records':
        for (const record of message.records) records.push(record);
        break;
      case 'problems':
        settle({ result: { ok: false, problems: message.problems, count: message.count } });
        break;
      case 'done':
        settle({ result: { ok: true, records, keptAside: message.keptAside } });
        break;
      case 'failed':
        settle({ error: new Error(message.message) });
        break;
    }
  };
}

/**
 * Reads a file in a Web Worker: parsing and checking 100,000 rows takes a second or more, which
 * would freeze the page on its own thread. Cancelling ends the worker at once.
 */
export const readImportInWorker: ReadImport = (file, request, { signal, onProgress }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(cancelled());
      return;
    }
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    const stop = (): void => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      stop();
      reject(cancelled());
    };
    signal.addEventListener('abort', onAbort);
    const onMessage = receive(onProgress, (outcome) => {
      stop();
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    });
    worker.onmessage = (event: MessageEvent<ImportMessage>) => onMessage(event.data);
    worker.onerror = (event) => {
      stop();
      reject(new Error(`The file could not be read: ${event.message || 'the reader stopped'}.`));
    };
    worker.postMessage({ file, request });
  });

/** Reads a file on this thread: for tests, where there are no workers. */
export const readImportHere: ReadImport = async (file, request, { signal, onProgress }) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (signal.aborted) throw cancelled();
  let outcome: { result: ImportResult } | { error: Error } | undefined;
  readImportBytes(
    bytes,
    request,
    receive(onProgress, (settled) => (outcome = settled)),
  );
  if (!outcome) throw new Error('The reading ended without a result.');
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
};
