/** Something loaded asynchronously, as a screen shows it. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: Error };

/** A value loaded once, observable by `useSyncExternalStore`, with its failure kept as state. */
export interface Resource<T> {
  /** The current state; starts the load on first read. Returns the same object until it changes. */
  read(): Loadable<T>;
  subscribe(listener: () => void): () => void;
  /** Starts the load now, when nothing has read the resource yet (a value needed at once). */
  preload(): void;
  /** Loads again, e.g. after a failure. */
  reload(): void;
}

const LOADING: Loadable<never> = { status: 'loading' };

/** Wraps `load` so that it runs once, on first read, and its outcome is kept as `Loadable` state. */
export function createResource<T>(load: () => Promise<T>): Resource<T> {
  let state: Loadable<T> = LOADING;
  let started = false;
  let attempt = 0;
  const listeners = new Set<() => void>();

  const set = (next: Loadable<T>): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const start = (): void => {
    started = true;
    const mine = ++attempt;
    let pending: Promise<T>;
    try {
      pending = load();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => {
        if (mine === attempt) set({ status: 'ready', value });
      },
      (error: unknown) => {
        if (mine === attempt) set({ status: 'error', error: toError(error) });
      },
    );
  };

  return {
    read() {
      if (!started) start();
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload() {
      if (!started) start();
    },
    reload() {
      set(LOADING);
      start();
    },
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
