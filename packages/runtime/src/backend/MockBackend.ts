import {
  mapCalls,
  parseErrorShape,
  type CallBinding,
  type CallMap,
  type Entity,
  type ShapeNode,
  type Spec,
  type User,
} from '@specrun/model';
import { createAccess, type Access } from '../access/Access.ts';
import { AccessDataSource, storeTransitionWriter } from '../access/AccessDataSource.ts';
import { accessWriteCheck } from '../access/accessWriteCheck.ts';
import { sampleUsers } from '../access/sampleUsers.ts';
import { LocalDataSource } from '../data/LocalDataSource.ts';
import { appError } from '../errors/AppError.ts';
import type { RuleBook } from '../rules/RuleBook.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import { answerCall } from './answerCall.ts';
import { errorStatus } from './answerStatus.ts';
import { seedRecords, type SeedRecordsOptions } from './seedRecords.ts';
import { USER_HEADER } from '../calls/wireHeaders.ts';
import type { ShapeContext } from './shapeAnswer.ts';
import { Signing, SIGNED_IN, VISITOR, type SigningOptions } from './signing.ts';
import { errorResponse } from './wireResponse.ts';

/** Options of a `MockBackend`. */
export interface MockBackendOptions extends SigningOptions {
  spec: Spec;
  /** Where its records live: the spec's own IndexedDB store in the browser, memory in tests. */
  store: RecordStore;
  /** The clock of rules, conditions and timestamps; default the system clock. */
  now?: () => Date;
  /** The ids of new records; default random UUIDs. */
  newId?: () => string;
  /**
   * Whether `x-specrun-user` names who a request acts as (the mock's stand-in for signing in, for
   * the app's "Acting as"); default true. A server that signs users in turns it off.
   */
  trustUserHeader?: boolean;
}

/** Options of `MockBackend.seed`. */
export interface SeedOptions extends SeedRecordsOptions {
  /** The sample user who writes the records; default, per entity, the first who may create it. */
  userId?: string;
}

/** What a seed wrote: records created, records skipped, and how many were skipped for each reason. */
export interface SeedResult {
  created: number;
  skipped: number;
  /** Skipped records by the code of their first error (ALREADY_STORED: the id is taken). */
  reasons: Record<string, number>;
}

/** One sample user the mock answers for: what they may do, and their data source. */
interface Actor {
  user: User;
  access: Access;
  source: AccessDataSource;
}

/**
 * The spec's calls answered in the browser from the local store, as a real server would answer
 * them (docs/calls.md): each request acts as the sample user its `x-specrun-user` header names,
 * through the same checks as the app's own writes — field checks and point 5's rules
 * (`RuleBook`), point 6's permissions and point 4's lifecycles (`AccessDataSource`), and
 * versions (`If-Match`). Requests are answered one at a time, since the rules read the user of
 * the request being answered.
 */
export class MockBackend {
  readonly spec: Spec;
  /** The spec's calls, bound to entities and operations. */
  readonly calls: CallMap;
  /** The users a request may act as. */
  readonly users: readonly User[];
  private readonly store: RecordStore;
  private readonly now: () => Date;
  /** The rules, compiled and following the store from the first write on (`rules`). */
  private book: Promise<RuleBook> | undefined;
  private closed = false;
  private readonly local: LocalDataSource;
  private readonly actors = new Map<string, Actor>();
  private readonly ruleCodes = new Map<string, Set<string>>();
  private readonly entities: ReadonlyMap<string, Entity>;
  /** Point 7's error shape, read once; undefined for Specrun's own. */
  private readonly errorShape: ShapeNode | undefined;
  private acting: Actor | undefined;
  /** The id the next record gets while seeding; otherwise ids are `newId`'s. */
  private seedId: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly signing: Signing;
  /** True when the spec has a call that signs users up or in. */
  private readonly signsIn: boolean;
  private readonly trustUserHeader: boolean;

