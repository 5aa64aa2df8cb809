import {
  getByRouteParam,
  readListInSteps,
  refreshListRead,
  type ListRead,
  type Outcome,
  type PageOptions,
  type StoredRecord,
} from '@specrun/runtime';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { useSession } from './SessionContext.ts';
import { useLiveLoad } from './useLiveLoad.ts';

/**
 * Every record of an entity, kept live: it reloads after each change of the store, including
 * changes made in another tab. A new `attempt` reads them again (after a failed read).
 */
export function useRecords(entity: string | undefined, attempt = 0): Loadable<StoredRecord[]> {
  const { source } = useSession();
  return useLiveLoad(`list:${entity ?? ''}:${attempt}`, entity === undefined ? [] : [entity], () =>
    entity === undefined ? Promise.resolve([]) : source.list(entity),
  );
}

/**
 * The records of a list, kept live like `useRecords`, read in two steps (`readListInSteps`): with
 * `firstPage`, that page comes first, as a read that is not `complete`, then every record. Read
 * again after a change, the list shows its new count as soon as the first page has it.
 */
export function useListRecords(
  entity: string,
  firstPage: PageOptions | undefined,
): Loadable<ListRead> {
  const { source } = useSession();
  return useLiveLoad(
    `list-read:${entity}:${JSON.stringify(firstPage ?? null)}`,
    [entity],
    (early) =>
      readListInSteps(source, entity, {
        ...(firstPage ? { firstPage } : {}),
        onFirstPage: early,
        beforeRest: nextPaint,
      }),
    { refresh: refreshListRead },
  );
}

/**
 * Resolves once the page has painted (the first rows), so that reading the rest does not hold
 * them up; a hidden page paints nothing, hence the timeout.
 */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timeout = window.setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(timeout);
        resolve();
      }, 0),
    );
  });
}

/**
 * One record, kept live like `useRecords`; `ready` with an outcome that may be NOT_FOUND. With
 * `param`, the route's parameter `id` is the value of: a unique field of that name (`:slug`) too.
 */
export function useRecord(
  entity: string,
  id: string,
  param?: string,
): Loadable<Outcome<StoredRecord>> {
  const { source, spec } = useSession();
  const declared = spec.entities.find((e) => e.name === entity);
  return useLiveLoad(`get:${entity}:${param ?? 'id'}:${id}`, [entity], () =>
    declared && param !== undefined
      ? getByRouteParam(source, declared, param, id)
      : source.get(entity, id),
  );
}

/**
 * The records of the entities a screen's `where` names as lists, each as its id and values, by
 * entity name; kept live. Ready at once, with no lists, for a `where` that names none.
 */
export function useWhereLists(entities: readonly string[]): Loadable<Record<string, unknown[]>> {
  const { source } = useSession();
  return useLiveLoad(`where-lists:${entities.join(',')}`, entities, async () => {
    const lists: Record<string, unknown[]> = {};
    for (const name of entities)
      lists[name] = (await source.list(name)).map((r) => ({ id: r.id, ...r.values }));
    return lists;
  });
}
