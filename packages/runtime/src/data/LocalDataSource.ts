import type { QueriedPage, RecordQuery } from '../storage/RecordQuery.ts';
import type { Entity, Spec, User } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import type { FieldValue } from '../fields/kinds/types.ts';
import { errorText } from '../forms/sortFormErrors.ts';
import { fieldLabelIn } from '../labels/fieldLabel.ts';
import { joinNames } from '../labels/joinNames.ts';
import {
  MAX_IMPORT_PROBLEMS,
  type ImportedRecord,
  type ImportProblem,
} from '../import-export/ImportProblem.ts';
import {
  holdsValues,
  isStoreRefusal,
  type PageOptions,
  type RecordStore,
  type StoreChange,
  type StoredRecord,
} from '../storage/RecordStore.ts';
import { validateFields } from './validateFields.ts';
import type {
  BulkWrite,
  BulkWriteOptions,
  DataSource,
  Outcome,
  RecordChange,
  ValuesInput,
} from './DataSource.ts';

/**
 * Records written together (an import): a check may hold on to what passed, so that the next
 * record is checked against it, and learns at the end whether the batch was written.
 */
export interface WriteBatch {
  onEnd(listener: (written: boolean) => void): void;
}

/** One write as a check sees it. */
export interface Write {
  entity: Entity;
  /** The record as it would be stored. */
  record: StoredRecord;
  /** The stored record it replaces; absent on create. */
  previous?: StoredRecord;
  /** What the field checks found (an import's were found while reading the file). */
  errors: readonly AppError[];
  /** The batch the write belongs to, in an import. */
  batch?: WriteBatch;
}

/**
 * What a write must pass, after the field validation: `RuleBook.writeGuard` for point 5's rules,
 * `accessWriteGuard` for point 6's permissions. Its errors refuse the write.
 */
export type WriteGuard = (write: Write) => AppError[] | Promise<AppError[]>;

/** Options of `LocalDataSource`; `now` and `newId` default to the clock and random UUIDs. */
export interface LocalDataSourceOptions {
  now?: () => string;
  newId?: () => string;
  /** The guards every write passes, in order; default none. */
  guards?: WriteGuard[];
  /**
   * The acting user, whom the expressions of fields the backend sets see as `user`
   * (`set on create: user.id`); default nobody (a signed-out visitor).
   */
  user?: () => User | undefined;
  /**
   * Changes a record that passed every check just before it is stored (the backend hashes the
   * passwords it holds there); default none.
   */
  beforeStore?: (record: StoredRecord, previous: StoredRecord | undefined) => Promise<void>;
}

