import type { Spec, User } from '@specrun/model';
import { createAccess, type Access } from '../access/Access.ts';
import { AccessDataSource, storeTransitionWriter } from '../access/AccessDataSource.ts';
import { accessWriteGuard } from '../access/accessWriteGuard.ts';
import { sampleUsers } from '../access/sampleUsers.ts';
import type { RuleBook } from '../rules/RuleBook.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import { LocalDataSource, type LocalDataSourceOptions } from './LocalDataSource.ts';

/** Options of `openDataChain`. */
export interface DataChainOptions {
  spec: Spec;
  /** Where the records live; the chain neither opens nor closes it. */
  store: RecordStore;
  /** The clock of rules, conditions and timestamps; default the system clock. */
  now?: () => Date;
  /** The ids of new records; default random UUIDs. */
  newId?: () => string;
  /**
   * The user the rule book checks forms as (`RuleBook.validateForm`); default nobody. Writes and
   * actions are checked as the user of the actor that makes them.
   */
  formUser?: () => User | undefined;
  /**
   * Changes a record that passed every check just before it is stored (the backend hashes the
   * passwords it holds there); default none.
   */
  beforeStore?: LocalDataSourceOptions['beforeStore'];
}

/** One sample user's link of the chain: what they may do, and their data sources. */
export interface Actor {
  user: User;
  access: Access;
  /** The records as stored, every write checked (fields, rules, rights) as `user`. */
  local: LocalDataSource;
  /** Reads and writes as `user` may: point 6's permissions and point 4's lifecycles. */
  source: AccessDataSource;
}

/**
 * The chain of data sources of one spec over one store, below its calls: for each sample user, a
 * `LocalDataSource` (field checks, point 5's rules and the user's rights on every write, imports
 * included) under an `AccessDataSource` (permissions, lifecycles). Each actor's checks act as
 * its own user, so actors may write side by side. The running app (`openSpecApp`) and the spec's
 * backend (`MockBackend`) are both built on it.
 */
export interface DataChain {
  /** The spec's sample users; one user holding every role when it names none. */
  readonly users: User[];
  /**
   * The link of the sample user with this id, made on first use and kept; `undefined` for an id
   * that is no sample user's.
   */
  actorOf(id: string): Actor | undefined;
  /** A new link for `user`, its new records' ids from `newId` (default the chain's). */
  makeActor(user: User, newId?: () => string): Actor;
  /**
   * Point 3's constraints and point 5's rules, loaded, compiled and indexed on the first write,
   * action or form: a chain that is only read (a list, a detail) never needs them, and their code
   * stays off the first screen. A load that fails fails that write and is tried again by the next.
   */
  rules(): Promise<RuleBook>;
  /** Stops the rules' indexes following the store, now or as soon as they are made. */
  close(): void;
}

/** Opens the chain of data sources of `spec` over `store`. */
export function openDataChain(options: DataChainOptions): DataChain {
  const { spec, store, formUser } = options;
  const now = options.now ?? (() => new Date());
  // The time of a write, later than the last one by at least a millisecond: records made in one
  // millisecond still have an order of creation (a list newest first depends on it).
  let lastWrite = 0;
  const iso = (): string => {
    lastWrite = Math.max(now().getTime(), lastWrite + 1);
    return new Date(lastWrite).toISOString();
  };
  const users = sampleUsers(spec);
  const actors = new Map<string, Actor>();
  const writeTransition = storeTransitionWriter(store, spec.errors);
  let book: Promise<RuleBook> | undefined;
  let closed = false;

  const rules = (): Promise<RuleBook> =>
    (book ??= import('../rules/RuleBook.ts').then(
      ({ RuleBook }) => {
        const made = new RuleBook(spec, store, { now, ...(formUser ? { user: formUser } : {}) });
        if (closed) made.close();
        return made;
      },
      (error: unknown) => {
        book = undefined;
        throw error;
      },
    ));

  const makeActor = (user: User, newId = options.newId): Actor => {
    const access = createAccess(spec, user, { now });
    const acting = { user };
    const local = new LocalDataSource(spec, store, {
      now: iso,
      ...(newId ? { newId } : {}),
      user: () => user,
      ...(options.beforeStore ? { beforeStore: options.beforeStore } : {}),
      guards: [
        async (write) => (await rules()).writeGuardAs(user)(write),
        accessWriteGuard(() => access),
      ],
    });
    const source = new AccessDataSource(local, {
      access,
      writeTransition,
      ruleValidator: async (entity, action, record) =>
        (await rules()).validateAction(entity, record, action, acting),
      now: iso,
    });
    return { user, access, local, source };
  };

  return {
    users,
    actorOf: (id) => {
      let actor = actors.get(id);
      const user = actor ? undefined : users.find((u) => u.id === id);
      if (user) actors.set(id, (actor = makeActor(user)));
      return actor;
    },
    makeActor,
    rules,
    close: () => {
      closed = true;
      book?.then(
        (made) => made.close(),
        () => undefined,
      );
    },
  };
}
