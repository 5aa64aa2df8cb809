import type { Entity, ErrorEntry, Field, Spec } from '@specrun/model';
import type {
  BulkWrite,
  BulkWriteOptions,
  DataSource,
  Outcome,
  RecordChange,
  ValuesInput,
} from '../data/DataSource.ts';
import { appError, type AppError } from '../errors/AppError.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { fieldLabelIn } from '../labels/fieldLabel.ts';
import type { ActionAvailability } from '../lifecycle/availableActions.ts';
import { applyAction, refusedAttempt } from '../lifecycle/takeAction.ts';
import type {
  PageOptions,
  RecordStore,
  StoreChange,
  StoredRecord,
} from '../storage/RecordStore.ts';
import type { QueriedPage, RecordQuery } from '../storage/RecordQuery.ts';
import {
  checkPageOptions,
  holdsValues,
  isPastCursor,
  isStoreRefusal,
} from '../storage/RecordStore.ts';
import type { Access } from './Access.ts';
import { mergeValues } from './mergeValues.ts';
import { validateActionRules, type AsyncActionRuleValidator } from './validateActionRules.ts';

export type { AsyncActionRuleValidator } from './validateActionRules.ts';

/**
 * Writes a record an action moved on: `next` has the new state, history, version and time;
 * `previous` is the record as the checks saw it. Gives CONFLICT when the stored version moved.
 */
export type TransitionWriter = (
  next: StoredRecord,
  previous: StoredRecord,
) => Promise<Outcome<StoredRecord>>;

/** Options of `AccessDataSource`. */
export interface AccessDataSourceOptions {
  /** What the acting user may do (`createAccess`). */
  access: Access;
  /** How an action's result is stored (`storeTransitionWriter` over the spec's store). */
  writeTransition: TransitionWriter;
  /** Point 5's rules on actions; default none. */
  ruleValidator?: AsyncActionRuleValidator;
  /** The time history entries are stamped with (ISO); default the system clock. */
  now?: () => string;
}

/**
 * The `TransitionWriter` over a `RecordStore`: compares the stored version with the one the
 * checks saw, then puts the record.
 */
export function storeTransitionWriter(
  store: RecordStore,
  catalogue: readonly ErrorEntry[],
): TransitionWriter {
  return async (next, previous) => {
    const stored = await store.get(previous.entity, previous.id);
    if (!stored) return { ok: false, errors: [appError('NOT_FOUND', catalogue)] };
    if (stored.version !== previous.version)
      return { ok: false, errors: [appError('CONFLICT', catalogue)] };
    try {
      await store.put(next);
    } catch (error) {
      if (isStoreRefusal(error))
        return {
          ok: false,
          errors: [appError(error.code, catalogue, { ...error.values }, error.field)],
        };
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, errors: [appError('STORAGE', catalogue, { detail })] };
    }
    return { ok: true, value: next };
  };
}

/**
 * A `DataSource` that enforces roles and permissions (point 6) and lifecycles (point 4) for one
 * acting user, below the UI: lists and reads give only what the user may read; creates, updates
 * and deletes they may not do are refused with NOT_ALLOWED; a write that changes a state field is
 * refused with STATE_BY_ACTION; `act` takes a lifecycle action with all its checks and records it
 * in the record's history. Everything else is the wrapped source's.
 */
export class AccessDataSource implements DataSource {
  private readonly access: Access;
  private readonly spec: Spec;
  private readonly writeTransition: TransitionWriter;
  private readonly ruleValidator: AsyncActionRuleValidator | undefined;
  private readonly now: () => string;

  constructor(
    private readonly inner: DataSource,
    options: AccessDataSourceOptions,
  ) {
    this.access = options.access;
    this.spec = options.access.spec;
    this.writeTransition = options.writeTransition;
    this.ruleValidator = options.ruleValidator;
    this.now = options.now ?? (() => new Date().toISOString());
  }

  async list(entity: string): Promise<StoredRecord[]> {
    if (!this.access.canSeeEntity(entity)) return [];
    return this.access.visibleRecords(entity, await this.inner.list(entity));
  }

