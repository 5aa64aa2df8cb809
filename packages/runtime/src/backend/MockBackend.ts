import {
  mapCalls,
  parseErrorShape,
  type CallBinding,
  type CallMap,
  type CallMatch,
  type Entity,
  type ShapeNode,
  type Spec,
  type User,
} from '@specrun/model';
import type { Access } from '../access/Access.ts';
import { openDataChain, type Actor, type DataChain } from '../data/openDataChain.ts';
import { appError } from '../errors/AppError.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import { answerCall } from './answerCall.ts';
import { errorStatus } from './answerStatus.ts';
import type { SeedRecordsOptions } from './seedRecords.ts';
import { generateRecords, type GenerateResult } from '../samples/generateRecords.ts';
import { chainGenerationTarget } from '../samples/localGeneration.ts';
import { USER_HEADER } from '../calls/wireHeaders.ts';
import type { ShapeContext } from './shapeAnswer.ts';
import { SIGNED_IN, VISITOR_USER } from '../access/signedInRoles.ts';
import { Signing, type SigningOptions } from './signing.ts';
import { callRequestOf, responseOf, type CallAnswer, type CallRequest } from './CallExchange.ts';
import { errorAnswer } from './wireAnswer.ts';
import { WriteLocks } from './WriteLocks.ts';

/** The operations that write records, whose rules may count them. */
const WRITES: ReadonlySet<string> = new Set(['create', 'update', 'delete', 'action', 'signUp']);

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
   * Whether requests are answered one at a time; default true. A page answers them so, since
   * its store holds neither versions nor unique values between two writes. A server whose store
   * holds both (a SQL database) answers them side by side: each request's checks act as its own
   * user, and the store refuses a stale version or a duplicate that two requests raced to write.
   */
  serial?: boolean;
  /**
   * Whether `x-specrun-user` names the sample user a request acts as (the app's "Acting as", and
   * `specrun serve --dev`); default true. A server that signs users in turns it off.
   */
  trustUserHeader?: boolean;
}

/** Options of `MockBackend.seed`. */
export interface SeedOptions extends SeedRecordsOptions {
  /** The sample user who writes the records; default the spec's users, each in turn. */
  userId?: string;
  /** Aborting it stops after the record under way; what was written stays. */
  signal?: AbortSignal;
  /** Called after each record with how many are done of all. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * What a seed wrote: records created, records skipped, and how many were skipped for each reason;
 * per entity, in which states the records it made ended (`generateRecords`).
 */
export interface SeedResult extends GenerateResult {
  created: number;
  skipped: number;
  /** Skipped records by the code of their first error (ALREADY_STORED: the id is taken). */
  reasons: Record<string, number>;
}

/**
 * The spec's calls answered from a record store, as a real server would answer them
 * (docs/calls.md), in the browser or behind HTTP. A request acts as the user its token names
 * (signed by a sign-up or sign-in call), else as the sample user its `x-specrun-user` header
 * names (when trusted), else, in a spec that signs users in, as a signed-out visitor; it passes
 * the same checks as the app's own writes, on the same chain of data sources (`openDataChain`)
 * — field checks and point 5's rules (`RuleBook`), point 6's permissions and point 4's
 * lifecycles (`AccessDataSource`), and versions (`If-Match`). Each user's checks are their own,
 * so requests may be answered side by side (`serial`). Nothing is invented for a call that reads
 * or writes no records.
 */
export class MockBackend {
  readonly spec: Spec;
  /** The spec's calls, bound to entities and operations. */
  readonly calls: CallMap;
  /** The users a request may act as. */
  readonly users: readonly User[];
  private readonly store: RecordStore;
  private readonly serial: boolean;
  private readonly now: () => Date;
  /** Each user's checks and data source; the rules compiled on the first write. */
  private readonly chain: DataChain;
  /** The sample users' actors, made on first use. */
  private readonly actors = new Map<string, Actor>();
  private readonly ruleCodes = new Map<string, Set<string>>();
  private readonly entities: ReadonlyMap<string, Entity>;
  /** Point 7's error shape, read once; undefined for Specrun's own. */
  private readonly errorShape: ShapeNode | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** Writes whose rules count records, kept one at a time when requests run side by side. */
  private readonly locks: WriteLocks;
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
    this.signing = new Signing(spec, store, options);
    this.chain = openDataChain({
      spec,
      store,
      newId: options.newId ?? (() => crypto.randomUUID()),
      now: this.now,
      beforeStore: (record, previous) => this.signing.hashPasswords(record, previous),
    });
    this.users = this.chain.users;
    this.entities = new Map(spec.entities.map((e) => [e.name, e]));
    const shape = spec.wire?.errorShape && parseErrorShape(spec.wire.errorShape.text);
    this.errorShape = shape?.ok ? shape.shape : undefined;
    for (const rule of spec.rules) {
      const codes = this.ruleCodes.get(rule.entity) ?? new Set<string>();
      codes.add(rule.error);
      this.ruleCodes.set(rule.entity, codes);
    }
    this.signsIn = this.calls.bindings.some(
      (b) => b.operation === 'signUp' || b.operation === 'signIn',
    );
    this.serial = options.serial ?? true;
    this.locks = new WriteLocks(spec, store);
    this.trustUserHeader = options.trustUserHeader ?? true;
  }

