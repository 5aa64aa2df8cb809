import type { Entity } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import { isMissing } from './celValues.ts';
import type { CompiledRule, CompiledRules } from './compileRules.ts';
import {
  applies,
  evaluateRule,
  isBlocked,
  ruleError,
  uniqueError,
  type BlockedFields,
  type RuleContext,
} from './evaluateRules.ts';
import {
  checkFieldInto,
  compileFields,
  IN_ERROR,
  PENDING,
  type CompiledFields,
} from './fieldConstraints.ts';
import type { FormValidation, FormSubject, RuleTarget } from './ruleTypes.ts';
import { RuleFrame } from './RuleFrame.ts';

/** What a form's live check reads of its rule book (`RuleBook` is one). */
export interface FormRuleSource {
  readonly compiled: CompiledRules;
  ruleContext(): RuleContext;
  /** Whether a record of an entity is stored; `undefined` while its ids are still loading. */
  readonly exists: (entity: string, id: string) => boolean | undefined;
  /** Makes an error of a field check, as `appError` does. */
  readonly make: (code: string, values: Record<string, string>, field: string) => AppError;
  /** Settles once the indexes a form of the entity reads are loaded. */
  ready(entity: string): Promise<void>;
}

type Outcome = AppError | 'pending' | undefined;

const NO_ERRORS: AppError[] = [];
const NO_RULES: readonly number[] = [];

/**
 * The live check of one form, kept between keystrokes (`RuleBook.formValidator`). Each `check`
 * re-evaluates the field constraints and rules that read the changed field, the rules that read
 * other records (answered by indexes), the reference and `unique` lookups, and keeps everything
 * else; a field whose errors did not change keeps its array, and a check that changes nothing
 * gives the previous result, so that a form re-renders only what changed. Gives what
 * `RuleBook.validateForm` gives for the same values.
 */
export class FormValidator {
  private readonly entity: Entity | undefined;
  private readonly fields: CompiledFields | undefined;
  private readonly ruleTarget: RuleTarget;
  /** The rules of the form's trigger; what each depends on is found once, below. */
  private readonly rules: CompiledRule[] = [];
  /** The rules (by position in `rules`) to re-evaluate when a field (by position) changes. */
  private readonly rulesOfSlot: number[][] = [];
  /** The rules checked every time: they read other records or `record`, or are not compiled. */
  private readonly alwaysRules: number[] = [];
  /** The other rules that read the user or the clock: re-evaluated when either changed. */
  private readonly baseRules: number[] = [];
  /** The rules whose error is shown beside a field, by the field's name, in order. */
  private readonly rulesOfField = new Map<string, number[]>();
  /**
   * Each rule's error when it is false, made once if its message names no field of the record
   * (it is then the same at every check): a keystroke that leaves a rule false makes no error.
   */
  private readonly falseErrors: (AppError | null | undefined)[] = [];
  /**
   * Whether a rule reads `user`, `now` or `today`. When none does, the context of the first
   * check serves every later one: the rule book makes its context again each millisecond.
   */
  private readonly readsBase: boolean;
  private context: RuleContext | undefined;
  private readonly slotOf = new Map<string, number>();
  private readonly referenceSlots: number[] = [];
  private readonly uniqueSlots: number[] = [];
  private frame: RuleFrame | undefined;
  private values: Readonly<Record<string, unknown>> = {};
  private flags: number[] = [];
  private own: AppError[][] = [];
  private references: AppError[][] = [];
  private outcomes: Outcome[] = [];
  private uniques: Outcome[] = [];
  private unknown: AppError[] = [];
  private unknownNames = new Set<string>();
  private shown: AppError[][] = [];
  /** The fields in error, which rules do not read; made again only when one enters or leaves. */
  private blockedFields: BlockedFields = { names: new Set(), slots: [] };
  private result: FormValidation | undefined;

