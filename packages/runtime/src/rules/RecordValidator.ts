import type { Entity } from '@specrun/model';
import type { AppError } from '../errors/AppError.ts';
import type { CompiledRule } from './compileRules.ts';
import type { CountIndex } from './CountIndex.ts';
import { keyOf, smallInteger } from './celValues.ts';
import { DEFER, type CelCode } from './celTypes.ts';
import type { EntityMirror } from './EntityMirror.ts';
import {
  countKey,
  evaluateRule,
  isBlocked,
  ruleError,
  rulesOn,
  uniqueError,
  type BlockedFields,
  type RuleContext,
} from './evaluateRules.ts';
import { compileFields, isBlank } from './fieldConstraints.ts';
import type { Validation, RuleTrigger } from './ruleTypes.ts';
import { RuleFrame } from './RuleFrame.ts';

/** What a `RecordValidator` reads of its rule book, once, when it is compiled. */
export interface RecordValidatorSources {
  context: RuleContext;
  /** The indexes of `unique(field)`, by `countKey`-like key `${entity}\0${field}`. */
  uniques: ReadonlyMap<string, CountIndex>;
  counts: ReadonlyMap<string, CountIndex>;
}

/** One field of the entity, with its errors that never change made once. */
interface FieldValidator {
  name: string;
  /** What people call the field: its messages name it so. */
  label: string;
  isValue: (value: unknown) => boolean;
  /** `REQUIRED` as made for this field; undefined when an empty value is allowed. */
  required: AppError | undefined;
  invalid: AppError;
  /** The mirror of the entity a reference points at (null: not a reference). */
  target: EntityMirror | undefined | null;
  targetName: string;
  /** An `integer` field or a list of integers: its value is converted for rules (`celValue`). */
  converts: boolean;
}

/** A rule with what evaluating it the short way needs, found once. */
interface RuleRun {
  rule: CompiledRule;
  code: CelCode<RuleFrame> | undefined;
  /** Its compiled code answers alone: no index, no list, cost known and allowed. */
  pure: boolean;
  /** Its counts and uniques are read from indexes with compiled keys (`counted`). */
  counted: Counted | undefined;
  /** Reads only fields by position (so a field in error blocks it by position). */
  bySlot: boolean;
  /** Its error when the rule is false, made once when the message names no field. */
  error: AppError | undefined | null;
}

/** What a rule with `unique(field)` or counts over records reads, found once. */
interface Counted {
  mirrors: EntityMirror[];
  /** Per unique: the slot of its field, and its index. */
  uniques: { slot: number; index: CountIndex | undefined }[];
  /** Per count: its index, its one compiled key, what its result is, and whether it is this entity. */
  counts: {
    index: CountIndex;
    key: CelCode<RuleFrame>;
    result: 'size' | 'exists' | 'exists_one';
    own: boolean;
    lastValue: unknown;
    lastKey: string;
  }[];
  vars: unknown[];
}

const NONE: ReadonlySet<string> = new Set();
/** How many keys of the last record are kept, and the position of a key not kept. */
const KEYS_KEPT = 64;
const NOT_KEPT = -2;

/**
 * An entity's checks for one trigger (`RuleBook.check`), compiled once per rule book: each
 * field's value test and its errors that do not depend on the value, the rules the trigger
 * selects with what each reads resolved, and one frame reused from check to check. A check of a
 * valid record then allocates only its result and a list of its references' errors, and an
 * error whose message names no value of the record costs a copy of one made once. It gives exactly what the field constraints
 * (`checkFieldInto`) followed by `evaluateRules` give; anything unusual (a rule outside the
 * compiled subset, an index still loading) is left to them.
 */
export class RecordValidator {
  private readonly fields: FieldValidator[] = [];
  /** The position of the first field of each name. */
  private readonly slotOf = new Map<string, number>();
  /** The keys of the last record checked, in order, and the position of each (-1: unknown). */
  private readonly keys = new Array<string>(KEYS_KEPT).fill('');
  private readonly keySlots = new Array<number>(KEYS_KEPT).fill(NOT_KEPT);
  /** The values read from the record by position, valid where `seen[slot] === mark`. */
  private readonly given: unknown[];
  private readonly seen: Int32Array;
  private readonly runs: RuleRun[] = [];
  /** The fields whose notes say `unique`, with the positions of the fields of that name. */
  private readonly uniqueFields: { name: string; slots: number[] }[] = [];
  private readonly frame: RuleFrame;
  /** `marks[slot] === mark` when the field at `slot` is in error in the current check. */
  private readonly marks: Int32Array;
  private mark = 0;

