import {
  mapCalls,
  parseQuery,
  pluralOf,
  type CallBinding,
  type CallMap,
  type CallOperation,
  type Entity,
  type Spec,
  type User,
} from '@specrun/model';
import type { Access } from '../access/Access.ts';
import type { AccessDataSource } from '../access/AccessDataSource.ts';
import type { DataSource, Outcome, ValuesInput } from '../data/DataSource.ts';
import type { ActionAvailability } from '../lifecycle/availableActions.ts';
import type { PageOptions, StoreChange, StoredRecord } from '../storage/RecordStore.ts';
import { checkPageOptions, holdsValues, isPastCursor } from '../storage/RecordStore.ts';
import { CallError } from './CallError.ts';
import type { CallLog } from './CallLog.ts';
import { CallRunner, type Answered } from './CallRunner.ts';
import { callTimeout } from './callTimeout.ts';
import { networkError } from './decodeErrors.ts';
import { decodeRecordList } from './decodeRecord.ts';
import { NO_FAULTS, type FaultSettings } from './FaultSettings.ts';
import { fetchTransport, realSleep, type Transport } from './sendCall.ts';
import { planCall, type CallPlan, type PlanInput } from './planCall.ts';
import { SeenRecords } from './SeenRecords.ts';
import { signInByCall } from './signInByCall.ts';
import { answeredPayload, openAnswer, wireKeys } from './wireShapes.ts';
import {
  bodyFor,
  createdId,
  emptyListsAsLists,
  inCreationOrder,
  pageOrigin,
  plainList,
  recordInAnswer,
  withoutNulls,
  type WireReading,
} from './answeredRecords.ts';

/** How long a record read is answered again without a call, in ms. */
const RECENT_MS = 2000;

/** Where operations the spec lists no call for go: the acting user's `AccessDataSource`. */
export type LocalSource = DataSource &
  Pick<AccessDataSource, 'act' | 'availableActions' | 'relate'>;

/** The local source a `CallDataSource` falls back to, which also checks the rules on actions. */
export type RuleCheckingSource = LocalSource & Pick<AccessDataSource, 'actionRuleErrors'>;

