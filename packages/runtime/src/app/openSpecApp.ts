import { signingOperation, type Field, type Spec, type User } from '@specrun/model';
import { VISITOR_USER } from '../access/signedInRoles.ts';
import { computedReads } from '../data/computedReads.ts';
import type { Outcome, ValuesInput } from '../data/DataSource.ts';
import { formFields } from '../forms/formFields.ts';
import type { Accounts } from './accounts.ts';
import type { Access } from '../access/Access.ts';
import type { LocalSource, RuleCheckingSource } from '../calls/CallDataSource.ts';
import type { CallsLayer } from '../calls/connectCalls.ts';
import { openDataChain, type Actor } from '../data/openDataChain.ts';
import { lazySource } from '../data/lazySource.ts';
import type { LocalDataSource } from '../data/LocalDataSource.ts';
import { compileLifecycles, type CompiledLifecycle } from '../lifecycle/compileLifecycle.ts';
import { migrateStore, type MigrationReport } from '../migrate/migrateStore.ts';
import type { RuleBook } from '../rules/RuleBook.ts';
import { seedSamples, type SamplesNote } from '../samples/seedSamples.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import { storeAfter } from '../storage/storeAfter.ts';

/** Options of `openSpecApp`. */
export interface OpenSpecAppOptions {
  /** A checked spec; a spec with errors still runs what is sound. */
  spec: Spec;
  /**
   * Where the records live, open: migrated to the spec as it is now (reads and writes wait for
   * it), and closed with the app.
   */
  store: RecordStore;
  /**
   * The calls layer of the chain (`connectCalls` over their transport), loaded on the first read
   * or write; without it, or for a spec that lists no calls, records are read and written in
   * `store` only (local → access).
   */
  calls?: () => Promise<CallsLayer>;
  /** The clock of rules, conditions, migrations and timestamps; default the system clock. */
  now?: () => Date;
  /** The sample user to act as first; default (or when the spec has none of that id) its first. */
  userId?: string | undefined;
  /**
   * The user to act as first, over `userId` (the signed-out visitor, on a server that signs
   * people in). While that visitor acts, a user a live server signed in earlier in this tab
   * acts again once the calls load (a reload).
   */
  user?: User | undefined;
}

/** What a running app's screens read now: who acts, what they may do, where they read and write. */
export interface SpecAppState {
  user: User;
  /** What `user` may see and do (point 6, and point 4 for actions). */
  access: Access;
  /** The records as stored, every write (an import) checked against the rules and `user`'s rights. */
  local: LocalDataSource;
  /**
   * Where `user` reads and writes, lifecycle actions included: through the spec's calls when it
   * lists any and the app has their transport, else the store (local → access).
   */
  source: LocalSource;
  /** Why the user was signed out, when the server ended their sign-in; until the next change. */
  signedOut?: string | undefined;
}

/** A form of the spec's sign-up or sign-in call: the call's name and the fields it sends. */
export interface AccountForm {
  call: string;
  fields: Field[];
}

/** How people sign up and in, in a spec whose calls say so (`sign up`, `sign in`). */
export interface AccountForms {
  signUp?: AccountForm;
  signIn?: AccountForm;
}

/**
 * The running app of a spec: its users, lifecycles, rules and chain of data sources over a
 * record store, acting as one user at a time. Subscribable (`subscribe`, `getSnapshot`), so that
 * a UI reads it as an external store; scripts and tests read and write through the snapshot's
 * `source`. Its functions are bound: they may be passed around.
 */