  /**
   * Answers one request for a call of the spec (after those before it, when `serial`): a plain
   * `CallRequest`, as the HTTP server hands it over. `matched` is the request's call when the
   * caller has already matched its method and path (`calls.match`), so that it is not matched
   * twice.
   */
  exchange(request: CallRequest, matched?: CallMatch): Promise<CallAnswer> {
    const answer = () =>
      this.answer(request, matched ?? this.calls.match(request.method, request.path));
    return this.serial ? this.enqueue(answer) : answer();
  }

  /**
   * Answers a Fetch API `Request` (MSW's handlers, the page's transport) as `exchange` does.
   * `path` is the path matched against the calls; default the request URL's path.
   */
  async handle(request: Request, path?: string): Promise<Response> {
    return responseOf(await this.exchange(callRequestOf(request, path)));
  }

  /**
   * Writes sample records (`generateRecords`) through the same checks as a request, as the spec's
   * users would: each created by a sample user who may create it, then moved along its lifecycle
   * by their actions. A record a check refuses, or whose id is already stored, is skipped and
   * counted by the code of its first error.
   */
  seed(options: SeedOptions): Promise<SeedResult> {
    return this.enqueue(() => this.writeSeed(options));
  }

  /**
   * Stops following the store (the rules' indexes), now or as soon as they are made. The store
   * itself stays open.
   */
  close(): void {
    this.chain.close();
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async answer(request: CallRequest, matched: CallMatch | undefined): Promise<CallAnswer> {
    const catalogue = this.spec.errors;
    const { method, path } = request;
    if (!matched) {
      const assumption = `no call of the spec is ${method} ${path}; answered 404 as REST expects`;
      return errorAnswer(404, [appError('NOT_FOUND', catalogue)], assumption, this.errorShape);
    }
    const { binding, params } = matched;
    const entity = this.entities.get(binding.entity ?? '');
    const operation = binding.operation;
    if (entity === undefined || operation === undefined) {
      // Nothing is invented for a call that reads or writes no records (unbound-call).
      const why = binding.note ?? 'it names no entity and no operation';
      const errors = [appError('UNBOUND_CALL', catalogue, { call: binding.call.name, why })];
      return errorAnswer(501, errors, undefined, this.errorShape);
    }
    const ruleCodes = this.ruleCodes.get(binding.entity ?? '') ?? new Set<string>();
    const refuse = (code: string, values: Record<string, string> = {}): CallAnswer => {
      const subject = code === 'NOT_ALLOWED' ? {} : { subject: 'token' };
      const errors = [{ ...appError(code, catalogue, values), ...subject }];
      const { status, assumption } = errorStatus(binding.call, errors, ruleCodes);
      return errorAnswer(status, errors, assumption, this.errorShape);
    };
    try {
      if (this.signing.storesUsers)
        await this.signing.ensureSampleUsers(this.users, this.now().toISOString());
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
      const bound = { spec: this.spec, entity, binding, operation, params, request, ruleCodes };
      const shape: ShapeContext = {
        spec: this.spec,
        entities: this.entities,
        user: actor.user,
        now: this.now(),
        store: this.store,
      };
      if (!visitor && this.signsIn)
        shape.token = token ?? (await this.signing.signer.sign(actor.user.id, shape.now));
      const answer = () =>
        answerCall({
          ...bound,
          source: actor.source,
          shape,
          signing: this.signing,
          ...(this.errorShape === undefined ? {} : { errorShape: this.errorShape }),
        });
      const answered =
        this.serial || !WRITES.has(operation)
          ? await answer()
          : await this.locks.run(entity.name, answer);
      // What a visitor may not do, they may once signed in.
      return visitor && answered.status === 403 ? refuse('UNAUTHENTICATED') : answered;
    } catch (error) {
      // A store that fails (IndexedDB closed, quota) is the server's failure: 500.
      const detail = error instanceof Error ? error.message : String(error);
      const errors = [appError('STORAGE', catalogue, { detail })];
      const assumption = 'the store failed; answered 500 as REST expects';
      return errorAnswer(500, errors, assumption, this.errorShape);
    }
  }

  private async writeSeed(options: SeedOptions): Promise<SeedResult> {
    const named = this.users.find((user) => user.id === options.userId);
    if (options.userId !== undefined && named === undefined)
      throw new Error(`seed: ${options.userId} is no sample user of the spec; pass one of theirs.`);
    if (this.signing.storesUsers)
      await this.signing.ensureSampleUsers(this.users, this.now().toISOString());
    const target = chainGenerationTarget(this.chain, this.store, (user) => this.signedIn(user));
    const generated = await generateRecords(this.spec, target, {
      seed: options.seed,
      count: options.perEntity,
      ...(options.anchor ? { anchor: options.anchor } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(named ? { users: [named] } : {}),
    });
    const result: SeedResult = { ...generated, created: 0, skipped: 0, reasons: {} };
    for (const entity of generated.entities) {
      result.created += entity.made;
      result.skipped += entity.skipped;
      for (const [code, n] of Object.entries(entity.reasons))
        result.reasons[code] = (result.reasons[code] ?? 0) + n;
    }
    return result;
  }

  /**
   * Who a request acts as: the user its token names (`invalid` for a token that names nobody),
   * else the sample user `x-specrun-user` names (when the backend trusts it), else — in a spec
   * that signs users in — a signed-out visitor; undefined for nobody.
   */
  private async actorFor(
    request: CallRequest,
  ): Promise<{ actor: Actor; token?: string } | 'invalid' | undefined> {
    const bearer = await this.signing.bearer(request, this.now(), this.users);
    if (bearer.kind === 'invalid') return 'invalid';
    if (bearer.kind === 'user') {
      const sample = this.actorOf(bearer.userId);
      if (sample) return { actor: sample, token: bearer.token };
      const record = await this.store.get('User', bearer.userId);
      if (record === undefined) return 'invalid';
      const user = this.signing.userOf(record, this.users);
      return { actor: this.chain.makeActor(user), token: bearer.token };
    }
    const header = this.trustUserHeader ? request.header(USER_HEADER) : null;
    const sample = header === null ? undefined : this.actorOf(header);
    if (sample) return { actor: sample };
    return this.signsIn ? { actor: this.chain.makeActor(VISITOR_USER) } : undefined;
  }

  /** The actor of a sample user, made on first use; undefined for any other id. */
  private actorOf(id: string): Actor | undefined {
    const known = this.actors.get(id);
    if (known) return known;
    const sample = this.users.find((u) => u.id === id);
    if (!sample) return undefined;
    const actor = this.chain.makeActor(this.signedIn(sample));
    this.actors.set(id, actor);
    return actor;
  }

  /** In a spec that signs users in, a sample user is a signed-in user too. */
  private signedIn(user: User): User {
    return this.signsIn && !user.roles.includes(SIGNED_IN)
      ? { ...user, roles: [...user.roles, SIGNED_IN] }
      : user;
  }
}

/** May a user make a call of these `roles` (none, or `all`, for anyone)? */
function mayMake(roles: readonly string[] | undefined, user: User): boolean {
  const named = (roles ?? []).filter((role) => role !== '');
  return named.length === 0 || named.includes('all') || named.some((r) => user.roles.includes(r));
}

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
