import type { Outcome, StoredRecord } from '@specrun/runtime';
import { useEffect, useState } from 'react';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { useSession } from './SessionContext.ts';

const LOADING = { status: 'loading' } as const;

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Loads `load()` and again after each change of the store that concerns `entity` (including
 * changes made in another tab); the state belongs to `key`, so a new key starts as loading.
 */
function useLiveLoad<T>(
  key: string,
  entity: string | undefined,
  load: () => Promise<T>,
): Loadable<T> {
  const { source } = useSession();
  const [state, setState] = useState<{ key: string; value: Loadable<T> }>({
    key: '',
    value: LOADING,
  });
  useEffect(() => {
    let current = true;
    let generation = 0;
    const run = (): void => {
      const mine = ++generation;
      load().then(
        (value) =>
          current && mine === generation && setState({ key, value: { status: 'ready', value } }),
        (error: unknown) =>
          current &&
          mine === generation &&
          setState({ key, value: { status: 'error', error: toError(error) } }),
      );
    };
    run();
    const unsubscribe = source.subscribe((change) => {
      if (change.entity === undefined || change.entity === entity) run();
    });
    return () => {
      current = false;
      unsubscribe();
    };
    // `load` is derived from `key`, which names everything it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key]);
  return state.key === key ? state.value : LOADING;
}

/**
 * Every record of an entity, kept live: it reloads after each change of the store, including
 * changes made in another tab.
 */
export function useRecords(entity: string | undefined): Loadable<StoredRecord[]> {
  const { source } = useSession();
  return useLiveLoad(`list:${entity ?? ''}`, entity, () =>
    entity === undefined ? Promise.resolve([]) : source.list(entity),
  );
}

/** One record, kept live like `useRecords`; `ready` with an outcome that may be NOT_FOUND. */
export function useRecord(entity: string, id: string): Loadable<Outcome<StoredRecord>> {
  const { source } = useSession();
  return useLiveLoad(`get:${entity}:${id}`, entity, () => source.get(entity, id));
}
