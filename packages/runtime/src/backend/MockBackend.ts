import { mapCalls, type CallMap, type Entity, type Spec, type User } from '@specrun/model';
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
import { answerUnbound } from './answerUnbound.ts';
import { seedRecords, type SeedRecordsOptions } from './seedRecords.ts';
import {
  generateRecords,
  type GenerateResult,
  type GenerationTarget,
} from '../samples/generateRecords.ts';
import { USER_HEADER } from '../calls/wireHeaders.ts';
import { errorResponse } from './wireResponse.ts';

/** Options of a `MockBackend`. */
export interface MockBackendOptions {
  spec: Spec;
  /** Where its records live: the spec's own IndexedDB store in the browser, memory in tests. */
  store: RecordStore;
  /** The clock of rules, conditions and timestamps; default the system clock. */
  now?: () => Date;
  /** The ids of new records; default random UUIDs. */
  newId?: () => string;
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
  private acting: Actor | undefined;
  /** The id the next record gets while seeding; otherwise ids are `newId`'s. */
  private seedId: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private samples: Map<string, Record<string, unknown>> | undefined;

  constructor(options: MockBackendOptions) {
    const { spec, store } = options;
    this.spec = spec;
    this.store = store;
    this.now = options.now ?? (() => new Date());
    this.calls = mapCalls(spec);
    this.users = sampleUsers(spec);
    this.entities = new Map(spec.entities.map((e) => [e.name, e]));
    for (const rule of spec.rules) {
      const codes = this.ruleCodes.get(rule.entity) ?? new Set<string>();
      codes.add(rule.error);
      this.ruleCodes.set(rule.entity, codes);
    }
    const newId = options.newId ?? (() => crypto.randomUUID());
    this.local = new LocalDataSource(spec, store, {
      now: this.iso,
      newId: () => this.seedId ?? newId(),
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
      return errorResponse(404, [appError('NOT_FOUND', catalogue)], assumption);
    }
    const { binding, params } = matched;
    const ruleCodes = this.ruleCodes.get(binding.entity ?? '') ?? new Set<string>();
    const actor = this.actorOf(request.headers.get(USER_HEADER));
    if (!actor) {
      const errors = [appError('UNAUTHENTICATED', catalogue)];
      const { status, assumption } = errorStatus(binding.call, errors, ruleCodes);
      return errorResponse(status, errors, assumption);
    }
    const entity = this.entities.get(binding.entity ?? '');
    const operation = binding.operation;
    if (entity === undefined || operation === undefined)
      return answerUnbound(binding, (name) => this.sampleOf(name));
    this.acting = actor;
    try {
      const bound = { spec: this.spec, entity, binding, operation, params, request, ruleCodes };
      return await answerCall({ ...bound, source: actor.source });
    } catch (error) {
      // A store that fails (IndexedDB closed, quota) is the server's failure: 500.
      const detail = error instanceof Error ? error.message : String(error);
      const errors = [appError('STORAGE', catalogue, { detail })];
      return errorResponse(500, errors, 'the store failed; answered 500 as REST expects');
    } finally {
      this.acting = undefined;
    }
  }

  private async writeSeed(options: SeedOptions): Promise<SeedResult> {
    const fixed = options.userId === undefined ? undefined : this.actorOf(options.userId);
    if (options.userId !== undefined && fixed === undefined)
      throw new Error(`seed: ${options.userId} is no sample user of the spec; pass one of theirs.`);
    const as = async <T>(
      user: User,
      id: string | undefined,
      write: (actor: Actor) => Promise<T>,
    ) => {
      const actor = this.actorOf(user.id);
      if (!actor) throw new Error(`seed: ${user.id} is no sample user of the spec.`);
      this.acting = actor;
      this.seedId = id;
      try {
        return await write(actor);
      } finally {
        this.acting = undefined;
        this.seedId = undefined;
      }
    };
    const target: GenerationTarget = {
      access: (user) => this.actorOf(user.id)?.access ?? createAccess(this.spec, user),
      create: (user, entity, id, values) => as(user, id, (a) => a.source.create(entity, values)),
      act: (user, entity, record, action) =>
        as(user, undefined, (a) => a.source.act(entity, record.id, action, record.version)),
      has: async (entity, id) => (await this.store.get(entity, id)) !== undefined,
    };
    const generated = await generateRecords(this.spec, target, {
      seed: options.seed,
      count: options.perEntity,
      ...(options.anchor ? { anchor: options.anchor } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(fixed ? { users: [fixed.user] } : {}),
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

  /** The actor for a user id, made on first use; undefined for anyone but a sample user. */
  private actorOf(id: string | null): Actor | undefined {
    if (id === null) return undefined;
    const known = this.actors.get(id);
    if (known) return known;
    const user = this.users.find((u) => u.id === id);
    if (!user) return undefined;
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

  /** A sample record of an entity for unbound calls' answers, the same every time. */
  private sampleOf(entity: string): Record<string, unknown> | undefined {
    this.samples ??= new Map(
      seedRecords(this.spec, { seed: 1, perEntity: 1 }).flatMap(({ entity: name, records }) =>
        records.map((r) => [name, { id: r.id, ...r.values }] as const),
      ),
    );
    return this.samples.get(entity);
  }

  private readonly iso = (): string => this.now().toISOString();
}
