import type { RecordStore } from '@specrun/runtime';
import type { Transport } from '@specrun/runtime/calls';
import type { MockBackend } from '@specrun/runtime/backend';
import type { Spec } from '@specrun/model';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { whenIdle } from '../loading/whenIdle.ts';

/** The mock backend of one spec, answering its calls in this page. */
export interface RunningMock {
  backend: MockBackend;
  /** Sends a request where the mock answers it. */
  send: Transport;
  /** Where the calls are answered now: in the page, or through MSW's service worker. */
  how: () => 'service worker' | 'in the page';
  close: () => void;
}

// One service worker serves the page; the handlers of the spec that sends last are its handlers.
let worker: Promise<SetupWorker | undefined> | undefined;
let active: readonly RequestHandler[] | undefined;

/**
 * Starts MSW's service worker once per page (`mockServiceWorker.js` beside the app), or finds
 * that it cannot run here: service workers need a secure origin (https, or localhost), and a
 * browser may refuse them. Resolves `undefined` then, and the mock answers in the page.
 */
function startWorker(): Promise<SetupWorker | undefined> {
  return (worker ??= (async () => {
    if (!mayHaveServiceWorker()) return undefined;
    try {
      const { setupWorker } = await import('msw/browser');
      const started = setupWorker();
      await started.start({
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return started;
    } catch {
      return undefined;
    }
  })());
}

/** Whether this is a page that may run a service worker (not Node, not a browser without them). */
function mayHaveServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** How long the service worker may wait for an idle page before it starts anyway. */
const WORKER_START_TIMEOUT_MS = 5_000;

/**
 * Starts the mock backend of a spec over its store: the spec's calls answered from the records,
 * as docs/calls.md says. Loaded only when a spec's first call is made. The page answers the calls
 * itself (`MockBackend.handle`) until MSW's service worker, started once the page is idle, serves
 * them: from then on they are real requests, seen in the browser's network panel. MSW is large,
 * and loading it first would hold up the first screen's records.
 */
export async function startMock(
  spec: Spec,
  store: RecordStore,
  now: () => Date,
): Promise<RunningMock> {
  const { MockBackend } = await import('@specrun/runtime/backend');
  const backend = new MockBackend({ spec, store, now });
  let throughWorker: Transport | undefined;
  let closed = false;
  let handlers: readonly RequestHandler[] | undefined;
  if (mayHaveServiceWorker())
    whenIdle(() => {
      if (closed) return;
      void serveThroughWorker(backend).then((served) => {
        if (served === undefined || closed) return;
        handlers = served.handlers;
        throughWorker = served.send;
      });
    }, WORKER_START_TIMEOUT_MS);
  const close = () => {
    closed = true;
    if (handlers !== undefined && active === handlers) active = undefined;
    backend.close();
  };
  const send: Transport = (request) =>
    throughWorker ? throughWorker(request) : backend.handle(request);
  const how = () => (throughWorker ? 'service worker' : 'in the page');
  return { backend, send, how, close };
}

/**
 * MSW's handlers for `backend` and a transport through the service worker that serves them, or
 * `undefined` when no service worker can run here (the page then keeps answering).
 */
async function serveThroughWorker(
  backend: MockBackend,
): Promise<{ handlers: readonly RequestHandler[]; send: Transport } | undefined> {
  const [started, { mockHandlers }] = await Promise.all([
    startWorker(),
    import('@specrun/runtime/backend/msw'),
  ]);
  if (!started) return undefined;
  // The calls go to the page's own origin.
  const handlers = mockHandlers(backend, { base: location.origin });
  const send: Transport = (request) => {
    if (active !== handlers) {
      started.resetHandlers(...handlers);
      active = handlers;
    }
    return fetch(request);
  };
  return { handlers, send };
}
