import type { ElkNode } from 'elkjs/lib/elk-api';
import ElkApi from 'elkjs/lib/elk-api.js';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { ElkEngine } from '../../../shared/diagram/layoutGraph.ts';

/** The worker could not run; layouts go to ELK on the main thread instead. */
class WorkerFailed extends Error {}

function startWorker(): ElkEngine | undefined {
  if (typeof Worker === 'undefined') return undefined;
  const pending = new Set<(error: Error) => void>();
  let failure: WorkerFailed | undefined;
  const elk = new ElkApi({
    workerUrl,
    workerFactory: (url) => {
      const worker = new Worker(url ?? workerUrl);
      // ELK's wrapper never hears of a worker that fails to load: its layouts would wait forever.
      worker.addEventListener('error', (event) => {
        failure = new WorkerFailed(event.message || 'The layout worker did not start.');
        for (const reject of pending) reject(failure);
        pending.clear();
      });
      return worker;
    },
  });
  return {
    layout: (graph) =>
      new Promise<ElkNode>((resolve, reject) => {
        if (failure) return reject(failure);
        pending.add(reject);
        elk.layout(graph).then(
          (laid) => {
            pending.delete(reject);
            resolve(laid);
          },
          (error: unknown) => {
            pending.delete(reject);
            reject(error instanceof Error ? error : new Error(describe(error)));
          },
        );
      }),
  };
}

function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message);
  return String(error);
}

let worker: ElkEngine | null | undefined;
let mainThread: Promise<ElkEngine> | undefined;

/**
 * ELK for the workbench's diagrams: in a Web Worker, so that laying out a spec of hundreds of
 * entities never freezes the page; on the main thread (the bundled build, loaded on demand) where
 * there are no workers or the worker fails.
 */
export const elkEngine: ElkEngine = {
  async layout(graph) {
    if (worker === undefined) worker = startWorker() ?? null;
    if (worker) {
      try {
        return await worker.layout(graph);
      } catch (error) {
        if (!(error instanceof WorkerFailed)) throw error;
        worker = null;
      }
    }
    mainThread ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk());
    return (await mainThread).layout(graph);
  },
};
