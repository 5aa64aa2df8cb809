import type { Entity, Spec, User } from '@specrun/model';
import type { Write, WriteBatch, WriteGuard } from '../data/LocalDataSource.ts';
import { appError, type AppError } from '../errors/AppError.ts';
import { sortFormErrors } from '../forms/sortFormErrors.ts';
import { USER_ENTITY } from '../labels/referenceLabels.ts';
import { computeFields, hasComputedFields } from '../data/computeFields.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';
import { compileRules, type CompiledRule, type CompiledRules } from './compileRules.ts';
import { CountIndex, elementPredicate } from './CountIndex.ts';
import { EntityMirror } from './EntityMirror.ts';
import { baseScope, countKey, evaluateRules, type RuleContext } from './evaluateRules.ts';
import { FormValidator } from './FormValidator.ts';
import { RecordValidator } from './RecordValidator.ts';
import { RuleErrors } from './RuleErrors.ts';
import type {
  FormValidation,
  FormSubject,
  Validation,
  RuleTarget,
  RuleTrigger,
} from './ruleTypes.ts';

export type {
  FormValidation,
  FormSubject,
  Validation,
  RuleTarget,
  RuleTrigger,
} from './ruleTypes.ts';

/** Options of a `RuleBook`. */
export interface RuleBookOptions {
  /** The acting user, `user` in rules; default nobody (id "", no roles). */
  user?: () => User | undefined;
  /** The clock for `now` and `today`; default the system clock. */
  now?: () => Date;
  /** The most steps one rule may take, estimated before it is evaluated; default 5,000,000. */
  maxCost?: number;
}

/** The user a check acts as, whoever the book's `user` is (`undefined`: nobody). */
export interface Acting {
  user: User | undefined;
}

const DEFAULT_MAX_COST = 5_000_000;

/**
 * A spec's validation at run time: point 3's field constraints and point 5's rules, compiled
 * once, with incremental indexes over the records they read (kept up to date from the store's
 * changes, reading just the records a change names). It answers a form's live check
 * synchronously (`validateForm`), checks every write of a `LocalDataSource` (`writeGuard`) and a
 * lifecycle's actions (`validateAction`). Never throws on values: a rule it cannot evaluate is
 * reported with a built-in code.
 */
export class RuleBook {
  readonly compiled: CompiledRules;
  private readonly mirrors = new Map<string, EntityMirror>();
  private readonly needs = new Map<string, EntityMirror[]>();
  private readonly uniques = new Map<string, CountIndex>();
  private readonly counts = new Map<string, CountIndex>();
  private readonly countIndexes = new Map<CompiledRule, (CountIndex | undefined)[]>();
  private readonly recordValidators = new Map<string, Map<string, RecordValidator>>();
  /** The check used last (writes and forms check one entity many times in a row). */
  private lastCheck: { entity: string; on: string; check: RecordValidator } | undefined;
  private readonly unsubscribe: () => void;
  private readonly errors: RuleErrors;
  private context: RuleContext | undefined;
  private baseScope: Record<string, unknown> | undefined;
  private baseUser: User | undefined;
  private baseTime = 0;
  /** The user of the check under way, when it names one (`writeGuardAs`, `validateAction`). */
  private acting: Acting | undefined;
  private readonly options: Required<Pick<RuleBookOptions, 'now' | 'maxCost'>> &
    Pick<RuleBookOptions, 'user'>;

  constructor(
    spec: Spec | CompiledRules,
    private readonly store: RecordStore,
    options: RuleBookOptions = {},
  ) {
    this.compiled = isCompiled(spec) ? spec : compileRules(spec);
    this.errors = new RuleErrors(this.compiled.spec.errors, this.compiled.spec.constants);
    this.options = {
      now: options.now ?? (() => new Date()),
      maxCost: options.maxCost ?? DEFAULT_MAX_COST,
    };
    if (options.user) this.options.user = options.user;
    this.buildIndexes();
    this.unsubscribe = store.subscribe(({ entity, ids }) => {
      if (entity === undefined) for (const mirror of this.mirrors.values()) mirror.invalidate();
      else this.mirrors.get(entity)?.invalidate(ids);
    });
  }

  /** Resolves once every index the checks of `entity` read holds the records as stored now. */
  async ready(entity: string): Promise<void> {
    await Promise.all((this.needs.get(entity) ?? []).map((m) => m.sync()));
  }

  /**
   * Checks a record's values, synchronously: field constraints (references looked up in the
   * indexes), then the rules `target.on` selects. `complete` is false while an index it needs is
   * still loading (its rules are then left out; `ready` waits for them).
   */
  validate(
    entityName: string,
    values: Readonly<Record<string, unknown>>,
    target: RuleTarget,
  ): Validation {
    const last = this.lastCheck;
    if (last !== undefined && last.entity === entityName && last.on === target.on)
      return last.check.run(values, target.id, this.ruleContext());
    const entity = this.compiled.entities.get(entityName);
    if (entity === undefined)
      return { errors: [appError('NOT_FOUND', this.catalogue)], complete: true };
    const check = this.recordValidator(entity, target.on);
    if (typeof target.on === 'string')
      this.lastCheck = { entity: entityName, on: target.on, check };
    return check.run(values, target.id, this.ruleContext());
  }

