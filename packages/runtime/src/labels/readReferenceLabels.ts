import type { Spec, User } from '@specrun/model';
import type { DataSource } from '../data/DataSource.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { isCallError } from '../calls/CallError.ts';
import { listEach, type ListFailure } from '../data/listEach.ts';
import { readEachById, ReadByIdError } from '../data/readEachById.ts';
import { errorText } from '../forms/sortFormErrors.ts';
import { entityNoun } from './entityNoun.ts';
import { buildLabelIndex, NOT_LOADED_MARK, type LabelIndex } from './referenceLabels.ts';

/** The records of an entity that could not be read, and why: the errors of its failed list call. */
export type LabelFailure = ListFailure;

/** The labels a screen shows for its references, and the entities whose records it could not read. */
export interface ReferenceLabels {
  labels: LabelIndex;
  /** One per entity whose list call failed, in the order the entities were asked for. */
  failures: LabelFailure[];
}

/**
 * Records already read by id for a screen's labels, by entity and id (`null`: no such record), so
 * that a screen reading its labels again (its list read further) asks only for ids it has not
 * read. Whoever keeps it forgets an entity's records when that entity changes.
 */
export type SeenRecords = Map<string, Map<string, StoredRecord | null>>;

/**
 * Reads the records of each entity of `entities` that the spec declares from `source` and indexes
 * their labels (`buildLabelIndex`). A list that fails through its call (`CallError`: no answer, an
 * error status) does not fail the others: its entity is marked as not loaded in the index, so that
 * its references show their id marked `(not loaded)`, and its errors are returned among `failures`.
 * Any other rejection (a broken local store) rejects the whole read. With `ids`, the entities it
 * names are read by those ids only (a screen names the categories its records point at, not the
 * thousand of the list): all at once where the source can (`getMany`: one read of the store),
 * else one `get` per id, each id once; with `seen`, ids read before are not read again. A record
 * not found is left out, as a list would leave it, and a read that fails otherwise marks its
 * entity as not loaded.
 */
export async function readReferenceLabels(
  source: Pick<DataSource, 'list'> & Partial<Pick<DataSource, 'get' | 'getMany'>>,
  spec: Spec,
  entities: readonly string[],
  users: readonly User[] = spec.users,
  ids?: ReadonlyMap<string, readonly string[]>,
  seen: SeenRecords = new Map(),
): Promise<ReferenceLabels> {
  const known = entities.filter((name) => spec.entities.some((e) => e.name === name));
  const get = source.get?.bind(source);
  const getMany = source.getMany?.bind(source);
  // A source that reads no record by id (a bare list) lists every entity.
  const byId = get || getMany ? known.filter((name) => ids?.has(name)) : [];
  const { records, failures } = await listEach(
    source,
    known.filter((name) => !byId.includes(name)),
  );
  const read = await Promise.all(
    byId.map(async (entity) => {
      const wanted = [...new Set(ids?.get(entity) ?? [])];
      const cache = seen.get(entity) ?? new Map<string, StoredRecord | null>();
      seen.set(entity, cache);
      const missing = wanted.filter((id) => !cache.has(id));
      try {
        if (missing.length > 0) {
          const found = getMany
            ? await getMany(entity, missing)
            : await readEachById({ get: get! }, entity, missing);
          for (const id of missing) cache.set(id, null);
          for (const record of found) cache.set(record.id, record);
        }
      } catch (error) {
        if (error instanceof ReadByIdError) return { entity, found: [], errors: [...error.errors] };
        if (isCallError(error)) return { entity, found: [], errors: error.errors };
        throw error;
      }
      const found = wanted.flatMap((id) => cache.get(id) ?? []);
      return { entity, found, errors: [] };
    }),
  );
  for (const { entity, found, errors } of read) {
    if (errors.length > 0) failures.push({ entity, errors });
    else records.set(entity, found);
  }
  return {
    labels: buildLabelIndex(
      spec,
      Object.fromEntries(records),
      users,
      failures.map((f) => f.entity),
    ),
    failures,
  };
}

/**
 * What a screen says about the references it could not name: `The categories could not be
 * loaded`, then each error with its code (`The server failed to handle the request.
 * (SERVER_ERROR)`), then what their references show instead.
 */
export function describeLabelFailure(
  spec: Spec,
  failure: LabelFailure,
): { title: string; errors: string[]; consequence: string } {
  const entity = spec.entities.find((e) => e.name === failure.entity);
  const many = entity ? entityNoun(entity).many : failure.entity;
  return {
    title: `The ${many} could not be loaded`,
    errors: failure.errors.map(errorText),
    consequence: `References to ${many} show their id, marked “${NOT_LOADED_MARK}”.`,
  };
}