export interface SpecApp {
  readonly spec: Spec;
  /** The spec's sample users; one user holding every role when it names none. */
  readonly users: readonly User[];
  /** The lifecycles of point 4, by entity. */
  readonly lifecycles: ReadonlyMap<string, CompiledLifecycle>;
  /** The store, its reads and writes waiting for the migration and the samples. */
  readonly store: RecordStore;
  /**
   * What opening the store under this spec did (resolves once it is migrated): the records it
   * changed, and the records of entities the spec no longer has, kept as they are.
   */
  readonly migration: Promise<MigrationReport>;
  /**
   * What starting the place with the spec's sample records did (resolves after `migration`);
   * a place that held records, or had its samples before, is left as it is.
   */
  readonly samples: Promise<SamplesNote>;
  /** Point 3's constraints and point 5's rules, compiled once on first use and kept current. */
  loadRules(): Promise<RuleBook>;
  /** Who acts now, and where they read and write; a new object after each change. */
  getSnapshot(): SpecAppState;
  /** Calls `listener` after each change of the snapshot; returns how to stop. */
  subscribe(listener: () => void): () => void;
  /** Acts as the sample user with this id from now on. */
  switchUser(id: string): void;
  /** The sign-up and sign-in forms, in a spec that signs users in; undefined otherwise. */
  readonly accounts: AccountForms | undefined;
  /**
   * Makes a User of these values, as a visitor may, and acts as them from now on: through the
   * spec's sign-up call when the calls go to a live server (which answers a token), else on the
   * app's own store.
   */
  signUp(values: ValuesInput): Promise<Outcome<User>>;
  /**
   * Acts as the user these details (the sign-in call's fields) name, from now on: signed in by
   * the live server the calls go to, else on the app's own store.
   */
  signIn(values: ValuesInput): Promise<Outcome<User>>;
  /** Acts as a signed-out visitor from now on; a live server's token is forgotten. */
  signOut(): void;
  /** Releases the rules' indexes, stops hearing the calls' target, and closes the store. */
  close(): void;
}

/**
 * Opens the running app of a checked spec over a record store: migrates what the store holds to
 * the spec and starts a new place with the spec's sample records (the app is there at once; its
 * reads and writes wait for both, and fail with them), and acts as `userId` or the spec's first sample user. The rules load on the first write,
 * the calls' transport and code on the first read or write.
 */
