import type { Entity, QueryParam } from '@specrun/model';
import { defaultSort } from '../query/queryRecords.ts';
import type { RecordQuery } from '../storage/RecordQuery.ts';
import type { BoundRequest } from './BoundRequest.ts';

/** A list request's page: `offset` (default 0) and `limit` (default all). */
export interface ListWindow {
  offset: number;
  limit?: number;
}

/**
 * What a list call asks of the store when the store can answer all of it (`RecordStore.queryPage`):
 * the path's scope and each filter on a stored field as fields that hold values, the list's order
 * when it is the order of creation, the page, and the count when the answer counts. A filter
 * through a reference (`author=author.username`) is asked as the reference to the one record that
 * holds the value; `none` when no record does (the answer is empty). Undefined when part of the
 * request needs the records themselves: a `where`, a sort by a field, a filter on a computed field,
 * a path longer than one reference or one that more than one record answers.
 */
export async function storeListQuery(
  bound: BoundRequest,
  scope: Readonly<Record<string, string>>,
  params: readonly QueryParam[],
  window: ListWindow,
  count: boolean,
): Promise<RecordQuery | 'none' | undefined> {
  const { spec, entity, binding } = bound;
  if (binding.call.where !== undefined) return undefined;
  const sort = defaultSort(entity);
  if (sort !== undefined && sort.field !== 'createdAt') return undefined;
  const holding: Record<string, string> = { ...scope };
  const hold = (field: string, text: string): boolean => {
    if (holding[field] !== undefined && holding[field] !== text) return false;
    holding[field] = text;
    return true;
  };
  const search = new URLSearchParams(bound.request.search);
  for (const param of params) {
    const wanted = search.get(param.name);
    if (param.kind !== 'filter' || wanted === null || wanted === '') continue;
    const [name, next, ...rest] = param.path ?? [];
    if (name === undefined || rest.length > 0 || !isStored(entity, name)) return undefined;
    if (next === undefined) {
      if (!hold(name, wanted)) return undefined;
      continue;
    }
    const type = entity.fields.find((f) => f.name === name)?.type;
    const target = type?.kind === 'list' ? type.of : type;
    if (target?.kind !== 'ref') return undefined;
    const named = spec.entities.find((e) => e.name === target.entity);
    if (named === undefined || !isStored(named, next)) return undefined;
    // The records the reference may name, as the filter reads them: every one stored.
    const found = await bound.shape.store.queryPage(target.entity, {
      holding: { [next]: wanted },
      limit: 2,
    });
    if (found.records.length === 0) return 'none';
    if (found.records.length > 1 || !hold(name, found.records[0]!.id)) return undefined;
  }
  const query: RecordQuery = { holding, direction: sort?.direction ?? 'asc', count };
  if (window.offset > 0) query.offset = window.offset;
  // A page of no records (`limit=0`) is read as one, which the caller leaves out.
  if (window.limit !== undefined) query.limit = Math.max(window.limit, 1);
  return query;
}

/** True for a field of the entity whose value is stored (not computed when read, not `id`). */
function isStored(entity: Entity, name: string): boolean {
  const field = entity.fields.find((f) => f.name === name);
  return field !== undefined && field.computed === undefined;
}
