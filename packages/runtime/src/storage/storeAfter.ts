import type { RecordStore } from './RecordStore.ts';

/**
 * A store whose reads and writes wait for `ready`: a session can show its frame and screens while
 * its store still opens and migrates under the spec, and nothing reads a record the migration has
 * not reached. When `ready` fails, every read and write fails with its reason. Listening and
 * closing do not wait.
 */
export function storeAfter(store: RecordStore, ready: Promise<unknown>): RecordStore {
  const after = <T>(run: () => Promise<T>): Promise<T> => ready.then(run);
  return {
    list: (entity) => after(() => store.list(entity)),
    listPage: (entity, options) => after(() => store.listPage(entity, options)),
    queryPage: (entity, query) => after(() => store.queryPage(entity, query)),
    count: (entity) => after(() => store.count(entity)),
    ...(store.listWhere
      ? {
          listWhere: (entity: string, values: Readonly<Record<string, string>>) =>
            after(() => store.listWhere!(entity, values)),
        }
      : {}),
    ...(store.exclusive
      ? {
          exclusive: <T>(keys: readonly string[], work: () => Promise<T>) =>
            after(() => store.exclusive!(keys, work)),
        }
      : {}),
    get: (entity, id) => after(() => store.get(entity, id)),
    getMany: (entity, ids) => after(() => store.getMany(entity, ids)),
    put: (record) => after(() => store.put(record)),
    remove: (entity, id) => after(() => store.remove(entity, id)),
    putMany: (records, options) => after(() => store.putMany(records, options)),
    entities: () => after(() => store.entities()),
    getMeta: (key) => after(() => store.getMeta(key)),
    setMeta: (key, value) => after(() => store.setMeta(key, value)),
    subscribe: (listener) => store.subscribe(listener),
    close: () => store.close(),
  };
}