  /**
   * A live check of one form that follows its edits: `check(values, changed)` re-evaluates only
   * the field constraints and rules that read the changed field (and those that read other
   * records or the clock), and keeps the arrays of errors of the fields whose errors did not
   * change, so that a form re-renders only those. It gives what `validateForm` gives.
   */
  formValidator(entity: string, target: FormSubject): FormValidator {
    return new FormValidator(this, entity, target);
  }

  /** What evaluating rules needs now (the shared scope made again when user or time changed). */
  ruleContext(): RuleContext {
    const base = this.base();
    const context = this.context;
    if (context !== undefined && context.base === base) return context;
    return (this.context = {
      compiled: this.compiled,
      mirrors: this.mirrors,
      uniques: this.uniques,
      counts: this.counts,
      maxCost: this.options.maxCost,
      base,
      errors: this.errors,
      countIndexes: this.countIndexes,
    });
  }

  /** Whether a record exists, by the mirrors (undefined while they are not read yet). */
  readonly exists = (entity: string, id: string): boolean | undefined =>
    this.mirrors.get(entity)?.has(id);

  /** Makes an error of a field check, as `appError` does. */
  readonly make = (code: string, values: Record<string, string>, field: string): AppError =>
    this.errors.make(code, values, field);

  /**
   * The live check of a form: given what its inputs hold now (as values, `null` or "" for an
   * empty input), the errors beside each field and at the top. Synchronous and incremental: a
   * form of 200 fields is checked in well under a frame. Starts loading indexes not loaded yet.
   */
  validateForm(
    entity: string,
    values: Readonly<Record<string, unknown>>,
    target: FormSubject,
  ): FormValidation {
    const on = target.mode === 'create' ? 'create' : 'update';
    const result = this.validate(
      entity,
      values,
      target.mode === 'edit' ? { on, id: target.id } : { on },
    );
    if (!result.complete) void this.ready(entity);
    const names = this.compiled.entities.get(entity)?.fields.map((f) => f.name) ?? [];
    return { ...sortFormErrors(result.errors, names), complete: result.complete };
  }

  /**
   * Checks the rules of a lifecycle's action (`on` its name) on a record, once indexes are read;
   * as `acting.user` when given, else as the book's `user`.
   */
  async validateAction(
    entityName: string,
    record: StoredRecord,
    action: string,
    acting?: Acting,
  ): Promise<AppError[]> {
    const entity = this.compiled.entities.get(entityName);
    if (entity === undefined) return [appError('NOT_FOUND', this.catalogue)];
    await this.ready(entityName);
    const target: RuleTarget = { on: { action }, id: record.id };
    return this.as(acting, () =>
      this.validateRules(entity, this.withComputed(entity, record), target, new Set()),
    ).errors;
  }

  /**
   * The check `LocalDataSource` runs before every write (its `checks` option): the rules of a
   * create or an update, after the indexes hold what is stored now. In a batch (an import), each
   * record that passes is added to the indexes, so the next is checked against it too; they are
   * taken out again if the batch is not written.
   */
  readonly writeGuard: WriteGuard = (write) => this.validateWrite(write, undefined);

  /**
   * `writeGuard` acting as `user`, whoever the book's `user` is: a server answering requests of
   * several users side by side gives each its own check. The user is read while the rules are
   * evaluated, which happens in one synchronous step, so no other check comes in between.
   */
  writeGuardAs(user: User | undefined): WriteGuard {
    const acting: Acting = { user };
    return (write) => this.validateWrite(write, acting);
  }

  private async validateWrite(write: Write, acting: Acting | undefined): Promise<AppError[]> {
    const entity = this.compiled.entities.get(write.entity.name) ?? write.entity;
    await this.ready(entity.name);
    const target: RuleTarget = { on: write.previous ? 'update' : 'create', id: write.record.id };
    const blocked = fieldsOf(write.errors);
    const { errors } = this.as(acting, () =>
      this.validateRules(entity, this.withComputed(entity, write.record), target, blocked),
    );
    if (errors.length === 0 && write.batch) this.stage(write.record, write.previous, write.batch);
    return errors;
  }

  /** Runs a synchronous step of a check as `acting.user` (as the book's `user` without it). */
  private as<T>(acting: Acting | undefined, step: () => T): T {
    if (acting === undefined) return step();
    const saved = this.acting;
    this.acting = acting;
    try {
      return step();
    } finally {
      this.acting = saved;
    }
  }

  /**
   * A record's values with its computed fields (`= …` in the notes) for the acting user: what
   * the rules about the record see of it. The records of entity lists in rules hold their stored
   * values.
   */
  private withComputed(entity: Entity, record: StoredRecord): StoredRecord['values'] {
    if (!hasComputedFields(entity)) return record.values;
    const spec = this.compiled.spec;
    const user = this.acting ? this.acting.user : this.options.user?.();
    return computeFields(spec, entity, record, user, this.options.now());
  }