  constructor(options: MockBackendOptions) {
    const { spec, store } = options;
    this.spec = spec;
    this.store = store;
    this.now = options.now ?? (() => new Date());
    this.calls = mapCalls(spec);
    this.users = sampleUsers(spec);
    this.entities = new Map(spec.entities.map((e) => [e.name, e]));
    const shape = spec.wire?.errorShape && parseErrorShape(spec.wire.errorShape.text);
    this.errorShape = shape?.ok ? shape.shape : undefined;
    for (const rule of spec.rules) {
      const codes = this.ruleCodes.get(rule.entity) ?? new Set<string>();
      codes.add(rule.error);
      this.ruleCodes.set(rule.entity, codes);
    }
    this.signing = new Signing(spec, store, options);
    this.signsIn = this.calls.bindings.some(
      (b) => b.operation === 'signUp' || b.operation === 'signIn',
    );
    this.trustUserHeader = options.trustUserHeader ?? true;
    const newId = options.newId ?? (() => crypto.randomUUID());
    this.local = new LocalDataSource(spec, store, {
      now: this.iso,
      newId: () => this.seedId ?? newId(),
      user: () => this.acting?.user,
      beforeStore: (record, previous) => this.signing.hashPasswords(record, previous),
      checks: [
        async (write) => (await this.rules()).writeCheck(write),
        accessWriteCheck(() => this.actingAccess()),
      ],
    });
  }

  /**
   * Answers one request (a Fetch API `Request`) for a call of the spec, after those before it.
   * `path` is the path matched against the calls; default the request URL's path.
   */
  handle(request: Request, path?: string): Promise<Response> {
    return this.enqueue(() => this.answer(request, path ?? new URL(request.url).pathname));
  }

  /**
   * Writes sample records (`seedRecords`) through the same checks as a request: each as a sample
   * user who may create it. A record a check refuses, or whose id is already stored, is skipped
   * and counted by the code of its first error.
   */
  seed(options: SeedOptions): Promise<SeedResult> {
    return this.enqueue(() => this.writeSeed(options));
  }

  /**
   * Stops following the store (the rules' indexes), now or as soon as they are made. The store
   * itself stays open.
   */
  close(): void {
    this.closed = true;
    this.book?.then(
      (book) => book.close(),
      () => undefined,
    );
  }

