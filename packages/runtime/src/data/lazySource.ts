import type { LocalSource } from '../calls/CallDataSource.ts';
import { holdsValues, type StoreChange } from '../storage/RecordStore.ts';

/**
 * A data source whose real one loads on its first use (the calls' code), so that opening a spec
 * loads none of it. Until then, changes are heard from `local` (the same store the mock writes);
 * once loaded, from the real source, which hears `local` too.
 */
export function lazySource(load: () => Promise<LocalSource>, local: LocalSource): LocalSource {
  let loaded: LocalSource | undefined;
  let loading: Promise<LocalSource> | undefined;
  const listeners = new Map<(change: StoreChange) => void, () => void>();
  const get = (): Promise<LocalSource> =>
    (loading ??= load().then((source) => {
      loaded = source;
      // Move every listener from `local` to the loaded source.
      for (const [listener, leave] of listeners) {
        leave();
        listeners.set(listener, source.subscribe(listener));
      }
      return source;
    }));
  return {
    list: async (entity) => (await get()).list(entity),
    listPage: async (entity, options) => (await get()).listPage(entity, options),
    count: async (entity) => (await get()).count(entity),
    get: async (entity, id) => (await get()).get(entity, id),
    create: async (entity, values) => (await get()).create(entity, values),
    update: async (entity, id, values, version) =>
      (await get()).update(entity, id, values, version),
    remove: async (entity, id) => (await get()).remove(entity, id),
    act: async (entity, id, action, version) => (await get()).act(entity, id, action, version),
    availableActions: async (entity, id) => (await get()).availableActions(entity, id),
    relate: async (entity, id, action) => (await get()).relate(entity, id, action),
    listWhere: async (entity, values) => {
      const source = await get();
      return source.listWhere
        ? source.listWhere(entity, values)
        : (await source.list(entity)).filter((record) => holdsValues(record, values));
    },
    subscribe(listener) {
      listeners.set(listener, (loaded ?? local).subscribe(listener));
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
  };
}
