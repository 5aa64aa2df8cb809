import type { Spec, User } from '@specrun/model';
import { createAccess, type Access } from '../access/Access.ts';
import { AccessDataSource, storeTransitionWriter } from '../access/AccessDataSource.ts';
import { accessWriteCheck } from '../access/accessWriteCheck.ts';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { RuleBook } from '../rules/RuleBook.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import type { GenerationTarget } from './generateRecords.ts';

/**
 * A `GenerationTarget` that writes into a place's own store as the app does for a user: field
 * checks and point 5's rules (a rule book of its own, which reads the user writing), point 6's
 * permissions and point 4's lifecycles. `close` releases the rule book's indexes.
 */
export function localGenerationTarget(
  spec: Spec,
  store: RecordStore,
  now: () => Date = () => new Date(),
): GenerationTarget & { close: () => void } {
  const iso = () => now().toISOString();
  let writing: { user: User; access: Access } | undefined;
  let nextId: string | undefined;
  const book = new RuleBook(spec, store, { user: () => writing?.user, now });
  const local = new LocalDataSource(spec, store, {
    now: iso,
    newId: () => nextId ?? crypto.randomUUID(),
    checks: [book.writeCheck, accessWriteCheck(() => writing?.access ?? refuseAll())],
  });
  const actors = new Map<string, { user: User; access: Access; source: AccessDataSource }>();
  const actor = (user: User) => {
    let found = actors.get(user.id);
    if (!found) {
      const access = createAccess(spec, user, { now });
      const source = new AccessDataSource(local, {
        access,
        writeTransition: storeTransitionWriter(store, spec.errors),
        ruleCheck: (entity, action, record) => book.checkAction(entity, record, action),
        now: iso,
      });
      found = { user, access, source };
      actors.set(user.id, found);
    }
    return found;
  };
  const as = async <T>(user: User, id: string | undefined, write: () => Promise<T>) => {
    writing = actor(user);
    nextId = id;
    try {
      return await write();
    } finally {
      writing = undefined;
      nextId = undefined;
    }
  };
  return {
    access: (user) => actor(user).access,
    create: (user, entity, id, values) =>
      as(user, id, () => actor(user).source.create(entity, values)),
    act: (user, entity, record, action) =>
      as(user, undefined, () => actor(user).source.act(entity, record.id, action, record.version)),
    has: async (entity, id) => (await store.get(entity, id)) !== undefined,
    close: () => book.close(),
  };

  function refuseAll(): Access {
    throw new Error('localGenerationTarget wrote outside create or act.');
  }
}
