import { startTransition, useEffect, useState } from 'react';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { useSession } from './SessionContext.ts';

const LOADING = { status: 'loading' } as const;

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Loads `load()` and again after each change of the store that concerns one of `entities`
 * (including changes made in another tab); the state belongs to `key`, which must name everything
 * `load` reads, so a new key starts as loading. A load that a later one overtook is dropped.
 * `load` may report a first part of its value through `early` (the first page of a long list):
 * it is shown while nothing else is; a value already loaded is kept, so that a reload after a
 * change keeps the list as it was until the new one is complete, unless `options.refresh` says
 * what the early value makes of it (the list with its new count). A new `options.attempt`
 * (default 0) loads again like a change does, keeping the value loaded until the new one comes.
 */
export function useLiveLoad<T>(
  key: string,
  entities: readonly string[],
  load: (early: (value: T) => void) => Promise<T>,
  options: { attempt?: number; refresh?: (previous: T, early: T) => T } = {},
): Loadable<T> {
  const { source } = useSession();
  const { attempt = 0, refresh } = options;
  const [state, setState] = useState<{ key: string; value: Loadable<T> }>({
    key: '',
    value: LOADING,
  });
  useEffect(() => {
    let current = true;
    let generation = 0;
    // What a load brings renders as a transition: a screen's records (a list's table, a board)
    // render in slices between which the page paints and answers input, not in one long task.
    const show = (next: Parameters<typeof setState>[0]) => startTransition(() => setState(next));
    const run = (): void => {
      const mine = ++generation;
      const early = (value: T): void => {
        if (!current || mine !== generation) return;
        show((previous) => {
          if (previous.key !== key || previous.value.status !== 'ready')
            return { key, value: { status: 'ready', value } };
          if (!refresh) return previous;
          return { key, value: { status: 'ready', value: refresh(previous.value.value, value) } };
        });
      };
      load(early).then(
        (value) =>
          current && mine === generation && show({ key, value: { status: 'ready', value } }),
        (error: unknown) =>
          current &&
          mine === generation &&
          show({ key, value: { status: 'error', error: toError(error) } }),
      );
    };
    run();
    const unsubscribe = source.subscribe((change) => {
      if (change.entity === undefined || entities.includes(change.entity)) run();
    });
    return () => {
      current = false;
      unsubscribe();
    };
    // `load` and `entities` are derived from `key`, which names everything they read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key, attempt]);
  return state.key === key ? state.value : LOADING;
}