  constructor(
    private readonly entity: Entity,
    trigger: RuleTrigger,
    sources: RecordValidatorSources,
  ) {
    const { context } = sources;
    const { errors, mirrors } = context;
    const compiled = compileFields(entity);
    for (const { field, label, isValue, target, type, setByBackend } of compiled.list) {
      const name = field.name;
      const kind = field.type.kind;
      const of = field.type.kind === 'list' ? field.type.of.kind : undefined;
      this.fields.push({
        name,
        isValue,
        // A state is set by the lifecycle, not by the user: a spec without an initial state leaves it empty.
        required:
          field.required && !setByBackend
            ? errors.make('REQUIRED', { field: label }, name)
            : undefined,
        invalid: errors.make('INVALID_VALUE', { field: label, type }, name),
        label,
        target: target === undefined ? null : mirrors.get(target),
        targetName: target ?? '',
        converts: kind === 'integer' || of === 'integer',
      });
    }
    this.fields.forEach((f, i) => {
      if (!this.slotOf.has(f.name)) this.slotOf.set(f.name, i);
    });
    this.marks = new Int32Array(this.fields.length);
    this.seen = new Int32Array(this.fields.length);
    this.given = new Array<unknown>(this.fields.length).fill(undefined);
    this.frame = new RuleFrame(
      entity,
      new Array<unknown>(this.fields.length).fill(null),
      undefined,
      {},
    );
    for (const rule of rulesOn(context.compiled, entity.name, trigger))
      this.runs.push(this.compileRun(rule, sources, entity));
    if (typeof trigger === 'string')
      for (const name of context.compiled.uniqueFields.get(entity.name) ?? []) {
        const slots: number[] = [];
        compiled.list.forEach((f, i) => {
          if (f.field.name === name) slots.push(i);
        });
        this.uniqueFields.push({ name, slots });
      }
  }

