import type { RecordStore, StoreChange } from './RecordStore.ts';

/**
 * A store whose reads and writes wait for `ready`: a session can show its frame and screens while
 * its store still opens and migrates under the spec, and nothing reads a record the migration has
 * not reached. The store itself may still be on its way (its code loading): listening starts,
 * and closing happens, once it is there; neither waits for `ready`. When `ready` fails, every
 * read and write fails with its reason.
 */
export function storeAfter(
  store: RecordStore | Promise<RecordStore>,
  ready: Promise<unknown>,
): RecordStore {
  const made = Promise.resolve(store);
  const after = <T>(run: (store: RecordStore) => Promise<T>): Promise<T> =>
    ready.then(() => made).then(run);
  return {
    list: (entity) => after((s) => s.list(entity)),
    listPage: (entity, options) => after((s) => s.listPage(entity, options)),
    count: (entity) => after((s) => s.count(entity)),
    get: (entity, id) => after((s) => s.get(entity, id)),
    put: (record) => after((s) => s.put(record)),
    remove: (entity, id) => after((s) => s.remove(entity, id)),
    putMany: (records, options) => after((s) => s.putMany(records, options)),
    entities: () => after((s) => s.entities()),
    getMeta: (key) => after((s) => s.getMeta(key)),
    setMeta: (key, value) => after((s) => s.setMeta(key, value)),
    subscribe: (listener) =>
      store instanceof Promise ? subscribeOnceMade(made, listener) : store.subscribe(listener),
    close: () => {
      if (store instanceof Promise) made.then((s) => s.close(), () => undefined);
      else store.close();
    },
  };
}

/**
 * Listens to a store still being made, from when it is there; leaving before then means it is
 * never listened to. No write can come before it is there: every write waits for it.
 */
function subscribeOnceMade(
  made: Promise<RecordStore>,
  listener: (change: StoreChange) => void,
): () => void {
  let leave: (() => void) | undefined;
  let left = false;
  made.then(
    (store) => {
      if (!left) leave = store.subscribe(listener);
    },
    () => undefined, // A store that could not be made has nothing to hear; its reads say why.
  );
  return () => {
    left = true;
    leave?.();
  };
}
