import {
  filterWhere,
  queryRecords,
  referencedEntities,
  type FieldFilter,
  type LabelIndex,
  type ListQuery,
  type ListSort,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity, Expression } from '@specrun/spec';
import { useMemo } from 'react';
import { useLabelIndex } from '../useLabelIndex.ts';
import { useRecords } from '../useRecords.ts';
import { useScopeBase } from '../useScopeBase.ts';
import { usePreparedSearch } from './usePreparedSearch.ts';

/** What a list screen shows, once its records and the labels of what they refer to are loaded. */
export type ListView =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'where-problem'; problem: string; record?: StoredRecord }
  | {
      status: 'ready';
      /** The records the screen's `where` keeps: what "of N" counts. */
      total: number;
      /** Those that the search and filters keep, in the list's order. */
      shown: StoredRecord[];
      labels: LabelIndex;
    };

/**
 * An entity's records as a list screen shows them, kept live: the screen's `where` applied, then
 * the search, filters and sort. Each step is memoized on what it reads, so that typing in the
 * search box does not evaluate the `where` again, nor a new sort search again.
 */
export function useListView(
  entity: Entity,
  where: Expression | undefined,
  search: string,
  filters: readonly FieldFilter[],
  sort: ListSort | undefined,
): ListView {
  const records = useRecords(entity.name);
  const targets = useMemo(() => referencedEntities(entity), [entity]);
  const labels = useLabelIndex(targets);
  const base = useScopeBase();
  const kept = useMemo(
    () =>
      records.status === 'ready' ? filterWhere(records.value, entity, where, base) : undefined,
    [records, entity, where, base],
  );
  const labelIndex = labels.status === 'ready' ? labels.value : undefined;
  usePreparedSearch(kept?.ok ? kept.records : undefined, entity, labelIndex);
  const shown = useMemo(() => {
    if (!kept?.ok || !labelIndex) return undefined;
    const query: ListQuery = { search, filters: [...filters] };
    if (sort) query.sort = sort;
    return queryRecords(kept.records, entity, query, { labels: labelIndex });
  }, [kept, entity, search, filters, sort, labelIndex]);
  if (records.status === 'error') return records;
  if (labels.status === 'error') return labels;
  if (kept && !kept.ok) {
    return kept.record
      ? { status: 'where-problem', problem: kept.problem, record: kept.record }
      : { status: 'where-problem', problem: kept.problem };
  }
  if (!kept || !shown || !labelIndex) return { status: 'loading' };
  return { status: 'ready', total: kept.records.length, shown, labels: labelIndex };
}
