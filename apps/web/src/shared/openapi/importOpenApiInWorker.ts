import { IMPORT_STEPS, type OpenApiOutcome } from './openApiFiles.ts';
import type { OpenApiReply, OpenApiRequest } from './openApiMessages.ts';

/** Options of an import in the page: each step's label to `onStep`; `signal` cancels it. */
export interface ImportInWorkerOptions {
  onStep?: (label: string) => void;
  signal?: AbortSignal;
}

/**
 * Imports an OpenAPI document as a nine-point spec in a Web Worker (the importer and its
 * validator load there, on first use), telling each step as it starts. Cancelling ends the
 * worker at once and gives an outcome that says so.
 */
export function importOpenApiInWorker(
  name: string,
  text: string,
  { onStep = () => {}, signal }: ImportInWorkerOptions = {},
): Promise<OpenApiOutcome> {
  return new Promise((resolve) => {
    const cancelled: OpenApiOutcome = {
      ok: false,
      message: `The import of "${name}" was cancelled; nothing was opened.`,
    };
    if (signal?.aborted) return resolve(cancelled);
    const worker = new Worker(new URL('./openApiWorker.ts', import.meta.url), { type: 'module' });
    const finish = (outcome: OpenApiOutcome): void => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = (): void => finish(cancelled);
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = ({ data }: MessageEvent<OpenApiReply>) => {
      if (data.type === 'step') onStep(IMPORT_STEPS[data.step]);
      else finish(data.outcome);
    };
    worker.onerror = (event) =>
      finish({
        ok: false,
        message: `"${name}" could not be imported: ${event.message || 'the importer stopped'}.`,
      });
    const request: OpenApiRequest = { name, text };
    worker.postMessage(request);
  });
}
