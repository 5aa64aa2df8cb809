import type { RecordStore } from '@specrun/runtime';
import type { Transport } from '@specrun/runtime/calls';
import type { MockBackend } from '@specrun/runtime/mock';
import type { Spec } from '@specrun/spec';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';

/** The mock backend of one spec, answering its calls in this page. */
export interface RunningMock {
  backend: MockBackend;
  /** Sends a request where the mock answers it. */
  send: Transport;
  /** How it answers: MSW's service worker, or MSW's handlers called in the page. */
  how: 'service worker' | 'in the page';
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
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
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

/**
 * Starts the mock backend of a spec over its store: the spec's calls answered by MSW from the
 * records, as docs/calls.md says. Loaded only when a spec's first call is made.
 */
export async function startMock(
  spec: Spec,
  store: RecordStore,
  now: () => Date,
): Promise<RunningMock> {
  const [{ MockBackend, mockHandlers }, { getResponse }] = await Promise.all([
    import('@specrun/runtime/mock'),
    import('msw'),
  ]);
  const backend = new MockBackend({ spec, store, now });
  // The calls go to the page's own origin (outside a page, as the data source assumes, localhost).
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const handlers = mockHandlers(backend, { base: origin });
  const close = () => {
    if (active === handlers) active = undefined;
    backend.close();
  };
  const started = await startWorker();
  if (started) {
    const send: Transport = (request) => {
      if (active !== handlers) {
        started.resetHandlers(...handlers);
        active = handlers;
      }
      return fetch(request);
    };
    return { backend, send, how: 'service worker', close };
  }
  const send: Transport = async (request) =>
    (await getResponse(handlers, request)) ?? fetch(request);
  return { backend, send, how: 'in the page', close };
}
