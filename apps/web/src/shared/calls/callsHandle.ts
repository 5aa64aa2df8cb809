import type { CallsRuntime, CallsRuntimeOptions } from './CallsRuntime.ts';

/**
 * A spec's calls, loaded on first use: their code (the call data source, the log, the mock
 * backend and MSW) stays out of the first screen's JavaScript. Observable, so that what shows
 * the log or asks the user to sign in appears once the calls are loaded.
 */
export interface CallsHandle {
  /** The calls' runtime, loading it the first time. */
  load: () => Promise<CallsRuntime>;
  /** The runtime once loaded, else `undefined`. */
  current: () => CallsRuntime | undefined;
  /** Calls `listener` once the runtime has loaded. */
  subscribe: (listener: () => void) => () => void;
  close: () => void;
}

/**
 * Starts loading the calls' code, for a screen that will read through them as soon as it shows;
 * `load` then finds it loaded. A failure is left to `load` to report.
 */
export function preloadCallsCode(): void {
  import('./CallsRuntime.ts').catch(() => undefined);
  // The mock backend answers the first calls, unless the spec's calls go to a live server.
  import('@specrun/runtime/backend').catch(() => undefined);
}

/** The handle of one opened spec's calls. */
export function callsHandle(options: CallsRuntimeOptions): CallsHandle {
  let loading: Promise<CallsRuntime> | undefined;
  let loaded: CallsRuntime | undefined;
  let closed = false;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= import('./CallsRuntime.ts').then(({ CallsRuntime }) => {
        const runtime = new CallsRuntime(options);
        loaded = runtime;
        if (closed) runtime.close();
        for (const listener of [...listeners]) listener();
        return runtime;
      })),
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close: () => {
      closed = true;
      loaded?.close();
    },
  };
}