/** Options of `CallDataSource`. */
export interface CallDataSourceOptions {
  spec: Spec;
  /** The spec's calls bound to operations; default `mapCalls(spec)`. */
  map?: CallMap;
  /** How requests are sent; default the page's `fetch` (which the mock backend answers). */
  send?: Transport;
  /** A live server's base URL, or '' for the page's own origin, where the mock answers. */
  baseUrl: string;
  /** What the log calls the calls; default `mock` when `baseUrl` is '', else `live`. */
  mode?: 'mock' | 'live';
  /**
   * Whether calls whose payloads have shapes of their own (envelopes, some fields, records
   * without their id, references answered as objects) go to the server; default in live mode
   * only: in the page, the local store holds the records the spec's backend answers from.
   */
  shapes?: boolean;
  /** Hears an answer 401 (UNAUTHENTICATED) to a call that carried credentials; default none. */
  unauthenticated?: () => void;
  /** The origin of '' (default the page's, `http://localhost` outside a page). */
  origin?: string;
  /** The acting user, sent as `x-specrun-user` when defined (mock mode; not in live mode). */
  user: () => User | undefined;
  /** Headers that tell a live server who acts, read at each call (`HostServer`); default none. */
  credentials?: () => Readonly<Record<string, string>>;
  /** The writes the server announces (`HostServer.changes`): listeners hear them too. */
  changes?: (listener: (change: StoreChange) => void) => () => void;
  /** Where operations without a call go (the same user's `AccessDataSource`). */
  local: RuleCheckingSource;
  /** What the acting user may do, for `availableActions` on a fetched record. */
  access: () => Access;
  log: CallLog;
  /** How long a call may take; default `callTimeout(spec)`. */
  timeoutMs?: number;
  /** The faults to inject, read at each call; default none. */
  faults?: () => FaultSettings;
  /** Draws injected failures; default `Math.random`. */
  random?: () => number;
  /** The clock, in milliseconds; default `Date.now`. */
  now?: () => number;
  /** Waits out injected latency; default a timer. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A `DataSource` whose reads and writes go through the spec's calls (point 7) — to the mock
 * backend in the page, or to a live server — as docs/calls.md sets the wire: each operation to the
 * call `mapCalls` binds to it, every call logged with how the app handled it and where the answer
 * breaks the spec. An operation the spec lists no call for goes to `local`, and the log says so.
 * Writes and reads give the errors the user sees as outcomes; `list`, `listPage` and `count`
 * reject with a `CallError` when their call fails. `act` and `availableActions` mean what they
 * mean on `AccessDataSource`; the server decides on `act`, availability is computed here.
 */
export class CallDataSource implements DataSource {
  private readonly spec: Spec;
  private readonly map: CallMap;
  private readonly runner: CallRunner;
  private readonly local: RuleCheckingSource;
  private readonly access: () => Access;
  private readonly now: () => number;
  private readonly listeners = new Set<(change: StoreChange) => void>();
  private readonly lists = new Map<string, Promise<StoredRecord[]>>();
  /** Reads of one record under way, by entity and id: asked again meanwhile, they are shared. */
  private readonly gets = new Map<string, Promise<Outcome<StoredRecord>>>();
  /**
   * Records read a moment ago, by entity and id: the needs of one screen that come one after
   * another (its fields, then the actions its lifecycle's code loads for) share one call. Any
   * change of the entity forgets them.
   */
  private readonly recent = new Map<
    string,
    { at: number; outcome: Outcome<StoredRecord>; faults: FaultSettings }
  >();
  private readonly faults: () => FaultSettings;
  private readonly seen: SeenRecords;
  private readonly changes: CallDataSourceOptions['changes'];
  /** The entities' wire keys when calls of every shape go to the server (`shapes`). */
  private readonly keys: ReadonlyMap<string, string> | undefined;

