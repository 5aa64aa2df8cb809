import { mapCalls, type CallMap, type Entity, type Spec, type User } from '@specrun/model';
import { openDataChain, type Actor, type DataChain } from '../data/openDataChain.ts';
import { appError } from '../errors/AppError.ts';
import type { RecordStore } from '../storage/RecordStore.ts';
import { answerCall } from './answerCall.ts';
import { errorStatus } from './answerStatus.ts';
import { answerUnbound } from './answerUnbound.ts';
import { seedRecords, type SeedRecordsOptions } from './seedRecords.ts';
import { generateRecords, type GenerateResult } from '../samples/generateRecords.ts';
import { chainGenerationTarget } from '../samples/localGeneration.ts';
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
  /**
   * Whether requests are answered one at a time; default true. A page answers them so, since
   * its store holds neither versions nor unique values between two writes. A server whose store
   * holds both (a SQL database) answers them side by side: each request's checks act as its own
   * user, and the store refuses a stale version or a duplicate that two requests raced to write.
   */
  serial?: boolean;
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
 * (docs/calls.md), in the browser or behind HTTP: each request acts as the sample user its
 * `x-specrun-user` header names (or the user `handle` is given), through the same checks as
 * the app's own writes, on the same chain of data sources (`openDataChain`) — field checks and
 * point 5's rules (`RuleBook`), point 6's permissions and point 4's lifecycles
 * (`AccessDataSource`), and versions (`If-Match`). Each user's checks are their own, so requests
 * may be answered side by side (`serial`).
 */
export class MockBackend {
  readonly spec: Spec;
  /** The spec's calls, bound to entities and operations. */
  readonly calls: CallMap;
  /** The users a request may act as. */
  readonly users: readonly User[];
  private readonly store: RecordStore;
  private readonly serial: boolean;
  /** Each user's checks and data source; the rules compiled on the first write. */
  private readonly chain: DataChain;
  private readonly ruleCodes = new Map<string, Set<string>>();
  private readonly entities: ReadonlyMap<string, Entity>;
  private queue: Promise<unknown> = Promise.resolve();
  private samples: Map<string, Record<string, unknown>> | undefined;

  constructor(options: MockBackendOptions) {
    const { spec, store } = options;
    this.spec = spec;
    this.store = store;
    this.calls = mapCalls(spec);
    this.chain = openDataChain({
      spec,
      store,
      newId: options.newId ?? (() => crypto.randomUUID()),
      ...(options.now ? { now: options.now } : {}),
    });
    this.users = this.chain.users;
    this.entities = new Map(spec.entities.map((e) => [e.name, e]));
    for (const rule of spec.rules) {
      const codes = this.ruleCodes.get(rule.entity) ?? new Set<string>();
      codes.add(rule.error);
      this.ruleCodes.set(rule.entity, codes);
    }
    this.serial = options.serial ?? true;
  }

  /**
   * Answers one request (a Fetch API `Request`) for a call of the spec (after those before it,
   * when `serial`). `path` is the path matched against the calls; default the request URL's
   * path. `userId` names the acting user; default the `x-specrun-user` header's.
   */
  handle(request: Request, path?: string, userId?: string | null): Promise<Response> {
    const answer = () =>
      this.answer(
        request,
        path ?? new URL(request.url).pathname,
        userId === undefined ? request.headers.get(USER_HEADER) : userId,
      );
    return this.serial ? this.enqueue(answer) : answer();
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
    this.chain.close();
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async answer(request: Request, path: string, userId: string | null): Promise<Response> {
    const catalogue = this.spec.errors;
    const matched = this.calls.match(request.method, path);
    if (!matched) {
      const assumption = `no call of the spec is ${request.method.toUpperCase()} ${path}; answered 404 as REST expects`;
      return errorResponse(404, [appError('NOT_FOUND', catalogue)], assumption);
    }
    const { binding, params } = matched;
    const ruleCodes = this.ruleCodes.get(binding.entity ?? '') ?? new Set<string>();
    const actor = this.actorOf(userId);
    if (!actor) {
      const errors = [appError('UNAUTHENTICATED', catalogue)];
      const { status, assumption } = errorStatus(binding.call, errors, ruleCodes);
      return errorResponse(status, errors, assumption);
    }
    const entity = this.entities.get(binding.entity ?? '');
    const operation = binding.operation;
    if (entity === undefined || operation === undefined)
      return answerUnbound(binding, (name) => this.sampleOf(name));
    try {
      const bound = { spec: this.spec, entity, binding, operation, params, request, ruleCodes };
      return await answerCall({ ...bound, source: actor.source });
    } catch (error) {
      // A store that fails (IndexedDB closed, quota) is the server's failure: 500.
      const detail = error instanceof Error ? error.message : String(error);
      const errors = [appError('STORAGE', catalogue, { detail })];
      return errorResponse(500, errors, 'the store failed; answered 500 as REST expects');
    }
  }

  private async writeSeed(options: SeedOptions): Promise<SeedResult> {
    const named = this.users.find((user) => user.id === options.userId);
    if (options.userId !== undefined && named === undefined)
      throw new Error(`seed: ${options.userId} is no sample user of the spec; pass one of theirs.`);
    const generated = await generateRecords(
      this.spec,
      chainGenerationTarget(this.chain, this.store),
      {
        seed: options.seed,
        count: options.perEntity,
        ...(options.anchor ? { anchor: options.anchor } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(named ? { users: [named] } : {}),
      },
    );
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
    return id === null ? undefined : this.chain.actorOf(id);
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
}