  constructor(
    private readonly book: FormRuleSource,
    entityName: string,
    target: FormSubject,
  ) {
    this.ruleTarget = target.mode === 'edit' ? { on: 'update', id: target.id } : { on: 'create' };
    const entity = book.compiled.entities.get(entityName);
    this.entity = entity;
    this.readsBase = false;
    if (entity === undefined) return;
    const fields = compileFields(entity);
    this.fields = fields;
    fields.list.forEach((f, i) => {
      this.slotOf.set(f.field.name, i);
      this.rulesOfSlot.push([]);
      if (f.target !== undefined) this.referenceSlots.push(i);
    });
    for (const name of book.compiled.uniqueFields.get(entity.name) ?? []) {
      const slot = this.slotOf.get(name);
      if (slot !== undefined) this.uniqueSlots.push(slot);
    }
    const errors = book.ruleContext().errors;
    for (const rule of book.compiled.rules.get(entity.name) ?? []) {
      if (!applies(rule.rule.on, this.ruleTarget.on)) continue;
      const position = this.rules.length;
      const always =
        rule.code === undefined ||
        rule.code.readsRecord ||
        rule.reads.length > 0 ||
        rule.slots.length !== rule.fields.length;
      const readsBase = rule.code?.readsBase ?? true;
      this.rules.push(rule);
      if (readsBase) this.readsBase = true;
      if (always) this.alwaysRules.push(position);
      else if (readsBase) this.baseRules.push(position);
      if (rule.field !== undefined) {
        const ofField = this.rulesOfField.get(rule.field);
        if (ofField === undefined) this.rulesOfField.set(rule.field, [position]);
        else ofField.push(position);
      }
      const constant = !errors.placeholders(rule.rule.error).some((n) => this.slotOf.has(n));
      this.falseErrors.push(constant ? undefined : null);
      // A rule's message may name fields of the record too: it changes with them.
      const names = new Set([
        ...rule.fields,
        ...errors.placeholders(rule.rule.error),
        ...errors.placeholders('RULE_ERROR'),
        ...errors.placeholders('RULE_TOO_COSTLY'),
      ]);
      for (const name of names) {
        const slot = this.slotOf.get(name);
        if (slot !== undefined) this.rulesOfSlot[slot]?.push(position);
      }
    }
  }

  /**
   * Checks what the form's inputs hold now (as values, `null` or "" for an empty input).
   * `changed` names the one field edited since the last check; without it (the first check, or
   * when several fields changed) everything is checked again.
   */
  validate(values: Readonly<Record<string, unknown>>, changed?: string): FormValidation {
    const { entity, fields } = this;
    if (entity === undefined || fields === undefined) {
      this.result ??= {
        fields: {},
        form: [appError('NOT_FOUND', this.book.compiled.spec.errors)],
        complete: true,
      };
      return this.result;
    }
    const context =
      this.context !== undefined && !this.readsBase ? this.context : this.book.ruleContext();
    this.context = context;
    const slot = changed === undefined ? undefined : this.slotOf.get(changed);
    const full = this.frame === undefined || slot === undefined;
    const baseChanged = this.frame !== undefined && this.frame.base !== context.base;
    this.values = values;
    const dirty = new Set<number>();
    const reevaluate = new Set<number>();
    // Whether a field entered or left its errors, and whether anything pending changed: else
    // what is blocked and whether the check is complete stay as they were.
    let flagsChanged = full;
    if (full) {
      this.frame = RuleFrame.of(entity, values, this.ruleTarget.id, context.base);
      this.checkUnknown(values);
      for (let i = 0; i < fields.list.length; i++) {
        this.checkField(i);
        dirty.add(i);
      }
      this.rules.forEach((_, i) => reevaluate.add(i));
    } else {
      let frame = this.frame as RuleFrame;
      if (baseChanged) {
        frame = new RuleFrame(entity, frame.slots, this.ruleTarget.id, context.base);
        this.frame = frame;
      }
      frame.set(slot, values[changed as string]);
      if (this.checkField(slot)) flagsChanged = true;
      dirty.add(slot);
      for (const i of this.rulesOfSlot[slot] ?? []) reevaluate.add(i);
      for (const i of this.referenceSlots) {
        if (i === slot) continue;
        if (this.checkField(i)) flagsChanged = true;
        dirty.add(i);
      }
      for (const i of this.alwaysRules) reevaluate.add(i);
      if (baseChanged) for (const i of this.baseRules) reevaluate.add(i);
    }
    if (flagsChanged) this.blockedFields = this.blocked();
    const blocked = this.blockedFields;
    let formDirty = full;
    let pendingChanged = flagsChanged;
    for (const i of [...reevaluate].sort((a, b) => a - b)) {
      const rule = this.rules[i] as CompiledRule;
      const before = this.outcomes[i];
      this.outcomes[i] = this.evaluate(context, i, blocked);
      if ((before === 'pending') !== (this.outcomes[i] === 'pending')) pendingChanged = true;
      const at = rule.field === undefined ? undefined : this.slotOf.get(rule.field);
      if (at === undefined) formDirty = true;
      else dirty.add(at);
    }
    if (typeof this.ruleTarget.on === 'string')
      for (const i of this.uniqueSlots) {
        const field = fields.list[i]?.field.name ?? '';
        const found = uniqueError(
          context,
          entity,
          field,
          values[field],
          this.ruleTarget.id,
          blocked,
        );
        if ((this.uniques[i] === 'pending') !== (found === 'pending')) pendingChanged = true;
        this.uniques[i] = found;
        dirty.add(i);
      }
    return this.assemble(dirty, formDirty, pendingChanged);
  }

  private checkUnknown(values: Readonly<Record<string, unknown>>): void {
    const { fields } = this;
    this.unknown = [];
    this.unknownNames = new Set();
    for (const name of Object.keys(values)) {
      if (!fields?.byName.has(name) && !isMissing(values[name])) {
        this.unknown.push(this.book.make('UNKNOWN_FIELD', { field: name }, name));
        this.unknownNames.add(name);
      }
    }
  }

