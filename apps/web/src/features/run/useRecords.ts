import type { Outcome, StoredRecord } from '@specrun/runtime';
import { useEffect, useState } from 'react';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { useSession } from './SessionContext.ts';

/**
 * Every record of an entity, kept live: it reloads after each change of the store, including
 * changes made in another tab.
 */
export function useRecords(entity: string | undefined): Loadable<StoredRecord[]> {
  const { source } = useSession();
  const [state, setState] = useState<Loadable<StoredRecord[]>>({ status: 'loading' });
  useEffect(() => {
    if (entity === undefined) {
      setState({ status: 'ready', value: [] });
      return undefined;
    }
    let current = true;
    let generation = 0;
    const load = (): void => {
      const mine = ++generation;
      source.list(entity).then(
        (value) => current && mine === generation && setState({ status: 'ready', value }),
        (error: unknown) =>
          current &&
          mine === generation &&
          setState({
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    };
    setState({ status: 'loading' });
    load();
    const unsubscribe = source.subscribe((change) => {
      if (change.entity === undefined || change.entity === entity) load();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [source, entity]);
  return state;
}

/** One record, kept live like `useRecords`; `ready` with an outcome that may be NOT_FOUND. */
export function useRecord(entity: string, id: string): Loadable<Outcome<StoredRecord>> {
  const { source } = useSession();
  const [state, setState] = useState<Loadable<Outcome<StoredRecord>>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const load = (): void => {
      source.get(entity, id).then(
        (value) => current && setState({ status: 'ready', value }),
        (error: unknown) =>
          current &&
          setState({
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    };
    setState({ status: 'loading' });
    load();
    const unsubscribe = source.subscribe((change) => {
      if (change.entity === undefined || change.entity === entity) load();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [source, entity, id]);
  return state;
}
