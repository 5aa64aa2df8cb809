// Imports an OpenAPI document off the page's thread: reading, mapping and validating a document
// of a few megabytes takes a second or more, which would freeze the page.
import { importOpenApi } from '@specrun/openapi';
import { outcomeOf } from './openApiFiles.ts';
import type { OpenApiReply, OpenApiRequest } from './openApiMessages.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<OpenApiRequest>) => void) | null;
  postMessage(message: OpenApiReply): void;
}

const scope = self as unknown as WorkerScope;

// The validator asks `Buffer.isBuffer` of the values it reads (a file it read as bytes is one):
// the page has no Buffer, and gives it no bytes, so no value is one.
(globalThis as { Buffer?: unknown }).Buffer ??= { isBuffer: () => false };

scope.onmessage = ({ data }) => {
  importOpenApi(data.text, {
    name: data.name,
    onProgress: (step) => scope.postMessage({ type: 'step', step }),
  }).then(
    (result) => scope.postMessage({ type: 'done', outcome: outcomeOf(data.name, result) }),
    (error: unknown) =>
      scope.postMessage({
        type: 'done',
        outcome: {
          ok: false,
          message: `"${data.name}" could not be imported: ${error instanceof Error ? error.message : String(error)}`,
        },
      }),
  );
};
