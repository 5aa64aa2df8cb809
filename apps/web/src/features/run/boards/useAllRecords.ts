import { listEach, type EachList } from '@specrun/runtime';
import type { Loadable } from '../../../shared/loading/createResource.ts';
import { useSession } from '../SessionContext.ts';
import { useLiveLoad } from '../useLiveLoad.ts';

/**
 * The records of several entities at once, by entity name, kept live like `useRecords`: loaded
 * again after every change of the store that concerns one of them, including changes made in
 * another tab. An entity whose list call fails is among `failures`, the others are read.
 */
export function useAllRecords(entities: readonly string[], attempt = 0): Loadable<EachList> {
  const { source } = useSession();
  return useLiveLoad(`all:${entities.join('\u0000')}`, entities, () => listEach(source, entities), {
    attempt,
  });
}
