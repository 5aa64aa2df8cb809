import type { Outcome, StoredRecord } from '@specrun/runtime';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { useSession } from './SessionContext.ts';
import { useLiveLoad } from './useLiveLoad.ts';

/**
 * Every record of an entity, kept live: it reloads after each change of the store, including
 * changes made in another tab.
 */
export function useRecords(entity: string | undefined): Loadable<StoredRecord[]> {
  const { source } = useSession();
  return useLiveLoad(`list:${entity ?? ''}`, entity === undefined ? [] : [entity], () =>
    entity === undefined ? Promise.resolve([]) : source.list(entity),
  );
}

/** One record, kept live like `useRecords`; `ready` with an outcome that may be NOT_FOUND. */
export function useRecord(entity: string, id: string): Loadable<Outcome<StoredRecord>> {
  const { source } = useSession();
  return useLiveLoad(`get:${entity}:${id}`, [entity], () => source.get(entity, id));
}
