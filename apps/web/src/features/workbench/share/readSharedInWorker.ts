import { readShared, type SharedOutcome } from './readShared.ts';

/**
 * `readShared` in a Web Worker, so that decoding a large link and reading its spec never holds up
 * the page; on this thread where there are no workers (tests). A worker that fails says so.
 */
export function readSharedInWorker(payload: string): Promise<SharedOutcome> {
  if (typeof Worker === 'undefined') return readShared(payload);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./shareWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SharedOutcome>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      resolve({
        ok: false,
        message: `The link could not be read: ${event.message || 'the reader stopped'}.`,
      });
    };
    worker.postMessage(payload);
  });
}
