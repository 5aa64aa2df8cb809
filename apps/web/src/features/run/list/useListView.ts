import {
  entitiesNamedIn,
  defaultSort,
  filterWhere,
  firstPageAnswers,
  firstPageFor,
  listColumns,
  prepareSort,
  queryRecords,
  readableById,
  referencedEntities,
  referencedIdsOfAll,
  type FieldFilter,
  type LabelFailure,
  type LabelIndex,
  type ListQuery,
  type ListSort,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity, Expression } from '@specrun/model';
import { useMemo } from 'react';
import { useLabelIndex } from '../useLabelIndex.ts';
import { useListRecords, useWhereLists } from '../useRecords.ts';
import { useScopeBase } from '../useScopeBase.ts';
import { useSession } from '../SessionContext.ts';
import { usePreparedSearch } from './usePreparedSearch.ts';

/** What a list screen shows, once its records and the labels of what they refer to are loaded. */
export type ListView =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'where-problem'; problem: string; record?: StoredRecord }
  | {
      status: 'ready';
      /**
       * False while only the first page is read: `shown` is then the first rows of the list (at
       * least one) and `total` counts every record of the entity, before the screen's `where`.
       */
      complete: boolean;
      /**
       * True while the list is read again after a change that altered its count: `shown` is still
       * the list before the change, and `total` (without a `where`) counts the records after it.
       */
      updating: boolean;
      /** The records the screen's `where` keeps: what "of N" counts. */
      total: number;
      /** Those that the search and filters keep, in the list's order. */
      shown: StoredRecord[];
      /** Every record of the entity read (all of them once `complete`), before the `where`. */
      all: StoredRecord[];
      /** Those the screen's `where` keeps, in the order they were read. */
      kept: StoredRecord[];
      labels: LabelIndex;
      /** The entities its references point at whose records could not be listed. */
      labelFailures: LabelFailure[];
      /** Lists those records again; `retryingLabels` until that is done. */
      retryLabels: () => void;
      retryingLabels: boolean;
    };

/**
 * An entity's records as a list screen shows them, kept live: the screen's `where` applied, then
 * the search, filters and sort. The first page shows as soon as it is read, while the rest is
 * read; once all records are in, the sorts by the list's columns are made ahead (`prepareSort`),
 * so that a click on a column sorts at once. Each step is memoized on what it reads, so that
 * typing in the search box does not evaluate the `where` again, nor a new sort search again.
 */
export function useListView(
  entity: Entity,
  where: Expression | undefined,
  search: string,
  filters: readonly FieldFilter[],
  sort: ListSort | undefined,
): ListView {
  // The first page is read in the order the list opens with, when the store can give it.
  const firstPage = useMemo(() => firstPageFor(defaultSort(entity)), [entity]);
  const read = useListRecords(entity.name, firstPage);
  const targets = useMemo(() => referencedEntities(entity), [entity]);
  const columns = useMemo(() => listColumns(entity).map((f) => f.name), [entity]);
  const base = useScopeBase();
  // On the records, not the read: a read that only brings a new count (`refreshListRead`) keeps
  // the same records, and so their `where`, sort indexes and search texts.
  const records = read.status === 'ready' ? read.value.records : undefined;
  const { spec } = useSession();
  // Its references are named by reading the records they point at, once the rows are read (20
  // claims name at most 20 categories, not the thousand of their list); an entity only a list
  // call can give is listed.
  const readable = useMemo(() => readableById(spec), [spec]);
  const ids = useMemo(
    () =>
      records &&
      new Map([...referencedIdsOfAll(entity, records)].filter(([target]) => readable(target))),
    [entity, records, readable],
  );
  const {
    read: labels,
    retry: retryLabels,
    retrying: retryingLabels,
  } = useLabelIndex(ids ? targets : [], ids);
  // The entities the `where` names as lists (`User.exists(…)`) are read whole, kept live.
  const named = useMemo(() => entitiesNamedIn(spec.entities, where), [spec, where]);
  const lists = useWhereLists(named);
  const kept = useMemo(
    () =>
      records && lists.status === 'ready'
        ? filterWhere(records, entity, where, base, lists.value)
        : undefined,
    [records, entity, where, base, lists],
  );
  const complete = read.status === 'ready' && read.value.complete;
  const labelIndex = labels.status === 'ready' ? labels.value.labels : undefined;
  usePreparedSearch(complete && kept?.ok ? kept.records : undefined, entity, labelIndex);
  const shown = useMemo(() => {
    if (read.status !== 'ready' || !kept?.ok || !labelIndex) return undefined;
    const query: ListQuery = { search, filters: [...filters] };
    if (sort) query.sort = sort;
    if (!read.value.complete) {
      // Rows kept from the first page are the first rows of the whole list; no row, or a query
      // the first page cannot answer, waits for the rest.
      return firstPageAnswers(read.value, query) && kept.records.length > 0
        ? kept.records
        : undefined;
    }
    prepareSort(kept.records, entity, columns, { labels: labelIndex });
    return queryRecords(kept.records, entity, query, { labels: labelIndex });
  }, [read, kept, entity, columns, search, filters, sort, labelIndex]);
  if (read.status === 'error') return read;
  if (labels.status === 'error') return labels;
  if (kept && !kept.ok) {
    return kept.record
      ? { status: 'where-problem', problem: kept.problem, record: kept.record }
      : { status: 'where-problem', problem: kept.problem };
  }
  if (read.status !== 'ready' || labels.status !== 'ready' || !kept || !shown || !labelIndex)
    return { status: 'loading' };
  const updating = read.value.complete && read.value.count !== read.value.records.length;
  return {
    status: 'ready',
    complete: read.value.complete,
    updating,
    // With a `where`, the count after a change is known only once every record is read again.
    total: read.value.complete && !(updating && !where) ? kept.records.length : read.value.count,
    shown,
    all: read.value.records,
    kept: kept.records,
    labels: labelIndex,
    labelFailures: labels.value.failures,
    retryLabels,
    retryingLabels,
  };
}
