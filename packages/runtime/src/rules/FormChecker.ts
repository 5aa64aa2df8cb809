import type { Entity } from '@specrun/spec';
import { appError, type AppError } from '../errors/AppError.ts';
import { isMissing } from './celValues.ts';
import type { CompiledRule } from './compileRules.ts';
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
import type { FormCheck, FormCheckTarget, RuleBook, RuleTarget } from './RuleBook.ts';
import { RuleFrame } from './RuleFrame.ts';

type Outcome = AppError | 'pending' | undefined;

/** What a rule depends on, found once per form. */
interface FormRule {
  rule: CompiledRule;
  /** Re-evaluated on every check: it reads other records, `record` whole, or is not compiled. */
  always: boolean;
  /** Re-evaluated when the user or the clock changed. */
  readsBase: boolean;
}

const NO_ERRORS: AppError[] = [];

/**
 * The live check of one form, kept between keystrokes (`RuleBook.formChecker`). Each `check`
 * re-evaluates the field constraints and rules that read the changed field, the rules that read
 * other records (answered by indexes), the reference and `unique` lookups, and keeps everything
 * else; a field whose errors did not change keeps its array, and a check that changes nothing
 * gives the previous result, so that a form re-renders only what changed. Gives what
 * `RuleBook.checkForm` gives for the same values.
 */
export class FormChecker {
  private readonly entity: Entity | undefined;
  private readonly fields: CompiledFields | undefined;
  private readonly ruleTarget: RuleTarget;
  private readonly rules: FormRule[] = [];
  /** The rules (by position in `rules`) to re-evaluate when a field (by position) changes. */
  private readonly rulesOfSlot: number[][] = [];
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
  private result: FormCheck | undefined;

  constructor(
    private readonly book: RuleBook,
    entityName: string,
    target: FormCheckTarget,
  ) {
    this.ruleTarget = target.mode === 'edit' ? { on: 'update', id: target.id } : { on: 'create' };
    const entity = book.compiled.entities.get(entityName);
    this.entity = entity;
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
      this.rules.push({
        rule,
        always:
          rule.code === undefined ||
          rule.code.readsRecord ||
          rule.reads.length > 0 ||
          rule.slots.length !== rule.fields.length,
        readsBase: rule.code?.readsBase ?? true,
      });
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
  check(values: Readonly<Record<string, unknown>>, changed?: string): FormCheck {
    const { entity, fields } = this;
    if (entity === undefined || fields === undefined) {
      this.result ??= {
        fields: {},
        form: [appError('NOT_FOUND', this.book.compiled.spec.errors)],
        complete: true,
      };
      return this.result;
    }
    const context = this.book.ruleContext();
    const slot = changed === undefined ? undefined : this.slotOf.get(changed);
    const full = this.frame === undefined || slot === undefined;
    const baseChanged = this.frame !== undefined && this.frame.base !== context.base;
    this.values = values;
    const dirty = new Set<number>();
    const reevaluate = new Set<number>();
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
      this.checkField(slot);
      dirty.add(slot);
      for (const i of this.rulesOfSlot[slot] ?? []) reevaluate.add(i);
      for (const i of this.referenceSlots) {
        if (i === slot) continue;
        this.checkField(i);
        dirty.add(i);
      }
      this.rules.forEach((rule, i) => {
        if (rule.always || (baseChanged && rule.readsBase)) reevaluate.add(i);
      });
    }
    const blocked = this.blocked();
    let formDirty = full;
    for (const i of [...reevaluate].sort((a, b) => a - b)) {
      const { rule } = this.rules[i] as FormRule;
      this.outcomes[i] = this.evaluate(context, rule, blocked);
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
        this.uniques[i] = found;
        dirty.add(i);
      }
    return this.assemble(dirty, formDirty);
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

  private checkField(slot: number): void {
    const field = this.fields?.list[slot];
    if (field === undefined) return;
    const own: AppError[] = [];
    const references: AppError[] = [];
    const value = this.values[field.field.name];
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

  private evaluate(context: RuleContext, rule: CompiledRule, blocked: BlockedFields): Outcome {
    if (isBlocked(rule, blocked)) return undefined;
    const outcome = evaluateRule(context, rule, this.frame as RuleFrame);
    if (outcome === true) return undefined;
    if (outcome === 'pending') return 'pending';
    return ruleError(context, rule, outcome, this.entity as Entity, this.values);
  }

  /** The errors by field and at the top, keeping each array whose errors did not change. */
  private assemble(dirty: ReadonlySet<number>, formDirty: boolean): FormCheck {
    const list = this.fields?.list ?? [];
    const previous = this.result;
    let changed = previous === undefined;
    for (const slot of dirty) {
      const name = list[slot]?.field.name;
      const errors: AppError[] = [...(this.own[slot] ?? []), ...(this.references[slot] ?? [])];
      for (const outcome of this.outcomes)
        if (typeof outcome === 'object' && outcome.field === name) errors.push(outcome);
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
    let complete = true;
    for (const flags of this.flags) if (flags & PENDING) complete = false;
    for (const outcome of this.outcomes) if (outcome === 'pending') complete = false;
    for (const outcome of this.uniques) if (outcome === 'pending') complete = false;
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