  /**
   * Point 5's rules, loaded, compiled and indexed on the first write or action: a backend that
   * is only read (a list, a detail) never needs them, and their code and the rules' compilation
   * stay off the first screen. The rule book reads the acting user while it checks: that is the
   * request's, since requests are answered one at a time (`enqueue`). A load that fails fails
   * that write and is tried again by the next.
   */
  private rules(): Promise<RuleBook> {
    this.book ??= import('../rules/RuleBook.ts').then(
      ({ RuleBook }) => {
        const book = new RuleBook(this.spec, this.store, {
          user: () => this.acting?.user,
          now: this.now,
        });
        if (this.closed) book.close();
        return book;
      },
      (error: unknown) => {
        this.book = undefined;
        throw error;
      },
    );
    return this.book;
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async answer(request: Request, path: string): Promise<Response> {
    const catalogue = this.spec.errors;
    const matched = this.calls.match(request.method, path);
    if (!matched) {
      const assumption = `no call of the spec is ${request.method.toUpperCase()} ${path}; answered 404 as REST expects`;
      return errorResponse(404, [appError('NOT_FOUND', catalogue)], assumption, this.errorShape);
    }
    const { binding, params } = matched;
    const entity = this.entities.get(binding.entity ?? '');
    const operation = binding.operation;
    if (entity === undefined || operation === undefined) {
      // Nothing is invented for a call that reads or writes no records (unbound-call).
      const why = binding.note ?? 'it names no entity and no operation';
      const errors = [appError('UNBOUND_CALL', catalogue, { call: binding.call.name, why })];
      return errorResponse(501, errors, undefined, this.errorShape);
    }
    const ruleCodes = this.ruleCodes.get(binding.entity ?? '') ?? new Set<string>();
    const refuse = (code: string, values: Record<string, string> = {}): Response => {
      const subject = code === 'NOT_ALLOWED' ? {} : { subject: 'token' };
      const errors = [{ ...appError(code, catalogue, values), ...subject }];
      const { status, assumption } = errorStatus(binding.call, errors, ruleCodes);
      return errorResponse(status, errors, assumption, this.errorShape);
    };
    if (this.signing.storesUsers) await this.signing.ensureSampleUsers(this.users, this.iso());
    const who = await this.actorFor(request);
    if (who === 'invalid') return refuse('TOKEN_INVALID');
    const { actor, token } = who ?? {};
    if (!actor) return refuse('UNAUTHENTICATED');
    const visitor = actor.user.id === '';
    if (!mayMake(binding.call.roles, actor.user))
      return visitor
        ? refuse('UNAUTHENTICATED')
        : refuse('NOT_ALLOWED', { action: binding.call.name });
    // A visitor who could never do this is asked to sign in, before anything is looked up.
    if (visitor && !visitorMay(actor.access, entity.name, binding))
      return refuse('UNAUTHENTICATED');
    this.acting = actor;
    try {
      const bound = { spec: this.spec, entity, binding, operation, params, request, ruleCodes };
      const shape: ShapeContext = {
        spec: this.spec,
        entities: this.entities,
        user: actor.user,
        now: this.now(),
        store: this.store,
      };
      if (!visitor)
        shape.token = token ?? (await this.signing.signer.sign(actor.user.id, shape.now));
      const errorShape = this.errorShape === undefined ? {} : { errorShape: this.errorShape };
      const signing = this.signing;
      const answered = await answerCall({
        ...bound,
        source: actor.source,
        shape,
        signing,
        ...errorShape,
      });
      // What a visitor may not do, they may once signed in.
      return visitor && answered.status === 403 ? refuse('UNAUTHENTICATED') : answered;
    } catch (error) {
      // A store that fails (IndexedDB closed, quota) is the server's failure: 500.
      const detail = error instanceof Error ? error.message : String(error);
      const errors = [appError('STORAGE', catalogue, { detail })];
      const assumption = 'the store failed; answered 500 as REST expects';
      return errorResponse(500, errors, assumption, this.errorShape);
    } finally {
      this.acting = undefined;
    }
  }

  private async writeSeed(options: SeedOptions): Promise<SeedResult> {
    const result: SeedResult = { created: 0, skipped: 0, reasons: {} };
    const skip = (reason: string): void => {
      result.skipped += 1;
      result.reasons[reason] = (result.reasons[reason] ?? 0) + 1;
    };
    const fixed = options.userId === undefined ? undefined : this.actorOf(options.userId);
    if (options.userId !== undefined && fixed === undefined)
      throw new Error(`seed: ${options.userId} is no sample user of the spec; pass one of theirs.`);
    for (const { entity, records } of seedRecords(this.spec, options)) {
      const actor =
        fixed ??
        this.users
          .map((user) => this.actorOf(user.id))
          .find((candidate) => candidate?.access.canCreate(entity));
      for (const record of records) {
        if (!actor) {
          skip('NOT_ALLOWED');
          continue;
        }
        if ((await this.store.get(entity, record.id)) !== undefined) {
          skip('ALREADY_STORED');
          continue;
        }
        this.acting = actor;
        this.seedId = record.id;
        try {
          const outcome = await actor.source.create(entity, record.values);
          if (outcome.ok) result.created += 1;
          else skip(outcome.errors[0]?.code ?? 'STORAGE');
        } finally {
          this.acting = undefined;
          this.seedId = undefined;
        }
      }
    }
    return result;
  }

  /**
   * Who a request acts as: the user its token names (`invalid` for a token that names nobody),
   * else the sample user `x-specrun-user` names (when the backend trusts it), else — in a spec
   * that signs users in — a signed-out visitor; undefined for nobody.
   */
  private async actorFor(
    request: Request,
  ): Promise<{ actor: Actor; token?: string } | 'invalid' | undefined> {
    const signsIn = this.signsIn;
    if (signsIn) {
      const bearer = await this.signing.bearer(request, this.now());
      if (bearer.kind === 'invalid') return 'invalid';
      if (bearer.kind === 'user') {
        const record = await this.store.get('User', bearer.userId);
        if (record === undefined) return 'invalid';
        return {
          actor: this.actorOfUser(this.signing.userOf(record, this.users)),
          token: bearer.token,
        };
      }
    }
    const header = this.trustUserHeader ? request.headers.get(USER_HEADER) : null;
    const sample = this.actorOf(header);
    if (sample) return { actor: sample };
    return signsIn ? { actor: this.actorOfUser(VISITOR_USER) } : undefined;
  }

  /** The actor of a user who is no sample user (signed up, or the visitor), made each time. */
  private actorOfUser(user: User): Actor {
    const access = createAccess(this.spec, user, { now: this.now });
    const source = new AccessDataSource(this.local, {
      access,
      writeTransition: storeTransitionWriter(this.store, this.spec.errors),
      ruleCheck: async (entity, action, record) =>
        (await this.rules()).checkAction(entity, record, action),
      now: this.iso,
    });
    return { user, access, source };
  }

  /** The actor for a user id, made on first use; undefined for anyone but a sample user. */
  private actorOf(id: string | null): Actor | undefined {
    if (id === null) return undefined;
    const known = this.actors.get(id);
    if (known) return known;
    const sample = this.users.find((u) => u.id === id);
    if (!sample) return undefined;
    // In a spec that signs users in, a sample user is a signed-in user too.
    const user =
      this.signsIn && !sample.roles.includes(SIGNED_IN)
        ? { ...sample, roles: [...sample.roles, SIGNED_IN] }
        : sample;
    const access = createAccess(this.spec, user, { now: this.now });
    const source = new AccessDataSource(this.local, {
      access,
      writeTransition: storeTransitionWriter(this.store, this.spec.errors),
      ruleCheck: async (entity, action, record) =>
        (await this.rules()).checkAction(entity, record, action),
      now: this.iso,
    });
    const actor = { user, access, source };
    this.actors.set(id, actor);
    return actor;
  }

  private actingAccess(): Access {
    if (!this.acting)
      throw new Error('MockBackend wrote outside a request: write through handle() or seed().');
    return this.acting.access;
  }

  /**
   * The time of a write, later than the last one by at least a millisecond: records made in one
   * millisecond still have an order of creation (a list newest first depends on it).
   */
  private readonly iso = (): string => {
    const now = Math.max(this.now().getTime(), this.lastWrite + 1);
    this.lastWrite = now;
    return new Date(now).toISOString();
  };
  private lastWrite = 0;
}

/** May a user make a call of these `roles` (none, or `all`, for anyone)? */
function mayMake(roles: readonly string[] | undefined, user: User): boolean {
  const named = (roles ?? []).filter((role) => role !== '');
  return named.length === 0 || named.includes('all') || named.some((r) => user.roles.includes(r));
}

/** The user a request acts as when nobody is signed in. */
const VISITOR_USER: User = { id: '', name: 'Visitor', roles: [VISITOR] };

/**
 * May a visitor ever make this call: read or list (point 6 decides per record), or an operation
 * some permission row of theirs grants on the entity. The caller's own user they have none of.
 */
function visitorMay(access: Access, entity: string, binding: CallBinding): boolean {
  if (binding.current === true) return false;
  switch (binding.operation) {
    case 'signUp':
    case 'signIn':
      return true;
    case 'list':
    case 'read':
      return access.ability.can('read', entity);
    case 'action':
      return access.ability.can(binding.action ?? '', entity);
    case undefined:
      return false;
    default:
      return access.ability.can(binding.operation, entity);
  }
}