  /** The records the user may read whose fields hold these values (`DataSource.listWhere`). */
  async listWhere(
    entity: string,
    values: Readonly<Record<string, string>>,
  ): Promise<StoredRecord[]> {
    if (!this.access.canSeeEntity(entity)) return [];
    const records = this.inner.listWhere
      ? await this.inner.listWhere(entity, values)
      : (await this.inner.list(entity)).filter((record) => holdsValues(record, values));
    return this.access.visibleRecords(entity, records);
  }

  /** A page of the records the user may read (the page is cut after filtering). */
  async listPage(entity: string, options: PageOptions): Promise<StoredRecord[]> {
    const { limit, offset, direction, after } = checkPageOptions(options);
    if (!this.access.canSeeEntity(entity)) return [];
    if (this.readsEverything(entity)) return this.inner.listPage(entity, options);
    let visible = await this.list(entity);
    if (direction === 'desc') visible.reverse();
    if (after) visible = visible.filter((record) => isPastCursor(record, after, direction));
    return visible.slice(offset, offset + limit);
  }

  /**
   * A page of the records the user may read that hold some values, and their count when asked
   * (`RecordStore.queryPage`): asked of the store whole when the user may read every record of
   * the entity, else read in batches and filtered record by record (`readableQueryPage`).
   */
  async queryPage(entity: string, query: RecordQuery): Promise<QueriedPage> {
    // Only lists asked of a backend page their records: not code for the first screen.
    const [{ checkRecordQuery }, { readableQueryPage }] = await Promise.all([
      import('../storage/RecordQuery.ts'),
      import('./readableQueryPage.ts'),
    ]);
    const checked = checkRecordQuery(query);
    if (!this.access.canSeeEntity(entity))
      return checked.count ? { records: [], total: 0 } : { records: [] };
    if (this.readsEverything(entity) && this.inner.queryPage)
      return this.inner.queryPage(entity, checked);
    const canRead = this.readsEverything(entity)
      ? () => true
      : (record: StoredRecord) => this.access.canRead(entity, record);
    return readableQueryPage(this.inner, entity, checked, canRead);
  }

  async count(entity: string): Promise<number> {
    if (!this.access.canSeeEntity(entity)) return 0;
    if (this.readsEverything(entity)) return this.inner.count(entity);
    return (await this.list(entity)).length;
  }

  async get(entity: string, id: string): Promise<Outcome<StoredRecord>> {
    const found = await this.inner.get(entity, id);
    if (!found.ok) return found;
    return this.access.canRead(entity, found.value) ? found : this.refuse('read');
  }

  /** The records of these ids the user may read, in one read when the wrapped source can. */
  async getMany(entity: string, ids: readonly string[]): Promise<StoredRecord[]> {
    if (!this.access.canSeeEntity(entity) || ids.length === 0) return [];
    const records = this.inner.getMany
      ? await this.inner.getMany(entity, ids)
      : await (await import('../data/readEachById.ts')).readEachById(this.inner, entity, ids);
    return this.access.visibleRecords(entity, records);
  }

  async create(entity: string, values: ValuesInput): Promise<Outcome<StoredRecord>> {
    const declared = this.entity(entity);
    if (declared) {
      const state = this.stateField(declared);
      const initial = this.access.lifecycles.get(entity)?.initial;
      const given = state === undefined ? undefined : values[state];
      if (
        state !== undefined &&
        given !== undefined &&
        given !== null &&
        given !== '' &&
        given !== initial
      )
        return this.stateByAction(declared, state);
      // The field kinds load with the first write, not with the first screen.
      const { defaultFieldValue } = await import('../fields/fieldKinds.ts');
      const created = newValues(declared, values, initial, defaultFieldValue);
      if (!this.access.canCreate(entity, { values: created })) return this.refuse('create');
    } else if (!this.access.canCreate(entity)) return this.refuse('create');
    return this.inner.create(entity, values);
  }