/** Options of `LocalDataSource.importRecords`. */
export interface ImportWriteOptions {
  /** The row a person sees for a record (default its index + 1). */
  rowOf?: (record: StoredRecord, index: number) => number;
  /** Aborting it writes nothing. */
  signal?: AbortSignal;
  /** Called while the records are written. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * What an import wrote (`updated`: how many of the records were stored ones it updated), or the
 * problems that stopped it (the first 100, and how many in all).
 */
export type ImportWrite =
  | { ok: true; written: number; updated: number }
  | { ok: false; problems: ImportProblem[]; count: number };

/**
 * Sets a value as an own property, also one named `__proto__` (which JSON.parse makes an own
 * key of a request's body, and which an assignment would take as the object's prototype): the
 * field checks then see it and refuse it as UNKNOWN_FIELD, instead of it being dropped.
 */
function setValue(values: StoredRecord['values'], name: string, value: FieldValue): void {
  Object.defineProperty(values, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A `DataSource` that keeps records in the spec's own `RecordStore` (IndexedDB by default). */
export class LocalDataSource implements DataSource {
  private readonly now: () => string;
  private readonly newId: () => string;
  private readonly guards: WriteGuard[];
  private readonly user: () => User | undefined;
  private readonly beforeStore: LocalDataSourceOptions['beforeStore'];

  constructor(
    private readonly spec: Spec,
    private readonly store: RecordStore,
    options: LocalDataSourceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date().toISOString());
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.guards = options.guards ?? [];
    this.user = options.user ?? (() => undefined);
    this.beforeStore = options.beforeStore;
  }

  list(entity: string): Promise<StoredRecord[]> {
    return this.store.list(entity);
  }

  listPage(entity: string, options: PageOptions): Promise<StoredRecord[]> {
    return this.store.listPage(entity, options);
  }

  /** The records whose fields hold these values (`RecordStore.listWhere`), oldest first. */
  async listWhere(
    entity: string,
    values: Readonly<Record<string, string>>,
  ): Promise<StoredRecord[]> {
    if (this.store.listWhere) return this.store.listWhere(entity, values);
    return (await this.store.list(entity)).filter((record) => holdsValues(record, values));
  }

  /** A page of the records that hold some values, and their count (`RecordStore.queryPage`). */
  queryPage(entity: string, query: RecordQuery): Promise<QueriedPage> {
    return this.store.queryPage(entity, query);
  }

  count(entity: string): Promise<number> {
    return this.store.count(entity);
  }

  async get(entity: string, id: string): Promise<Outcome<StoredRecord>> {
    const record = await this.store.get(entity, id);
    return record ? { ok: true, value: record } : this.fail('NOT_FOUND');
  }

  /** The stored records of these ids, in one read of the store (`RecordStore.getMany`). */
  getMany(entity: string, ids: readonly string[]): Promise<StoredRecord[]> {
    return this.store.getMany(entity, ids);
  }

  async create(entityName: string, input: ValuesInput): Promise<Outcome<StoredRecord>> {
    const entity = this.entity(entityName);
    if (!entity) return this.fail('NOT_FOUND');
    // The field kinds load with the first write, not with the first screen, which writes nothing.
    const { defaultFieldValue } = await import('../fields/fieldKinds.ts');
    const values: StoredRecord['values'] = {};
    for (const field of entity.fields) {
      const fallback = defaultFieldValue(field);
      if (fallback !== undefined) values[field.name] = fallback;
    }
    const state = this.stateField(entity);
    const initial = this.spec.lifecycles.find((l) => l.entity === entity.name)?.initial;
    for (const [name, value] of Object.entries(input)) {
      if (name === state) continue;
      if (value === null) delete values[name];
      else setValue(values, name, value);
    }
    if (state && initial) values[state] = initial;
    const now = this.now();
    const record: StoredRecord = {
      entity: entity.name,
      id: isNumbered(entity) ? await this.nextNumber(entity) : this.newId(),
      values,
      aside: {},
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const unset = await this.fill(entity, record, 'create');
    const refused = await this.refuseSent(entity, input, record);
    return this.write(entity, record, undefined, unset, refused);
  }

  async update(
    entityName: string,
    id: string,
    input: ValuesInput,
    version: number,
  ): Promise<Outcome<StoredRecord>> {
    const entity = this.entity(entityName);
    const previous = entity && (await this.store.get(entity.name, id));
    if (!entity || !previous) return this.fail('NOT_FOUND');
    const prepared = await this.prepareUpdate(entity, previous, input, version);
    if (!prepared.ok) return prepared;
    const { record, unset, refused } = prepared.value;
    return this.write(entity, record, previous, unset, refused);
  }

  /**
   * Changes many records of an entity (`DataSource.updateMany`): each change is checked as
   * `update` checks one (fields, point 5's rules, the checks' rights), in batches of
   * `BULK_BATCH_SIZE`, each batch's records read in one go and those that pass written in one
   * transaction (`RecordStore.putMany`); the rules see each batch as an import's (`WriteBatch`),
   * so that a record is checked against those before it. A refused change leaves the others.
   */
  async updateMany(
    entityName: string,
    changes: readonly RecordChange[],
    options: BulkWriteOptions = {},
  ): Promise<BulkWrite> {
    // A bulk write's code loads with the first one, not with the first screen.
    const { updateInBatches } = await import('./updateInBatches.ts');
    const write = { source: this, store: this.store, catalogue: this.spec.errors };
    return updateInBatches(write, this.entity(entityName), changes, options, this.beforeStore);
  }

  /**
   * The record an update would store, and what the backend could not set or refused (for
   * `update` and `updateInBatches`).
   */
  async prepareUpdate(
    entity: Entity,
    previous: StoredRecord,
    input: ValuesInput,
    version: number,
  ): Promise<Outcome<{ record: StoredRecord; unset: AppError[]; refused: AppError[] }>> {
    if (previous.version !== version) return this.fail('CONFLICT');
    const state = this.stateField(entity);
    const values = { ...previous.values };
    for (const [name, value] of Object.entries(input)) {
      if (name === state && value !== previous.values[name])
        return this.fail('STATE_BY_ACTION', { field: fieldLabelIn(entity, name) }, name);
      if (value === null) delete values[name];
      else setValue(values, name, value);
    }
    const record: StoredRecord = {
      ...previous,
      values,
      version: previous.version + 1,
      updatedAt: this.now(),
    };
    const unset = await this.fill(entity, record, 'update');
    const refused = await this.refuseSent(entity, input, record, previous);
    return { ok: true, value: { record, unset, refused } };
  }

  /**
   * Deletes a record, and the records whose reference to it says `deleted with its <Entity>`
   * (docs/format.md, "Notes"), theirs in turn.
   */
  async remove(entity: string, id: string): Promise<Outcome<void>> {
    if (!(await this.store.remove(entity, id))) return this.fail('NOT_FOUND');
    await this.removeChildren(entity, id);
    return { ok: true, value: undefined };
  }

  private async removeChildren(parent: string, id: string): Promise<void> {
    for (const entity of this.spec.entities)
      for (const field of entity.fields) {
        if (field.deletedWith !== parent) continue;
        for (const child of await this.store.list(entity.name))
          if (child.values[field.name] === id) {
            await this.store.remove(entity.name, child.id);
            await this.removeChildren(entity.name, child.id);
          }
      }
  }

  /** The next number of an entity whose records are numbered: one more than the highest. */
  private async nextNumber(entity: Entity): Promise<string> {
    let highest = 0;
    for (const record of await this.store.list(entity.name)) {
      const number = Number(record.id);
      if (Number.isSafeInteger(number) && number > highest) highest = number;
    }
    return String(highest + 1);
  }

  /** SET_BY_BACKEND for what the input gives fields the backend sets (`refuseBackendValues`). */
  private async refuseSent(
    entity: Entity,
    input: ValuesInput,
    record: StoredRecord,
    previous?: StoredRecord,
  ): Promise<AppError[]> {
    const own = new Set(
      entity.fields
        .filter((f) => f.set !== undefined || f.computed !== undefined)
        .map((f) => f.name),
    );
    if (own.size === 0) return [];
    // The expressions' engine loads with the first write of an entity that has such fields.
    const { refuseBackendValues } = await import('./fillSetFields.ts');
    const sent: ValuesInput = {};
    for (const [name, value] of Object.entries(input)) if (own.has(name)) sent[name] = value;
    const context = {
      spec: this.spec,
      store: this.store,
      user: this.user(),
      now: new Date(record.updatedAt),
    };
    return refuseBackendValues(entity, sent, record, previous, context);
  }

  /**
   * Fills the fields the backend sets (`fillSetFields`), after dropping the empty texts of fields
   * whose notes say `empty is none`; the errors of those it could not set.
   */
  private async fill(
    entity: Entity,
    record: StoredRecord,
    on: 'create' | 'update',
  ): Promise<AppError[]> {
    for (const field of entity.fields)
      if (field.emptyIsNone === true && record.values[field.name] === '')
        delete record.values[field.name];
    if (!entity.fields.some((f) => f.set !== undefined || f.computed !== undefined)) return [];
    const { fillSetFields } = await import('./fillSetFields.ts');
    const context = {
      spec: this.spec,
      store: this.store,
      user: this.user(),
      now: new Date(record.updatedAt),
    };
    return fillSetFields(entity, record.id, record.values, on, context);
  }

  subscribe(listener: (change: StoreChange) => void): () => void {
    return this.store.subscribe(listener);
  }

  /**
   * Writes records an import has read (`importRecordsCsv`, `importRecordsJson`,
   * `importDataJson`), all or nothing, after running every check on each of them in order (a
   * record whose id is stored is an update, any other a create). A record of new data whose id is
   * stored (`ImportedRecord.update`) updates that record as a form would: its version goes up by
   * one, and it keeps its creation time, history and values kept aside; it is refused if it leaves
   * out a field (whose value it would erase) or moves the record's state. Each problem names the
   * record's row. Rejects with an `AbortError` when cancelled during the write.
   */
  async importRecords(
    records: readonly ImportedRecord[],
    options: ImportWriteOptions = {},
  ): Promise<ImportWrite> {
    const rowOf = options.rowOf ?? ((_record: StoredRecord, index: number) => index + 1);
    const listeners: ((written: boolean) => void)[] = [];
    const batch: WriteBatch = { onEnd: (listener) => listeners.push(listener) };
    const end = (written: boolean): void => {
      for (const listener of listeners.reverse()) listener(written);
    };
    const stored = new Map<string, Map<string, StoredRecord>>();
    const storedOf = async (entity: string): Promise<Map<string, StoredRecord>> => {
      let ids = stored.get(entity);
      if (!ids) {
        ids = new Map((await this.store.list(entity)).map((r) => [r.id, r]));
        stored.set(entity, ids);
      }
      return ids;
    };
    const problems: ImportProblem[] = [];
    let count = 0;
    const report = (index: number, record: StoredRecord, errors: readonly AppError[]): void => {
      for (const error of errors) {
        count += 1;
        if (problems.length >= MAX_IMPORT_PROBLEMS) continue;
        const problem: ImportProblem = {
          row: rowOf(record, index),
          entity: record.entity,
          message: errorText(error),
        };
        if (error.field !== undefined) problem.field = error.field;
        problems.push(problem);
      }
    };
    const writes: StoredRecord[] = [];
    let updated = 0;
    for (const [index, imported] of records.entries()) {
      const { update, ...record } = imported;
      writes.push(record);
      const entity = this.entity(record.entity);
      // Records of an entity the spec no longer has are restored as they are (nothing is lost).
      if (!entity || (this.guards.length === 0 && update === undefined)) continue;
      const previous = (await storedOf(entity.name)).get(record.id);
      let write: Write = { entity, record, errors: [], batch };
      if (previous && update) {
        const refused = this.updateRefusal(entity, record, previous, update.omitted);
        if (refused.length > 0) {
          report(index, record, refused);
          continue;
        }
        const next: StoredRecord = {
          ...previous,
          values: record.values,
          version: previous.version + 1,
          updatedAt: record.updatedAt,
        };
        writes[writes.length - 1] = next;
        updated += 1;
        write = { ...write, record: next };
      }
      if (previous) write.previous = previous;
      for (const guard of this.guards) report(index, write.record, await guard(write));
    }
    if (count > 0) {
      end(false);
      return { ok: false, problems, count };
    }
    try {
      const write: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } =
        {};
      if (options.signal) write.signal = options.signal;
      if (options.onProgress) write.onProgress = options.onProgress;
      await this.store.putMany(writes, write);
    } catch (error) {
      end(false);
      throw error;
    }
    end(true);
    return { ok: true, written: writes.length, updated };
  }

  /**
   * Why a record of new data may not update the stored record of its id: it leaves out fields
   * (`omitted`), whose values it would erase, or gives the state field another state, which only
   * the lifecycle's actions change.
   */
  private updateRefusal(
    entity: Entity,
    record: StoredRecord,
    previous: StoredRecord,
    omitted: readonly string[],
  ): AppError[] {
    if (omitted.length > 0) {
      return [
        appError(
          'IMPORT_WOULD_ERASE',
          this.spec.errors,
          { entity: entity.name, id: record.id, fields: joinNames(omitted) },
          omitted.join(', '),
        ),
      ];
    }
    const state = this.stateField(entity);
    if (state !== undefined && record.values[state] !== previous.values[state])
      return this.fail('STATE_BY_ACTION', { field: fieldLabelIn(entity, state) }, state).errors;
    return [];
  }

  private async write(
    entity: Entity,
    record: StoredRecord,
    previous?: StoredRecord,
    unset: readonly AppError[] = [],
    refused: readonly AppError[] = [],
  ): Promise<Outcome<StoredRecord>> {
    const errors = await this.checkWrite(entity, record, previous, unset, refused);
    if (errors.length > 0) return { ok: false, errors };
    try {
      await this.beforeStore?.(record, previous);
      await this.store.put(record);
    } catch (error) {
      if (isStoreRefusal(error)) return this.fail(error.code, { ...error.values }, error.field);
      return this.fail('STORAGE', {
        detail: error instanceof Error ? error.message : String(error),
      });
    }
    return { ok: true, value: record };
  }

  /** What the field checks and every check (`WriteGuard`) find wrong with a write. */
  async checkWrite(
    entity: Entity,
    record: StoredRecord,
    previous: StoredRecord | undefined,
    unset: readonly AppError[],
    refused: readonly AppError[],
    batch?: WriteBatch,
  ): Promise<AppError[]> {
    const context = { catalogue: this.spec.errors, users: this.spec.users, store: this.store };
    const errors = [...refused, ...(await validateFields(entity, record.values, context))];
    // A field the backend could not set is said only when the values themselves are sound.
    if (errors.length === 0) errors.push(...unset);
    const found: readonly AppError[] = [...errors];
    const write: Write = { entity, record, errors: found };
    if (previous) write.previous = previous;
    if (batch) write.batch = batch;
    for (const guard of this.guards) errors.push(...(await guard(write)));
    return errors;
  }

  private entity(name: string): Entity | undefined {
    return this.spec.entities.find((e) => e.name === name);
  }

  private stateField(entity: Entity): string | undefined {
    return entity.fields.find((f) => f.type.kind === 'state')?.name;
  }

  private fail(
    code: string,
    values: Record<string, string> = {},
    field?: string,
  ): { ok: false; errors: AppError[] } {
    return { ok: false, errors: [appError(code, this.spec.errors, values, field)] };
  }
}

/**
 * True when an entity declares its `id` as an integer: its records are numbered 1, 2, 3… in the
 * order they are made, and calls answer the id as a number.
 */
export function isNumbered(entity: Entity): boolean {
  return entity.fields.some((f) => f.name === 'id' && f.type.kind === 'integer');
}
