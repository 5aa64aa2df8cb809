// The import's worker: reads and checks a file off the page's thread, so that the page stays
// responsive while 100,000 rows are read; cancelling an import ends the worker.
import { readImportBytes, type ImportMessage, type ImportRequest } from './readImport.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ file: Blob; request: ImportRequest }>) => void) | null;
  postMessage(message: ImportMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { file, request } = event.data;
  file.arrayBuffer().then(
    (buffer) =>
      readImportBytes(new Uint8Array(buffer), request, (message) => scope.postMessage(message)),
    (error: unknown) =>
      scope.postMessage({
        type: 'failed',
        message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
      }),
  );
};
