import type { StoredRecord } from '@specrun/runtime';
import type { Loadable } from '../../../shared/loading/createResource.ts';
import { useSession } from '../SessionContext.ts';
import { useLiveLoad } from '../useLiveLoad.ts';

/**
 * The records of several entities at once, by entity name, kept live like `useRecords`: loaded
 * again after every change of the store that concerns one of them, including changes made in
 * another tab.
 */
export function useAllRecords(
  entities: readonly string[],
): Loadable<ReadonlyMap<string, StoredRecord[]>> {
  const { source } = useSession();
  return useLiveLoad(`all:${entities.join('\u0000')}`, entities, async () => {
    const lists = await Promise.all(entities.map((name) => source.list(name)));
    return new Map(entities.map((name, i) => [name, lists[i] ?? []]));
  });
}