export function openSpecApp(options: OpenSpecAppOptions): SpecApp {
  const { spec } = options;
  const now = options.now ?? (() => new Date());
  const migration = migrateStore(options.store, spec, now().toISOString());
  const samples = migration.then(() => seedSamples(options.store, spec, now()));
  // Reported by each read and write that waited for them.
  migration.catch(() => undefined);
  samples.catch(() => undefined);
  const store = storeAfter(options.store, samples);
  const accounts = accountFormsOf(spec);
  const hasPasswords = spec.entities.some((e) => e.fields.some((f) => f.type.kind === 'password'));
  let accountsCode: Promise<Accounts> | undefined;
  const loadAccounts = (): Promise<Accounts> =>
    (accountsCode ??= import('./accounts.ts').then(
      ({ Accounts }) => new Accounts(spec, store, chain),
    ));
  // Forms are checked as whoever acts now; writes and actions, as the actor that makes them.
  const chain = openDataChain({
    spec,
    store,
    now,
    formUser: () => state.user,
    ...(hasPasswords
      ? {
          beforeStore: async (record, previous) =>
            (await loadAccounts()).hashPasswords(record, previous),
        }
      : {}),
  });
  // Users are records in a spec that declares User: the sample users are the first of them.
  if (spec.entities.some((e) => e.name === 'User'))
    void loadAccounts()
      .then((made) => made.storeSampleUsers(now().toISOString()))
      .catch(() => undefined); // A store that fails says so at the first read.
  const actAs = (next: Actor, notice?: string): void => {
    actor = next;
    signedOut = notice;
    state = stateOf(next);
    emit();
  };
  const actAsUser = (user: User, notice?: string): void =>
    actAs(chain.actorOf(user.id) ?? chain.makeActor(user), notice);
  const signedIn = async (made: Promise<Outcome<User>>): Promise<Outcome<User>> => {
    const outcome = await made;
    if (outcome.ok) actAsUser(outcome.value);
    return outcome;
  };
  /** Signs up or in on the live server the calls go to; on the app's own store otherwise. */
  const signWith = async (
    operation: 'signUp' | 'signIn',
    values: ValuesInput,
  ): Promise<Outcome<User>> => {
    const server = load ? (await connect()).server() : undefined;
    return (await loadAccounts()).sign(operation, values, {
      server,
      own: actor.source,
      acting: () => state,
      signInFields: accounts?.signIn?.fields.map((f) => f.name),
    });
  };
  const { users } = chain;
  const load = spec.calls.length > 0 ? options.calls : undefined;
  const listeners = new Set<() => void>();
  let connecting: Promise<CallsLayer> | undefined;
  let leaveCalls: (() => void) | undefined;
  let closed = false;
  // sampleUsers gives one user at least.
  let actor =
    (options.user && (chain.actorOf(options.user.id) ?? chain.makeActor(options.user))) ??
    chain.actorOf(options.userId ?? '') ??
    chain.actorOf(users[0]!.id)!;
  let signedOut: string | undefined;
  let state = stateOf(actor);

  /** The snapshot of one acting user. */
  function stateOf(next: Actor): SpecAppState {
    const { user, access, local, source: own } = next;
    // Answers carry computed fields as their server computed them; the store's records get them here.
    const reads = computedReads(own, spec, user, now);
    const computed: RuleCheckingSource =
      reads === own ? own : { ...reads, actionRuleErrors: own.actionRuleErrors.bind(own) };
    const source = load ? lazySource(() => viaCalls(computed), computed) : computed;
    return { user, access, local, source, signedOut };
  }

  function emit(): void {
    for (const listener of [...listeners]) listener();
  }

  /** The calls layer, whose code loads here, not with the app. */
  function connect(): Promise<CallsLayer> {
    return (connecting ??= load!().then(async (loaded) => {
      // A new target from then on gives a new snapshot.
      const leaveTarget = loaded.subscribe(() => {
        state = stateOf(actor);
        emit();
      });
      // In a spec that signs people in, what its server says of sign-ins acts here.
      const leaveServer = accounts
        ? (await loadAccounts()).followServer(loaded, () => actor.user, actAsUser)
        : () => undefined;
      const leave = (): void => {
        leaveTarget();
        leaveServer();
      };
      if (closed) leave();
      else leaveCalls = leave;
      return loaded;
    }));
  }

  /** The acting user's source through the calls. */
  async function viaCalls(own: RuleCheckingSource): Promise<LocalSource> {
    return (await connect()).source(own, () => state);
  }

  return {
    spec,
    users,
    lifecycles: compileLifecycles(spec),
    store,
    migration,
    samples,
    loadRules: () => chain.rules(),
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    switchUser: (id) => {
      const next = chain.actorOf(id);
      if (!next)
        throw new Error(
          `switchUser: ${id} is no sample user; pass one of ${users.map((u) => u.id).join(', ')}.`,
        );
      if (next === actor) return;
      actAs(next);
    },
    accounts,
    signUp: (values) => signedIn(signWith('signUp', values)),
    signIn: (values) => signedIn(signWith('signIn', values)),
    signOut: () => {
      if (load) void connect().then((layer) => layer.server()?.signOut());
      actAs(chain.makeActor(VISITOR_USER));
    },
    close: () => {
      closed = true;
      leaveCalls?.();
      chain.close();
      store.close();
    },
  };
}

/**
 * The sign-up and sign-in forms of a spec whose calls sign users up or in (`signingOperation`): the
 * fields each call sends (`{user: User(email, password)}`), else those a person fills of User.
 */
function accountFormsOf(spec: Spec): AccountForms | undefined {
  const user = spec.entities.find((e) => e.name === 'User');
  if (user === undefined || spec.calls.length === 0) return undefined;
  const forms: AccountForms = {};
  for (const call of spec.calls) {
    const operation = signingOperation(call.name);
    if (operation === undefined) continue;
    const named = call.sends?.fields;
    const fields = named
      ? named.flatMap((name) => user.fields.filter((f) => f.name === name))
      : formFields(user);
    forms[operation] ??= { call: call.name, fields };
  }
  return forms.signUp || forms.signIn ? forms : undefined;
}