  async update(
    entity: string,
    id: string,
    values: ValuesInput,
    version: number,
  ): Promise<Outcome<StoredRecord>> {
    const found = await this.inner.get(entity, id);
    if (!found.ok) return found;
    const previous = found.value;
    if (!this.access.canRead(entity, previous)) return this.refuse('read');
    const declared = this.entity(entity);
    const state = declared && this.stateField(declared);
    if (state !== undefined && state in values && values[state] !== previous.values[state])
      return this.stateByAction(declared, state);
    // Both sides: the record as it is, and as it would be (no giving a claim away).
    const next = { id, values: mergeValues(previous.values, values) };
    if (!this.access.canUpdate(entity, previous) || !this.access.canUpdate(entity, next))
      return this.refuse('update');
    return this.inner.update(entity, id, values, version);
  }

  /**
   * Changes many records (`DataSource.updateMany`), each refused as `update` refuses one (a
   * record the user may not read or change, a state moved by a write); the others go to the
   * wrapped source's bulk write, or record by record to its `update`.
   */
  async updateMany(
    entity: string,
    changes: readonly RecordChange[],
    options: BulkWriteOptions = {},
  ): Promise<BulkWrite> {
    // A bulk write's code loads with the first one, not with the first screen.
    const { updateAllowed } = await import('./updateAllowed.ts');
    return updateAllowed(this.inner, this.access, entity, changes, options);
  }

  async remove(entity: string, id: string): Promise<Outcome<void>> {
    const found = await this.inner.get(entity, id);
    if (!found.ok) return found;
    if (!this.access.canRead(entity, found.value)) return this.refuse('read');
    if (!this.access.canDelete(entity, found.value)) return this.refuse('delete');
    return this.inner.remove(entity, id);
  }

  subscribe(listener: (change: StoreChange) => void): () => void {
    return this.inner.subscribe(listener);
  }

  /**
   * Every action of the record's lifecycle, with whether the user may take it now and why not,
   * the rules of point 5 on each included. NOT_FOUND or NOT_ALLOWED when the record cannot be read.
   */
  async availableActions(entity: string, id: string): Promise<Outcome<ActionAvailability[]>> {
    const found = await this.get(entity, id);
    if (!found.ok) return found;
    const actions = this.access.availableActions(entity, found.value);
    if (!this.ruleValidator) return { ok: true, value: actions };
    for (const availability of actions) {
      if (!availability.allowed) continue;
      const errors = await this.actionRuleErrors(entity, found.value, availability.action);
      if (errors.length === 0) continue;
      availability.allowed = false;
      for (const error of errors) availability.refusals.push({ kind: 'rule', error });
    }
    return { ok: true, value: actions };
  }

  /**
   * The errors of the rules of point 5 on `action` for `record`, checked on the record as the
   * action would store it (`validateActionRules`); none without a rule check. A source that reads
   * records elsewhere (`CallDataSource`) asks this one.
   */
  actionRuleErrors(entity: string, record: StoredRecord, action: string): Promise<AppError[]> {
    if (!this.ruleValidator) return Promise.resolve([]);
    return validateActionRules(this.access, entity, record, action, this.ruleValidator, this.now());
  }

  /**
   * Takes a lifecycle action on a record, as `version` of it was seen: checks that the user may
   * read it, the version (CONFLICT), the state (WRONG_STATE), the transition's roles and point 6
   * (NOT_ALLOWED), its guard (GUARD_FAILED, GUARD_ERROR) and the rules on the action (on the
   * record as it would be stored, in its new state); then stores
   * the record in its new state with a history entry {action, from, to, by, at}.
   */
  async act(
    entity: string,
    id: string,
    action: string,
    version: number,
  ): Promise<Outcome<StoredRecord>> {
    const found = await this.get(entity, id);
    if (!found.ok) return found;
    const record = found.value;
    if (record.version !== version) return this.fail('CONFLICT');
    const lifecycle = this.access.lifecycles.get(entity);
    const availability = this.access.actionOf(entity, action, record);
    if (!lifecycle || !availability) {
      const state = 'in no lifecycle';
      return { ok: false, errors: [appError('WRONG_STATE', this.spec.errors, { action, state })] };
    }
    if (!availability.allowed)
      return {
        ok: false,
        errors: refusedAttempt(lifecycle, record, availability, this.spec.errors),
      };
    const step = applyAction(
      lifecycle,
      record,
      action,
      this.access.user,
      this.now(),
      this.access.base(),
    );
    if (!step) {
      const state = String(record.values[lifecycle.stateField] ?? lifecycle.initial);
      return { ok: false, errors: [appError('WRONG_STATE', this.spec.errors, { action, state })] };
    }
    // The rules read the record as it will be stored (its new state), not as it was.
    const ruleErrors = this.ruleValidator
      ? await this.ruleValidator(entity, action, step.record)
      : [];
    if (ruleErrors.length > 0) return { ok: false, errors: ruleErrors };
    return this.writeTransition(step.record, record);
  }

