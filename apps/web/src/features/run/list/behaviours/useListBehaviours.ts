import { screenBehaviours, type ScreenBehaviours } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useMemo } from 'react';
import { useSession } from '../../SessionContext.ts';
import { useBulk, type Bulk } from './useBulk.ts';
import { useListWrites, type ListWrites } from './useListWrites.ts';
import { useRowParts, type RowParts } from './useRowParts.tsx';

/** What a list screen's behaviours need: which they are, their writes, bulk runs and row parts. */
export interface ListBehaviourKit {
  behaviours: ScreenBehaviours;
  writes: ListWrites;
  bulk: Bulk;
  /** The row controls as parts of the table; undefined without row behaviours. */
  parts: RowParts | undefined;
  /** True when the list has any behaviour at all. */
  any: boolean;
}

/** The list behaviours of point 2 that the list screen at `route` of `entity` runs. */
export function useListBehaviours(route: string, entity: Entity): ListBehaviourKit {
  const { spec } = useSession();
  const behaviours = useMemo(() => screenBehaviours(spec, route, entity), [spec, route, entity]);
  const writes = useListWrites(entity);
  const bulk = useBulk();
  const parts = useRowParts(entity, behaviours.rows, writes);
  const any =
    behaviours.add !== undefined || behaviours.rows.length > 0 || behaviours.list.length > 0;
  return { behaviours, writes, bulk, parts, any };
}