  /** Stops following the store. */
  close(): void {
    this.unsubscribe();
  }

  /** The compiled check of an entity for a trigger, made on first use. */
  private recordValidator(entity: Entity, on: RuleTrigger): RecordValidator {
    let ofEntity = this.recordValidators.get(entity.name);
    if (ofEntity === undefined) this.recordValidators.set(entity.name, (ofEntity = new Map()));
    const key = typeof on === 'string' ? on : `:${on.action}`;
    let check = ofEntity.get(key);
    if (check === undefined) {
      const sources = { context: this.ruleContext(), uniques: this.uniques, counts: this.counts };
      ofEntity.set(key, (check = new RecordValidator(entity, on, sources)));
    }
    return check;
  }

  private get catalogue() {
    return this.compiled.spec.errors;
  }

  private validateRules(
    entity: Entity,
    values: Readonly<Record<string, unknown>>,
    target: RuleTarget,
    blocked: ReadonlySet<string>,
  ): Validation {
    const slots = entity.fields.map((f) => blocked.has(f.name));
    return evaluateRules(this.ruleContext(), entity, values, target, { names: blocked, slots });
  }

  /** The scope every check shares, made again only when the user or the time has changed. */
  private base(): Record<string, unknown> {
    const user = this.acting ? this.acting.user : this.options.user?.();
    const now = this.options.now();
    const time = now.getTime();
    const scope = this.baseScope;
    if (scope !== undefined && this.baseUser === user && this.baseTime === time) return scope;
    this.baseUser = user;
    this.baseTime = time;
    return (this.baseScope = baseScope(this.compiled, user, now));
  }

  private stage(record: StoredRecord, previous: StoredRecord | undefined, batch: WriteBatch): void {
    const mirror = this.mirrors.get(record.entity);
    if (!mirror) return;
    mirror.apply(record);
    batch.onEnd((written) => {
      if (written) return;
      if (previous) mirror.apply(previous);
      else mirror.drop(record.id);
    });
  }

  private mirror(name: string): EntityMirror | undefined {
    let mirror = this.mirrors.get(name);
    if (mirror) return mirror;
    const entity = this.compiled.entities.get(name);
    if (!entity) return undefined;
    // Users are the sample users, unless the spec declares User: then they are stored records.
    const sampleOnly =
      name === USER_ENTITY && !this.compiled.spec.entities.some((e) => e.name === USER_ENTITY);
    mirror = sampleOnly
      ? new EntityMirror(
          entity,
          undefined,
          this.compiled.spec.users.map((u) => ({
            id: u.id,
            values: { name: u.name, roles: u.roles },
          })),
        )
      : new EntityMirror(entity, this.store);
    this.mirrors.set(name, mirror);
    return mirror;
  }

  /** Creates the indexes every rule needs, and records which mirrors each entity's checks read. */
  private buildIndexes(): void {
    const { compiled } = this;
    for (const entity of compiled.entities.values()) {
      const needed = new Set<EntityMirror>();
      const need = (name: string): EntityMirror | undefined => {
        const mirror = this.mirror(name);
        if (mirror) needed.add(mirror);
        return mirror;
      };
      for (const field of entity.fields) {
        const type = field.type.kind === 'list' ? field.type.of : field.type;
        if (type.kind === 'ref') need(type.entity);
      }
      const uniqueFields = [
        ...(compiled.uniqueFields.get(entity.name) ?? []),
        ...(compiled.rules.get(entity.name) ?? []).flatMap(
          (r) => r.plan?.uniques.map((u) => u.field) ?? [],
        ),
      ];
      for (const field of uniqueFields) {
        const key = `${entity.name}\u0000${field}`;
        const mirror = need(entity.name);
        if (mirror && !this.uniques.has(key))
          this.uniques.set(key, mirror.addIndex(new CountIndex(entity, [field])));
      }
      for (const rule of compiled.rules.get(entity.name) ?? []) {
        for (const name of rule.plan?.lists ?? []) need(name);
        for (const count of rule.plan?.counts ?? []) {
          const mirror = need(count.entity);
          if (!mirror) continue;
          const predicate = rule.predicates.get(count.variable);
          const keep = predicate
            ? elementPredicate(predicate, mirror.entity, count.element, compiled.constants)
            : undefined;
          const fields = count.keys.map((k) => k.field);
          const index = new CountIndex(mirror.entity, fields, keep);
          this.counts.set(countKey(rule.index, count.variable), mirror.addIndex(index));
        }
        this.countIndexes.set(
          rule,
          (rule.plan?.counts ?? []).map((c) => this.counts.get(countKey(rule.index, c.variable))),
        );
      }
      this.needs.set(entity.name, [...needed]);
    }
  }
}

function isCompiled(spec: Spec | CompiledRules): spec is CompiledRules {
  return 'spec' in spec && 'uniqueFields' in spec;
}

function fieldsOf(errors: readonly AppError[]): Set<string> {
  const fields = new Set<string>();
  for (const error of errors) if (error.field !== undefined) fields.add(error.field);
  return fields;
}
