import { readReferringRecords, referringEntities, type ReferringGroup } from '@specrun/runtime';
import { useMemo } from 'react';
import type { Loadable } from '../../../shared/loading/createResource.ts';
import { useSession } from '../SessionContext.ts';
import { useLiveLoad } from '../useLiveLoad.ts';

/** The records that point at the record `id` of `entity`, grouped by field, kept live. */
export function useReferringRecords(entity: string, id: string): Loadable<ReferringGroup[]> {
  const { spec, source } = useSession();
  const referring = useMemo(() => referringEntities(spec, entity), [spec, entity]);
  return useLiveLoad(`referring:${entity}:${id}`, referring, () =>
    readReferringRecords(source, spec, entity, id),
  );
}