  /** Checks one field's constraints; whether its flags (in error, pending) changed. */
  private checkField(slot: number): boolean {
    const field = this.fields?.list[slot];
    if (field === undefined) return false;
    const own: AppError[] = [];
    const references: AppError[] = [];
    const value = this.values[field.field.name];
    const before = this.flags[slot];
    this.flags[slot] = checkFieldInto(
      field,
      value,
      own,
      references,
      this.book.make,
      this.book.exists,
    );
    this.own[slot] = own.length === 0 ? NO_ERRORS : own;
    this.references[slot] = references.length === 0 ? NO_ERRORS : references;
    return this.flags[slot] !== before;
  }

  private blocked(): BlockedFields {
    const names = new Set(this.unknownNames);
    const slots: boolean[] = [];
    this.flags.forEach((flags, i) => {
      if (!(flags & IN_ERROR)) return;
      slots[i] = true;
      const name = this.fields?.list[i]?.field.name;
      if (name !== undefined) names.add(name);
    });
    return { names, slots };
  }

  /** Evaluates the rule at `position` (in `rules`): its error, 'pending', or undefined. */
  private evaluate(context: RuleContext, position: number, blocked: BlockedFields): Outcome {
    const rule = this.rules[position] as CompiledRule;
    if (isBlocked(rule, blocked)) return undefined;
    const outcome = evaluateRule(context, rule, this.frame as RuleFrame);
    if (outcome === true) return undefined;
    if (outcome === 'pending') return 'pending';
    const make = () => ruleError(context, rule, outcome, this.entity as Entity, this.values);
    if (outcome !== false || this.falseErrors[position] === null) return make();
    return (this.falseErrors[position] ??= make());
  }

  /**
   * The errors by field and at the top, keeping each array whose errors did not change. Reads
   * only the fields in `dirty` (and every rule when `formDirty`), and whether the check is
   * complete only when something pending may have changed.
   */
  private assemble(
    dirty: ReadonlySet<number>,
    formDirty: boolean,
    pendingChanged: boolean,
  ): FormValidation {
    const list = this.fields?.list ?? [];
    const previous = this.result;
    let changed = previous === undefined;
    for (const slot of dirty) {
      const name = list[slot]?.field.name;
      const errors: AppError[] = [...(this.own[slot] ?? []), ...(this.references[slot] ?? [])];
      // A rule's error is beside its field (`ruleError` gives it the rule's field).
      const rules = (name === undefined ? undefined : this.rulesOfField.get(name)) ?? NO_RULES;
      for (const i of rules) {
        const outcome = this.outcomes[i];
        if (typeof outcome === 'object') errors.push(outcome);
      }
      const unique = this.uniques[slot];
      if (typeof unique === 'object') errors.push(unique);
      const before = this.shown[slot] ?? NO_ERRORS;
      if (!sameErrors(before, errors)) {
        this.shown[slot] = errors.length === 0 ? NO_ERRORS : errors;
        changed = true;
      }
    }
    let form = previous?.form ?? NO_ERRORS;
    if (formDirty) {
      const errors = [...this.unknown];
      this.outcomes.forEach((outcome) => {
        if (typeof outcome !== 'object') return;
        if (outcome.field === undefined || !this.slotOf.has(outcome.field)) errors.push(outcome);
      });
      if (!sameErrors(form, errors)) {
        form = errors;
        changed = true;
      }
    }
    let complete = previous?.complete ?? true;
    if (pendingChanged || previous === undefined) {
      complete = true;
      for (const flags of this.flags) if (flags & PENDING) complete = false;
      for (const outcome of this.outcomes) if (outcome === 'pending') complete = false;
      for (const outcome of this.uniques) if (outcome === 'pending') complete = false;
    }
    if (!complete) void this.book.ready(this.entity?.name ?? '');
    if (!changed && previous !== undefined && previous.complete === complete) return previous;
    const fields: Record<string, AppError[]> = {};
    list.forEach((f, i) => {
      const errors = this.shown[i];
      if (errors !== undefined && errors.length > 0) fields[f.field.name] = errors;
    });
    this.result = { fields, form, complete };
    return this.result;
  }
}

function sameErrors(a: readonly AppError[], b: readonly AppError[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++)
    if (!sameError(a[i] as AppError, b[i] as AppError)) return false;
  return true;
}

function sameError(a: AppError, b: AppError): boolean {
  if (a === b) return true;
  if (
    a.code !== b.code ||
    a.message !== b.message ||
    a.status !== b.status ||
    a.field !== b.field ||
    a.rule !== b.rule
  )
    return false;
  const x = a.fields ?? [];
  const y = b.fields ?? [];
  return x.length === y.length && x.every((f, i) => f === y[i]);
}
