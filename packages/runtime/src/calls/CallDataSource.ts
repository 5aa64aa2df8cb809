import {
  mapCalls,
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
import { checkPageOptions } from '../storage/RecordStore.ts';
import { CallError } from './CallError.ts';
import type { CallLog } from './CallLog.ts';
import { CallRunner, type Answered } from './CallRunner.ts';
import { callTimeout } from './callTimeout.ts';
import { networkError } from './decodeErrors.ts';
import { decodeRecord, decodeRecordList } from './decodeRecord.ts';
import { NO_FAULTS, type FaultSettings } from './FaultSettings.ts';
import { fetchTransport, realSleep, type Transport } from './sendCall.ts';
import { planCall, type CallPlan, type PlanInput } from './planCall.ts';
import { SeenRecords } from './SeenRecords.ts';

/** Where operations the spec lists no call for go: the acting user's `AccessDataSource`. */
export type LocalSource = DataSource & Pick<AccessDataSource, 'act' | 'availableActions'>;

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
  /** The origin of '' (default the page's, `http://localhost` outside a page). */
  origin?: string;
  /** The acting user, sent as `x-specrun-user` when defined (mock mode; not in live mode). */
  user: () => User | undefined;
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
  private readonly seen: SeenRecords;

  constructor(options: CallDataSourceOptions) {
    this.spec = options.spec;
    this.map = options.map ?? mapCalls(options.spec);
    this.local = options.local;
    this.access = options.access;
    this.now = options.now ?? Date.now;
    this.seen = new SeenRecords(this.map);
    this.runner = new CallRunner({
      spec: options.spec,
      send: options.send ?? fetchTransport,
      baseUrl: options.baseUrl,
      origin: options.origin ?? pageOrigin(),
      mode: options.mode ?? (options.baseUrl === '' ? 'mock' : 'live'),
      user: options.user,
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
    // A list screen asks for a page and a count at once: one call answers both.
    let pending = this.lists.get(entity);
    if (!pending) {
      pending = this.listByCall(plan.binding, plan.params, entity).finally(() =>
        this.lists.delete(entity),
      );
      this.lists.set(entity, pending);
    }
    return pending.then((records) => [...records]);
  }

  /** A page of the list call's records (the call answers them all; the page is cut here). */
  async listPage(entity: string, options: PageOptions): Promise<StoredRecord[]> {
    const { limit, offset, direction } = checkPageOptions(options);
    const plan = this.plan(entity, 'list');
    if (!plan.ok)
      return this.runner.locally(plan.reason, () => this.local.listPage(entity, options));
    const records = await this.list(entity);
    if (direction === 'desc') records.reverse();
    return records.slice(offset, offset + limit);
  }

  async count(entity: string): Promise<number> {
    const plan = this.plan(entity, 'list');
    if (!plan.ok) return this.runner.locally(plan.reason, () => this.local.count(entity));
    return (await this.list(entity)).length;
  }

  async get(entity: string, id: string): Promise<Outcome<StoredRecord>> {
    const plan = this.plan(entity, 'read', { id });
    if (!plan.ok) return this.runner.locally(plan.reason, () => this.local.get(entity, id));
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
      { params: plan.params, body: withoutNulls(values), assumptions: plan.assumptions },
    );
    if (answered.ok && this.recordIn(answered, plan.declared) === undefined) {
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
      { params: plan.params, version, body, assumptions: plan.assumptions },
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

  /** The local source's changes, and a change of the entity after each write through a call. */
  subscribe(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    const stopLocal = this.local.subscribe(listener);
    return () => {
      this.listeners.delete(listener);
      stopLocal();
    };
  }

  /** The call for an operation and its path's parameters, or why it goes to local storage. */
  private plan(entity: string, operation: CallOperation, given: PlanInput = {}): CallPlan {
    const known = given.id === undefined ? undefined : this.seen.get(entity, given.id);
    return planCall(this.spec, this.map, entity, operation, { ...given, known });
  }

  private async listByCall(
    binding: CallBinding,
    params: Record<string, string>,
    entity: string,
  ): Promise<StoredRecord[]> {
    const declared = this.spec.entities.find((e) => e.name === entity)!;
    const answered = await this.runner.run(binding, { entity, verb: 'list' }, { params });
    if (!answered.ok) throw new CallError(answered.errors);
    const { records, skipped } = decodeRecordList(declared, answered.body, this.iso());
    const noun = records.length === 1 ? entity : pluralOf(entity);
    answered.finish(
      `listed ${records.length} ${noun}` +
        (skipped > 0 ? `; left out ${skipped} that could not be read as ${pluralOf(entity)}` : ''),
    );
    for (const record of records) this.seen.remember(record);
    return inCreationOrder(records);
  }

  /** The record of a read's answer, or NETWORK when the answer holds none the app can read. */
  private recordOf(
    answered: Answered,
    declared: Entity,
    id: string | undefined,
    handling: (id: string) => string,
  ): Outcome<StoredRecord> {
    if (!answered.ok) return answered;
    const record = this.recordIn(answered, declared, id);
    if (!record) {
      answered.finish(`the answer holds no ${declared.name} the app can read: shown NETWORK`);
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
    if (id !== undefined && this.recordIn(answered, declared, id) === undefined) {
      answered.finish(`${handling(id)}; read it back`);
      this.emit(declared.name);
      return this.get(declared.name, id);
    }
    const outcome = this.recordOf(answered, declared, id, handling);
    if (outcome.ok) this.emit(declared.name);
    return outcome;
  }

  private recordIn(
    answered: Answered & { ok: true },
    declared: Entity,
    id?: string,
  ): StoredRecord | undefined {
    return decodeRecord(declared, answered.body, {
      headers: answered.headers,
      ...(id === undefined ? {} : { fallbackId: id }),
      now: this.iso(),
    });
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
    for (const listener of [...this.listeners]) listener({ entity });
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }
}

/** Values with each list field emptied as `[]`: on the wire, `null` is no list (docs/calls.md). */
function emptyListsAsLists(entity: Entity, values: ValuesInput): ValuesInput {
  const lists = entity.fields.filter((f) => f.type.kind === 'list' && values[f.name] === null);
  if (lists.length === 0) return values;
  const out: ValuesInput = { ...values };
  for (const field of lists) out[field.name] = [];
  return out;
}

function withoutNulls(values: ValuesInput): ValuesInput {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/** The id a `Location` header names (its last path segment). */
function createdId(headers: Headers): string | undefined {
  const location = headers.get('location');
  const last = location
    ?.split('?')[0]
    ?.split('/')
    .filter((s) => s !== '')
    .pop();
  if (last === undefined) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function pageOrigin(): string {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : 'http://localhost';
}

/**
 * A list's records in the order they were made (`createdAt`, then id), as a local list gives
 * them, so that a page cut from either end (`listPage`) is the same page: the server may answer
 * them in the spec's own order (newest first). A list whose records do not all carry their
 * creation time keeps the server's order.
 */
function inCreationOrder(records: StoredRecord[]): StoredRecord[] {
  if (records.some((record) => record.createdAt === '')) return records;
  return [...records].sort((a, b) =>
    a.createdAt < b.createdAt
      ? -1
      : a.createdAt > b.createdAt
        ? 1
        : a.id < b.id
          ? -1
          : a.id > b.id
            ? 1
            : 0,
  );
}
