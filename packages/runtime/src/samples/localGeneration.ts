import type { Spec, User } from '@specrun/model';
import { openDataChain, type Actor, type DataChain } from '../data/openDataChain.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import type { GenerationTarget } from './generateRecords.ts';

/**
 * A `GenerationTarget` over a chain of data sources: each record is created and moved by its
 * user's own link of the chain, through the checks of a user's write (fields, point 5's rules,
 * point 6's permissions, point 4's lifecycles), and keeps the id the generator gave it. The
 * generator writes one record at a time, which the ids rely on. `actingAs` gives the user a
 * link acts as (a backend that signs users in adds its signed-in role); default the user.
 */
export function chainGenerationTarget(
  chain: DataChain,
  store: RecordStore,
  actingAs: (user: User) => User = (user) => user,
): GenerationTarget {
  let nextId = '';
  const actors = new Map<string, Actor>();
  const actor = (user: User): Actor => {
    let found = actors.get(user.id);
    if (!found) actors.set(user.id, (found = chain.makeActor(actingAs(user), () => nextId)));
    return found;
  };
  return {
    access: (user) => actor(user).access,
    create: (user, entity, id, values) => {
      nextId = id;
      return actor(user).source.create(entity, values);
    },
    act: (user, entity, record, action) =>
      actor(user).source.act(entity, record.id, action, record.version),
    has: async (entity, id) => (await store.get(entity, id)) !== undefined,
  };
}

/**
 * A `GenerationTarget` that writes into a place's own store as the app does for a user
 * (`chainGenerationTarget` over a chain of its own). `close` releases the rules' indexes.
 */
export function localGenerationTarget(
  spec: Spec,
  store: RecordStore,
  now: () => Date = () => new Date(),
): GenerationTarget & { close: () => void } {
  const chain = openDataChain({ spec, store, now });
  return { ...chainGenerationTarget(chain, store), close: () => chain.close() };
}
