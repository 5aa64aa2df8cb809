import type { Entity } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { DataSource, Outcome } from './DataSource.ts';

/**
 * The record a route's parameter names: by id, or, when the parameter is named after a unique
 * field of the entity (`/article/:slug`), by that field's value. The id is tried first, so the
 * app's own links, which carry ids, keep working; a value that names no record answers as a read
 * of a missing id does (NOT_FOUND).
 */
export async function getByRouteParam(
  source: DataSource,
  entity: Entity,
  param: string,
  value: string,
): Promise<Outcome<StoredRecord>> {
  const byId = await source.get(entity.name, value);
  const field = entity.fields.find((f) => f.name === param && f.unique && f.name !== 'id');
  if (byId.ok || field === undefined) return byId;
  const named = source.listWhere
    ? await source.listWhere(entity.name, { [field.name]: value })
    : (await source.list(entity.name)).filter((r) => String(r.values[field.name]) === value);
  const record = named.find((r) => String(r.values[field.name]) === value);
  return record ? { ok: true, value: record } : byId;
}