  /** Checks a record's values: field constraints, references, rules, then `unique` notes. */
  run(
    values: Readonly<Record<string, unknown>>,
    id: string | undefined,
    context: RuleContext,
  ): Validation {
    const errors: AppError[] = [];
    let unknown: string[] | undefined;
    const mark = this.nextMark();
    const { keys, keySlots, seen, given } = this;
    let k = 0;
    // One pass over the record's own keys (as `Object.keys` lists them) finds unknown fields and
    // reads each value, with `for…in`'s fast reads; records of one shape list their keys in one
    // order, so a key's field is found by comparing it with the previous record's key.
    for (const name in values) {
      let slot = k < KEYS_KEPT && keys[k] === name ? (keySlots[k] as number) : NOT_KEPT;
      if (slot === NOT_KEPT) {
        slot = this.slotOf.get(name) ?? -1;
        if (k < KEYS_KEPT) {
          keys[k] = name;
          keySlots[k] = slot;
        }
      }
      k++;
      if (slot >= 0) {
        given[slot] = values[name];
        seen[slot] = mark;
        continue;
      }
      if (!Object.hasOwn(values, name)) continue;
      const value = values[name];
      if (value === undefined || value === null || value === '') continue;
      errors.push(context.errors.make('UNKNOWN_FIELD', { field: name }, name));
      (unknown ??= []).push(name);
    }
    const marks = this.marks;
    const fields = this.fields;
    const frame = this.frame;
    const slots = frame.slots;
    let inError = 0;
    let complete = true;
    let references: AppError[] | undefined;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as FieldValidator;
      // A field `for…in` did not list (absent, or not enumerable) is read as before.
      const value = seen[i] === mark ? given[i] : values[field.name];
      const missing = value === undefined || value === null || value === '';
      if (missing || (field.required !== undefined && isBlank(value))) {
        slots[i] = missing ? null : value;
        if (field.required !== undefined) {
          errors.push(copyError(field.required));
          marks[i] = mark;
          inError++;
        }
        continue;
      }
      slots[i] = field.converts ? frame.convert(i, value) : value;
      if (!field.isValue(value)) {
        errors.push(copyError(field.invalid));
        marks[i] = mark;
        inError++;
        continue;
      }
      if (field.target === null) continue;
      const found = this.lookUp(field, value, context, (references ??= []));
      if (found & PENDING) complete = false;
      if (found & MISSING) {
        marks[i] = mark;
        inError++;
      }
    }
    if (references !== undefined) for (const error of references) errors.push(error);
    frame.reset(id, context.base);
    let blocked: BlockedFields | undefined;
    const runs = this.runs;
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r] as RuleRun;
      const rule = run.rule;
      if (inError > 0 || unknown !== undefined) {
        if (run.bySlot) {
          if (this.readsMarked(rule.slots, mark)) continue;
        } else if (isBlocked(rule, (blocked ??= this.blocked(mark, unknown)))) continue;
      }
      let outcome: ReturnType<typeof evaluateRule> | undefined;
      if (run.pure) {
        const result = (run.code as CelCode<RuleFrame>)(frame);
        if (result === true) continue;
        if (result === false) outcome = false;
      } else if (run.counted !== undefined) outcome = this.countedOutcome(run.counted, run, id);
      outcome ??= evaluateRule(context, rule, frame);
      if (outcome === true) continue;
      if (outcome === 'pending') {
        complete = false;
        continue;
      }
      if (outcome === false && run.error !== null)
        errors.push(copyError((run.error ??= this.ruleError(context, run))));
      else errors.push(ruleError(context, rule, outcome, this.entity, values));
    }
    for (const { name, slots: at } of this.uniqueFields) {
      if (this.readsMarked(at, mark)) continue;
      const found = uniqueError(context, this.entity, name, values[name], id, UNBLOCKED);
      if (found === 'pending') complete = false;
      else if (found) errors.push(found);
    }
    return { errors, complete };
  }

  /** Looks a reference field's ids up, adding a `MISSING_REFERENCE` for each one not found. */
  private lookUp(
    field: FieldValidator,
    value: unknown,
    context: RuleContext,
    out: AppError[],
  ): number {
    let flags = 0;
    const mirror = field.target;
    const many = Array.isArray(value);
    const count = many ? value.length : 1;
    for (let i = 0; i < count; i++) {
      const id = String(many ? (value as unknown[])[i] : value);
      const found = mirror?.has(id);
      if (found === undefined) flags |= PENDING;
      else if (!found) {
        out.push(
          context.errors.make(
            'MISSING_REFERENCE',
            { field: field.label, entity: field.targetName, id },
            field.name,
          ),
        );
        flags |= MISSING;
      }
    }
    return flags;
  }

  /** The outcome of a rule reading indexes, or undefined to evaluate it the general way. */
  private countedOutcome(
    counted: Counted,
    run: RuleRun,
    id: string | undefined,
  ): false | true | undefined {
    const { mirrors, uniques, counts, vars } = counted;
    for (let i = 0; i < mirrors.length; i++)
      if (!(mirrors[i] as EntityMirror).ready) return undefined;
    const frame = this.frame;
    let v = 0;
    for (let i = 0; i < uniques.length; i++) {
      const { slot, index } = uniques[i] as Counted['uniques'][number];
      const value = frame.slots[slot];
      vars[v++] =
        value === undefined ||
        value === null ||
        index === undefined ||
        index.lookup(keyOf(value), id) === 0;
    }
    for (let i = 0; i < counts.length; i++) {
      const count = counts[i] as Counted['counts'][number];
      const value = count.key(frame);
      if (value === DEFER || value === undefined) return undefined;
      // The key is most often the same from check to check (`user.id`): its text is kept.
      if (value !== count.lastValue || typeof value === 'object') {
        count.lastKey = keyOf(value);
        count.lastValue = value;
      }
      const n = count.index.lookup(count.lastKey, count.own ? id : undefined);
      const result = count.result;
      vars[v++] = result === 'size' ? smallInteger(n) : result === 'exists' ? n > 0 : n === 1;
    }
    frame.vars = vars;
    const result = (run.code as CelCode<RuleFrame>)(frame);
    frame.vars = NO_VARS;
    return typeof result === 'boolean' ? result : undefined;
  }

  private compileRun(rule: CompiledRule, sources: RecordValidatorSources, entity: Entity): RuleRun {
    const { context } = sources;
    const code = rule.code?.code;
    const plan = rule.plan;
    const usable =
      code !== undefined &&
      rule.problem === undefined &&
      plan !== undefined &&
      rule.evaluate !== undefined &&
      plan.lists.length === 0 &&
      rule.cost !== undefined &&
      rule.cost <= context.maxCost;
    const run: RuleRun = {
      rule,
      code,
      pure: usable && rule.reads.length === 0 && rule.variables.length === 0,
      counted: undefined,
      bySlot: rule.slots.length === rule.fields.length,
      error: this.constantMessage(rule, context) ? undefined : null,
    };
    if (usable && !run.pure) run.counted = compileCounted(rule, sources, entity);
    return run;
  }

  /** Whether the message of a rule's own error names no field of the record (so never changes). */
  private constantMessage(rule: CompiledRule, context: RuleContext): boolean {
    const names = context.errors.placeholders(rule.rule.error);
    return !names.some((name) => this.slotOf.has(name));
  }

  /** The error of a rule that is false, as `ruleError` makes it; its message names no field. */
  private ruleError(context: RuleContext, run: RuleRun): AppError {
    return ruleError(context, run.rule, false, this.entity, {});
  }

  private readsMarked(slots: readonly number[], mark: number): boolean {
    for (const slot of slots) if (this.marks[slot] === mark) return true;
    return false;
  }

  /** The fields in error of the current check, as `evaluateRules` takes them. */
  private blocked(mark: number, unknown: readonly string[] | undefined): BlockedFields {
    const names = new Set(unknown);
    const slots: boolean[] = [];
    this.fields.forEach((field, i) => {
      if (this.marks[i] !== mark) return;
      names.add(field.name);
      slots[i] = true;
    });
    return { names, slots };
  }

  private nextMark(): number {
    if (this.mark === 0x7fffffff) {
      this.marks.fill(0);
      this.seen.fill(0);
      this.mark = 0;
    }
    return ++this.mark;
  }
}