  /**
   * Takes an action that adds the acting user to a list of users, or takes them out of it (a
   * field whose notes say `added by favorite`, `removed by unfavorite`; docs/format.md, "Notes"),
   * when point 6 permits the action on the record. Idempotent: adding a user the list holds, or
   * removing one it does not, stores nothing and gives the record as it is. A change is stored
   * with its version one more; the record's time of change stays (the record's own values did
   * not change), and so do the fields the backend sets on save.
   */
  async relate(entity: string, id: string, action: string): Promise<Outcome<StoredRecord>> {
    const found = await this.get(entity, id);
    if (!found.ok) return found;
    const record = found.value;
    const declared = this.spec.entities.find((e) => e.name === entity);
    const field = declared?.fields.find((f) => f.addedBy === action || f.removedBy === action);
    if (field === undefined)
      throw new Error(
        `relate: ${action} adds or removes no user on ${entity}; take lifecycle actions with act().`,
      );
    if (!this.access.permits(entity, action, record))
      return { ok: false, errors: [this.access.refusal(action)] };
    const user = this.access.user.id;
    const held = record.values[field.name];
    const list = Array.isArray(held) ? held : [];
    const adding = field.addedBy === action;
    if (list.includes(user) === adding) return { ok: true, value: record };
    const next: StoredRecord = {
      ...record,
      values: {
        ...record.values,
        [field.name]: adding ? [...list, user] : list.filter((item) => item !== user),
      },
      version: record.version + 1,
    };
    return this.writeTransition(next, record);
  }

  /** True when the user may read every record of the entity, so lists need no filtering. */
  private readsEverything(entity: string): boolean {
    return this.access.ability
      .rulesFor('read', entity)
      .some((rule) => !rule.inverted && rule.conditions === undefined);
  }

  private entity(name: string): Entity | undefined {
    return this.spec.entities.find((e) => e.name === name);
  }

  private stateField(entity: Entity): string | undefined {
    return entity.fields.find((f) => f.type.kind === 'state')?.name;
  }

  private stateByAction(entity: Entity | undefined, field: string): Outcome<never> {
    const values = { field: fieldLabelIn(entity, field) };
    return { ok: false, errors: [appError('STATE_BY_ACTION', this.spec.errors, values, field)] };
  }

  private refuse(action: string): Outcome<never> {
    return { ok: false, errors: [this.access.refusal(action)] };
  }

  private fail(code: string): Outcome<never> {
    return { ok: false, errors: [appError(code, this.spec.errors)] };
  }
}

/**
 * The values a create would store: defaults (`defaultOf`: `defaultFieldValue`), the given
 * values, and the initial state.
 */
function newValues(
  entity: Entity,
  input: ValuesInput,
  initial: string | undefined,
  defaultOf: (field: Field) => FieldValue | undefined,
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of entity.fields) {
    const fallback = defaultOf(field);
    if (fallback !== undefined) values[field.name] = fallback;
  }
  const merged = mergeValues(values, input);
  const state = entity.fields.find((f) => f.type.kind === 'state')?.name;
  if (state !== undefined && initial !== undefined) merged[state] = initial;
  return merged;
}
