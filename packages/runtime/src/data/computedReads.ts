import type { Spec, User } from '@specrun/model';
import type { LocalSource } from '../calls/CallDataSource.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type * as ComputeFields from './computeFields.ts';

type ComputeFieldsModule = typeof ComputeFields;

/**
 * A source whose reads give each record with its computed fields (`= size(favoritedBy)`) for
 * `user`, as the spec's backend answers them; writes go to `source` as they are. Entities with no
 * computed field are read untouched.
 */
export function computedReads(
  source: LocalSource,
  spec: Spec,
  user: User,
  now: () => Date,
): LocalSource {
  const computing = spec.entities.filter((e) => e.fields.some((f) => f.computed !== undefined));
  if (computing.length === 0) return source;
  const entities = new Map(computing.map((e) => [e.name, e]));
  // The expressions' engine loads with the first read of a spec that has computed fields.
  let engine: Promise<ComputeFieldsModule> | undefined;
  const withValues = async (record: StoredRecord): Promise<StoredRecord> => {
    const entity = entities.get(record.entity);
    if (entity === undefined) return record;
    const { computeFields } = await (engine ??= import('./computeFields.ts'));
    return { ...record, values: computeFields(spec, entity, record, user, now()) };
  };
  const one = withValues;
  const many = (records: StoredRecord[]): Promise<StoredRecord[]> =>
    Promise.all(records.map(withValues));
  const listWhere = source.listWhere?.bind(source);
  return {
    list: async (entity) => many(await source.list(entity)),
    listPage: async (entity, options) => many(await source.listPage(entity, options)),
    ...(listWhere
      ? { listWhere: async (entity, values) => many(await listWhere(entity, values)) }
      : {}),
    count: (entity) => source.count(entity),
    get: async (entity, id) => {
      const found = await source.get(entity, id);
      return found.ok ? { ok: true, value: await one(found.value) } : found;
    },
    create: (entity, values) => source.create(entity, values),
    update: (entity, id, values, version) => source.update(entity, id, values, version),
    remove: (entity, id) => source.remove(entity, id),
    act: (entity, id, action, version) => source.act(entity, id, action, version),
    availableActions: (entity, id) => source.availableActions(entity, id),
    relate: async (entity, id, action) => {
      const related = await source.relate(entity, id, action);
      return related.ok ? { ok: true, value: await one(related.value) } : related;
    },
    subscribe: (listener) => source.subscribe(listener),
  };
}