const PENDING = 1;
const MISSING = 2;
const NO_VARS: unknown[] = [];
const UNBLOCKED: BlockedFields = { names: NONE, slots: [] };

/** A copy of an error made once, so that each check gives its caller objects of its own. */
function copyError(error: AppError): AppError {
  const out = { ...error };
  if (error.fields !== undefined) out.fields = error.fields.slice();
  return out;
}

/** The indexes and compiled keys of a rule's uniques and counts, when each count has one key. */
function compileCounted(
  rule: CompiledRule,
  sources: RecordValidatorSources,
  entity: Entity,
): Counted | undefined {
  const plan = rule.plan;
  if (plan === undefined) return undefined;
  const mirrors: EntityMirror[] = [];
  for (const name of rule.reads) {
    const mirror = sources.context.mirrors.get(name);
    if (mirror === undefined) return undefined;
    mirrors.push(mirror);
  }
  const uniques = plan.uniques.map((unique) => {
    if (unique.field === 'id') return undefined;
    let slot = -1;
    entity.fields.forEach((f, i) => {
      if (f.name === unique.field) slot = i;
    });
    if (slot < 0) return undefined;
    return { slot, index: sources.uniques.get(`${entity.name}\u0000${unique.field}`) };
  });
  const counts = plan.counts.map((count) => {
    const index = sources.counts.get(countKey(rule.index, count.variable));
    const keys = rule.keyCodes.get(count.variable) ?? [];
    const [key] = keys;
    if (index === undefined || keys.length !== 1 || key === undefined) return undefined;
    const own = count.entity === entity.name;
    return {
      index,
      key,
      result: count.result,
      own,
      lastValue: undefined,
      lastKey: keyOf(undefined),
    };
  });
  if (!uniques.every((u) => u !== undefined) || !counts.every((c) => c !== undefined))
    return undefined;
  return {
    mirrors,
    uniques: uniques as Counted['uniques'],
    counts: counts as Counted['counts'],
    vars: new Array<unknown>(rule.variables.length),
  };
}