  constructor(options: CallDataSourceOptions) {
    this.spec = options.spec;
    this.map = options.map ?? mapCalls(options.spec);
    this.local = options.local;
    this.access = options.access;
    this.now = options.now ?? Date.now;
    this.faults = options.faults ?? (() => NO_FAULTS);
    this.seen = new SeenRecords(this.map);
    this.changes = options.changes;
    const mode = options.mode ?? (options.baseUrl === '' ? 'mock' : 'live');
    this.keys = (options.shapes ?? mode === 'live') ? wireKeys(this.spec, this.map) : undefined;
    this.runner = new CallRunner({
      spec: options.spec,
      send: options.send ?? fetchTransport,
      baseUrl: options.baseUrl,
      origin: options.origin ?? pageOrigin(),
      mode,
      user: options.user,
      ...(options.unauthenticated ? { unauthenticated: options.unauthenticated } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      log: options.log,
      timeoutMs: options.timeoutMs ?? callTimeout(options.spec),
      faults: options.faults ?? (() => NO_FAULTS),
      random: options.random ?? Math.random,
      now: this.now,
      sleep: options.sleep ?? realSleep,
    });
  }

  /** Every record of an entity, in the order they were made (the server's, when it says none). */
  list(entity: string): Promise<StoredRecord[]> {
    const plan = this.plan(entity, 'list');
    if (!plan.ok) return this.runner.locally(plan.reason, () => this.local.list(entity));
    return this.listOnce(plan, entity);
  }

  /**
   * The records of an entity whose fields hold these values: through the list call whose path
   * they fill (`/articles/:slug/comments` for a comment's article), else the entity's list call,
   * filtered here; in local storage when there is none.
   */
  async listWhere(
    entity: string,
    values: Readonly<Record<string, string>>,
  ): Promise<StoredRecord[]> {
    const plan = this.plan(entity, 'list', { values });
    if (!plan.ok)
      return this.runner.locally(plan.reason, () =>
        this.local.listWhere
          ? this.local.listWhere(entity, values)
          : this.local
              .list(entity)
              .then((records) => records.filter((record) => holdsValues(record, values))),
      );
    return (await this.listOnce(plan, entity)).filter((record) => holdsValues(record, values));
  }

  /** The list call of a plan, shared by the reads asking for it at once. */
  private listOnce(plan: Extract<CallPlan, { ok: true }>, entity: string): Promise<StoredRecord[]> {
    // A list screen asks for a page and a count at once: one call answers both.
    const key = `${entity}\n${JSON.stringify(plan.params)}`;
    let pending = this.lists.get(key);
    if (!pending) {
      pending = this.listByCall(plan.binding, plan.params, entity).finally(() =>
        this.lists.delete(key),
      );
      this.lists.set(key, pending);
    }
    return pending.then((records) => [...records]);
  }

  /** A page of the list call's records (the call answers them all; the page is cut here). */
  async listPage(entity: string, options: PageOptions): Promise<StoredRecord[]> {
    const { limit, offset, direction, after } = checkPageOptions(options);
    const plan = this.plan(entity, 'list');
    if (!plan.ok)
      return this.runner.locally(plan.reason, () => this.local.listPage(entity, options));
    let records = await this.list(entity);
    if (direction === 'desc') records.reverse();
    if (after) records = records.filter((record) => isPastCursor(record, after, direction));
    return records.slice(offset, offset + limit);
  }

  async count(entity: string): Promise<number> {
    const plan = this.plan(entity, 'list');
    if (!plan.ok) return this.runner.locally(plan.reason, () => this.local.count(entity));
    return (await this.list(entity)).length;
  }

  get(entity: string, id: string): Promise<Outcome<StoredRecord>> {
    const plan = this.plan(entity, 'read', { id });
    if (!plan.ok) return this.runner.locally(plan.reason, () => this.local.get(entity, id));
    // A screen reads one record for several needs at once (its fields, its actions, its
    // state); after a change, all of them again. Reads of the same record under way share one
    // call.
    const key = `${entity}\n${id}`;
    // Not once the faults changed: a read asked for offline is to fail as offline.
    const recent = this.recent.get(key);
    if (recent && this.now() - recent.at < RECENT_MS && recent.faults === this.faults())
      return Promise.resolve(recent.outcome);
    let pending = this.gets.get(key);
    if (!pending) {
      pending = this.readByCall(plan, entity, id)
        .then((outcome) => {
          if (outcome.ok) this.recent.set(key, { at: this.now(), outcome, faults: this.faults() });
          return outcome;
        })
        .finally(() => this.gets.delete(key));
      this.gets.set(key, pending);
    }
    return pending;
  }

  private async readByCall(
    plan: Extract<ReturnType<CallDataSource['plan']>, { ok: true }>,
    entity: string,
    id: string,
  ): Promise<Outcome<StoredRecord>> {
    const answered = await this.runner.run(
      plan.binding,
      { entity, verb: 'read' },
      { params: plan.params, assumptions: plan.assumptions },
    );
    return this.recordOf(answered, plan.declared, id, (key) => `read ${entity} ${key}`);
  }

  async create(entity: string, values: ValuesInput): Promise<Outcome<StoredRecord>> {
    const plan = this.plan(entity, 'create', { values });
    if (!plan.ok) return this.runner.locally(plan.reason, () => this.local.create(entity, values));
    const answered = await this.runner.run(
      plan.binding,
      { entity, verb: 'create' },
      {
        params: plan.params,
        body: bodyFor(plan.binding, this.keys, withoutNulls(values)),
        assumptions: plan.assumptions,
      },
    );
    if (answered.ok && recordInAnswer(answered, plan.declared, this.wire()) === undefined) {
      // A creation answered without the record: read it back where `Location` names it.
      const id = createdId(answered.headers);
      if (id !== undefined) {
        answered.finish(`saved ${entity} ${id}; read it back`);
        this.emit(entity);
        return this.get(entity, id);
      }
    }
    return this.written(answered, plan.declared, undefined, (key) => `saved ${entity} ${key}`);
  }

  async update(
    entity: string,
    id: string,
    values: ValuesInput,
    version: number,
  ): Promise<Outcome<StoredRecord>> {
    const plan = this.plan(entity, 'update', { id, values });
    if (!plan.ok)
      return this.runner.locally(plan.reason, () => this.local.update(entity, id, values, version));
    const body = emptyListsAsLists(
      plan.declared,
      plan.binding.call.method.toUpperCase() === 'PUT'
        ? await this.allEditableValues(plan.declared, id, values, plan.assumptions)
        : values,
    );
    const answered = await this.runner.run(
      plan.binding,
      { entity, verb: 'update' },
      {
        params: plan.params,
        version,
        body: bodyFor(plan.binding, this.keys, body),
        assumptions: plan.assumptions,
      },
    );
    return this.written(answered, plan.declared, id, (key) => `saved ${entity} ${key}`);
  }

  async remove(entity: string, id: string): Promise<Outcome<void>> {
    const plan = this.plan(entity, 'delete', { id });
    if (!plan.ok) return this.runner.locally(plan.reason, () => this.local.remove(entity, id));
    const answered = await this.runner.run(
      plan.binding,
      { entity, verb: 'delete' },
      { params: plan.params, assumptions: plan.assumptions },
    );
    if (!answered.ok) return answered;
    answered.finish(`deleted ${entity} ${id}`);
    this.seen.forget(entity, id);
    this.emit(entity);
    return { ok: true, value: undefined };
  }

  /**
   * Takes a lifecycle action through its call, as `version` of the record was seen (`If-Match`);
   * the server decides. Without a call for the action, the local source takes it.
   */
  async act(
    entity: string,
    id: string,
    action: string,
    version: number,
  ): Promise<Outcome<StoredRecord>> {
    const plan = this.plan(entity, 'action', { id, action });
    if (!plan.ok)
      return this.runner.locally(plan.reason, () => this.local.act(entity, id, action, version));
    const answered = await this.runner.run(
      plan.binding,
      { entity, verb: action },
      { params: plan.params, version, assumptions: plan.assumptions },
    );
    return this.written(answered, plan.declared, id, (key) => `took ${action} on ${entity} ${key}`);
  }

  /**
   * Adds the acting user to a list of users, or takes them out (`AccessDataSource.relate`),
   * through the action's call (`POST` or `DELETE /articles/:slug/favorite`) when the spec lists
   * one the app can read, else in local storage.
   */
  async relate(entity: string, id: string, action: string): Promise<Outcome<StoredRecord>> {
    const plan = this.plan(entity, 'action', { id, action });
    if (!plan.ok)
      return this.runner.locally(plan.reason, () => this.local.relate(entity, id, action));
    const answered = await this.runner.run(
      plan.binding,
      { entity, verb: action },
      { params: plan.params, assumptions: plan.assumptions },
    );
    return this.written(answered, plan.declared, id, (key) => `took ${action} on ${entity} ${key}`);
  }

  /**
   * Every action of the record's lifecycle and whether the user may take it now, computed here
   * from the record as read (through its call) and what the user may do; the rules on each action
   * as the local source checks them (`actionRuleErrors`).
   */
  async availableActions(entity: string, id: string): Promise<Outcome<ActionAvailability[]>> {
    const plan = this.plan(entity, 'read', { id });
    if (!plan.ok)
      return this.runner.locally(plan.reason, () => this.local.availableActions(entity, id));
    const found = await this.get(entity, id);
    if (!found.ok) return found;
    const actions = this.access().availableActions(entity, found.value);
    for (const availability of actions) {
      if (!availability.allowed) continue;
      const errors = await this.local.actionRuleErrors(entity, found.value, availability.action);
      if (errors.length === 0) continue;
      availability.allowed = false;
      for (const error of errors) availability.refusals.push({ kind: 'rule', error });
    }
    return { ok: true, value: actions };
  }

  /**
   * Signs up or in through the spec's own call on the live server (`signInByCall`): the user
   * and the token it answers. Only where calls of every shape go to the server (`shapes`).
   */
  signByCall(
    operation: 'signUp' | 'signIn',
    values: ValuesInput,
    samples: readonly User[],
  ): Promise<Outcome<{ user: User; token: string }>> {
    if (this.keys === undefined)
      throw new Error("signByCall: calls go to the page's own backend; sign in on its store.");
    return signInByCall(operation, values, {
      spec: this.spec,
      map: this.map,
      runner: this.runner,
      keys: this.keys,
      samples,
      now: this.iso(),
    });
  }

  /**
   * The local source's changes, a change of the entity after each write through a call, and the
   * writes the server announces (`changes`).
   */
  subscribe(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    const stopLocal = this.local.subscribe((change) => {
      this.forgetRecent(change.entity);
      listener(change);
    });
    const stopServer = this.changes?.((change) => {
      this.forgetRecent(change.entity);
      listener(change);
    });
    return () => {
      this.listeners.delete(listener);
      stopLocal();
      stopServer?.();
    };
  }

  /** The call for an operation and its path's parameters, or why it goes to local storage. */
  private plan(entity: string, operation: CallOperation, given: PlanInput = {}): CallPlan {
    const known = given.id === undefined ? undefined : this.seen.get(entity, given.id);
    return planCall(this.spec, this.map, entity, operation, { ...given, known, keys: this.keys });
  }

  /**
   * Every record a list call answers: page after page (`offset`), when the call takes one, until
   * a page comes back short or empty, or the envelope's count is reached, or a page brings no
   * record not seen; one call otherwise.
   */
  private async listByCall(
    binding: CallBinding,
    params: Record<string, string>,
    entity: string,
  ): Promise<StoredRecord[]> {
    const declared = this.spec.entities.find((e) => e.name === entity)!;
    const offset = parseQuery(binding.call.path).params.find((p) => p.kind === 'offset');
    const byId = new Map<string, StoredRecord>();
    let first: number | undefined;
    for (;;) {
      const query = offset && byId.size > 0 ? { [offset.name]: String(byId.size) } : undefined;
      const page = await this.listPageByCall(binding, params, declared, query);
      const before = byId.size;
      for (const record of page.records) byId.set(record.id, record);
      first ??= page.records.length;
      const done =
        offset === undefined ||
        page.records.length === 0 ||
        byId.size === before ||
        (page.total !== undefined ? byId.size >= page.total : page.records.length < first);
      if (done) break;
    }
    // The list is the newest read of its records.
    this.forgetRecent(entity);
    for (const record of byId.values()) this.seen.remember(record);
    return inCreationOrder([...byId.values()]);
  }

  /** One answer of a list call: its records, and the count its envelope gives, if any. */
  private async listPageByCall(
    binding: CallBinding,
    params: Record<string, string>,
    declared: Entity,
    query: Record<string, string> | undefined,
  ): Promise<{ records: StoredRecord[]; total?: number }> {
    const entity = declared.name;
    const input = query === undefined ? { params } : { params, query };
    const answered = await this.runner.run(binding, { entity, verb: 'list' }, input);
    if (!answered.ok) throw new CallError(answered.errors);
    const opened =
      this.keys === undefined
        ? undefined
        : openAnswer(binding.call, answered.status, answered.body);
    if (opened !== undefined && !opened.ok) {
      answered.finish(`${opened.detail}: shown NETWORK`);
      throw new CallError([networkError(this.spec)]);
    }
    const items =
      opened === undefined
        ? answered.body
        : plainList(declared, binding, params, opened.value, this.keys);
    const { records, skipped } = decodeRecordList(declared, items, this.iso());
    const noun = records.length === 1 ? entity : pluralOf(entity);
    answered.finish(
      `listed ${records.length} ${noun}` +
        (skipped > 0 ? `; left out ${skipped} that could not be read as ${pluralOf(entity)}` : ''),
    );
    const total = opened === undefined ? undefined : envelopeCount(binding, answered);
    return total === undefined ? { records } : { records, total };
  }

  /** The record of a read's answer, or NETWORK when the answer holds none the app can read. */
  private recordOf(
    answered: Answered,
    declared: Entity,
    id: string | undefined,
    handling: (id: string) => string,
  ): Outcome<StoredRecord> {
    if (!answered.ok) return answered;
    const record = recordInAnswer(answered, declared, this.wire(), id);
    if (!record) {
      const opened = this.keys && openAnswer(answered.binding.call, answered.status, answered.body);
      answered.finish(
        `${opened && !opened.ok ? opened.detail : `the answer holds no ${declared.name} the app can read`}: shown NETWORK`,
      );
      return { ok: false, errors: [networkError(this.spec)] };
    }
    answered.finish(handling(record.id));
    this.seen.remember(record);
    return { ok: true, value: record };
  }

  /** A write's outcome: its answer's record, else the record read back after it. */
  private async written(
    answered: Answered,
    declared: Entity,
    id: string | undefined,
    handling: (id: string) => string,
  ): Promise<Outcome<StoredRecord>> {
    if (!answered.ok) return answered;
    if (id !== undefined && recordInAnswer(answered, declared, this.wire(), id) === undefined) {
      answered.finish(`${handling(id)}; read it back`);
      this.emit(declared.name);
      return this.get(declared.name, id);
    }
    const outcome = this.recordOf(answered, declared, id, handling);
    if (outcome.ok) this.emit(declared.name);
    return outcome;
  }

  /** What a `PUT` sends: every field but the state field, as the user saw them and changed them. */
  private async allEditableValues(
    declared: Entity,
    id: string,
    values: ValuesInput,
    assumptions: string[],
  ): Promise<ValuesInput> {
    let base = this.seen.get(declared.name, id);
    if (!base) {
      const read = await this.get(declared.name, id);
      if (read.ok) base = read.value;
    }
    if (!base) {
      assumptions.push(`PUT sent only the values given: ${declared.name} ${id} could not be read`);
      return values;
    }
    const body: ValuesInput = {};
    for (const field of declared.fields) {
      if (field.type.kind === 'state') continue;
      const value = field.name in values ? values[field.name] : base.values[field.name];
      if (value !== undefined) body[field.name] = value;
    }
    return body;
  }

  private emit(entity: string): void {
    this.forgetRecent(entity);
    for (const listener of [...this.listeners]) listener({ entity });
  }

  /** Forgets the records of an entity read a moment ago (all of them without an entity). */
  private forgetRecent(entity: string | undefined): void {
    for (const key of [...this.recent.keys()])
      if (entity === undefined || key.startsWith(`${entity}\n`)) this.recent.delete(key);
  }

  /** How answers are read into records: by the wire's keys in live mode, at this moment. */
  private wire(): WireReading {
    return { keys: this.keys, now: this.iso() };
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }
}

/** The count a list answer's envelope gives (`articlesCount`), when it gives a whole number. */
function envelopeCount(
  binding: CallBinding,
  answered: Answered & { ok: true },
): number | undefined {
  const name = answeredPayload(binding.call, answered.status)?.envelope?.count;
  if (name === undefined || typeof answered.body !== 'object' || answered.body === null) return;
  const count = (answered.body as Record<string, unknown>)[name];
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
}
