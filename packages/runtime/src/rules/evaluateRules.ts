import type { Entity, User } from '@specrun/model';
import type { ParseResult } from '@marcbachmann/cel-js';
import type { AppError } from '../errors/AppError.ts';
import { celRecord, isMissing, smallInteger } from './celValues.ts';
import { DEFER } from './celTypes.ts';
import type { CompiledRule, CompiledRules } from './compileRules.ts';
import { CountIndex } from './CountIndex.ts';
import type { EntityMirror } from './EntityMirror.ts';
import { firstLine } from './planRule.ts';
import type { Validation, RuleTarget } from './ruleTypes.ts';
import type { RuleErrors } from './RuleErrors.ts';
import { RuleFrame } from './RuleFrame.ts';
import { localDate } from '../expressions/localDate.ts';
import { fieldLabelIn } from '../labels/fieldLabel.ts';

/** What evaluating rules needs: the compiled rules, the indexes, the limits, the clock, the user. */
export interface RuleContext {
  compiled: CompiledRules;
  mirrors: ReadonlyMap<string, EntityMirror>;
  uniques: ReadonlyMap<string, CountIndex>;
  counts: ReadonlyMap<string, CountIndex>;
  maxCost: number;
  /** Constants, `user`, `now` and `today`: the prototype of every record's scope. */
  base: Readonly<Record<string, unknown>>;
  /** Makes the errors, with the catalogue's entries found once. */
  errors: RuleErrors;
  /** The index of each count of a rule, in plan order. */
  countIndexes: ReadonlyMap<CompiledRule, readonly (CountIndex | undefined)[]>;
}

/** The names every rule of a spec sees besides the record: constants, `user`, `now`, `today`. */
export function baseScope(
  compiled: CompiledRules,
  user: User | undefined,
  now: Date,
): Record<string, unknown> {
  const iso = now.toISOString();
  return Object.assign({}, compiled.constants, {
    user: user
      ? { id: user.id, name: user.name, roles: user.roles }
      : { id: '', name: '', roles: [] },
    now: iso,
    today: localDate(now),
  });
}

/** Why a rule was not evaluated: a failure to report, or an index not loaded yet. */
export type Skip = { problem: string; code?: string } | 'pending';

/** The key of a count's index: its rule and its variable. */
export function countKey(rule: number, variable: string): string {
  return `${rule}\u0000${variable}`;
}

/** Whether a rule `on` this (save, create, an action, or nothing) is checked by a trigger. */
export function applies(on: string, trigger: RuleTarget['on']): boolean {
  if (typeof trigger === 'object') return on === trigger.action;
  return on === '' || on === 'save' || (on === 'create' && trigger === 'create');
}

/**
 * Evaluates the rules of an entity that a trigger selects on one record's values, and the
 * `unique` notes of its fields on create and update. A rule that reads a field already in error
 * (`blocked`, by position in the entity's fields) is left out: that field's error says what is
 * wrong. Never throws.
 */
export function evaluateRules(
  context: RuleContext,
  entity: Entity,
  values: Readonly<Record<string, unknown>>,
  target: RuleTarget,
  blocked: BlockedFields,
): Validation {
  const { compiled } = context;
  const errors: AppError[] = [];
  let complete = true;
  let frame: RuleFrame | undefined;
  for (const rule of rulesOn(compiled, entity.name, target.on)) {
    if (isBlocked(rule, blocked)) continue;
    frame ??= RuleFrame.of(entity, values, target.id, context.base);
    const outcome = evaluateRule(context, rule, frame);
    if (outcome === true) continue;
    if (outcome === 'pending') {
      complete = false;
      continue;
    }
    errors.push(ruleError(context, rule, outcome, entity, values));
  }
  if (typeof target.on === 'string') {
    for (const field of compiled.uniqueFields.get(entity.name) ?? []) {
      const found = uniqueError(context, entity, field, values[field], target.id, blocked);
      if (found === 'pending') complete = false;
      else if (found) errors.push(found);
    }
  }
  return { errors, complete };
}

const byTrigger = new WeakMap<CompiledRules, Map<string, Map<string, CompiledRule[]>>>();

/** The rules of an entity that a trigger selects, in the spec's order (found once). */
export function rulesOn(
  compiled: CompiledRules,
  entity: string,
  trigger: RuleTarget['on'],
): readonly CompiledRule[] {
  let cache = byTrigger.get(compiled);
  if (cache === undefined) byTrigger.set(compiled, (cache = new Map()));
  let ofEntity = cache.get(entity);
  if (ofEntity === undefined) cache.set(entity, (ofEntity = new Map()));
  const key = typeof trigger === 'object' ? `:${trigger.action}` : trigger;
  let rules = ofEntity.get(key);
  if (rules === undefined) {
    rules = (compiled.rules.get(entity) ?? []).filter((r) => applies(r.rule.on, trigger));
    ofEntity.set(key, rules);
  }
  return rules;
}

/** Fields in error, by name and by position in the entity's fields. */
export interface BlockedFields {
  names: ReadonlySet<string>;
  slots: ArrayLike<boolean | undefined>;
}

/** Whether a rule reads a field already in error, so is left out. */
export function isBlocked(rule: CompiledRule, blocked: BlockedFields): boolean {
  if (blocked.names.size === 0) return false;
  if (rule.slots.length === rule.fields.length) {
    for (const slot of rule.slots) if (blocked.slots[slot] === true) return true;
    return false;
  }
  return rule.fields.some((f) => blocked.names.has(f));
}

/** The `NOT_UNIQUE` error of a field whose notes say `unique`, 'pending', or undefined. */
export function uniqueError(
  context: RuleContext,
  entity: Entity,
  field: string,
  value: unknown,
  id: string | undefined,
  blocked: BlockedFields,
): AppError | 'pending' | undefined {
  const index = context.uniques.get(`${entity.name}\u0000${field}`);
  const mirror = context.mirrors.get(entity.name);
  if (isMissing(value) || blocked.names.has(field) || !index || !mirror) return undefined;
  if (!mirror.ready) return 'pending';
  const cel = celRecord(entity, { [field]: value }, undefined)[field];
  if (index.lookup(CountIndex.keyOf([cel]), id) > 0)
    return context.errors.make('NOT_UNIQUE', { field: fieldLabelIn(entity, field) }, field);
  return undefined;
}

/** Evaluates one rule: true when it holds, or why it does not (a failure, or a pending index). */
export function evaluateRule(
  context: RuleContext,
  rule: CompiledRule,
  frame: RuleFrame,
): true | Skip | false {
  const { plan, evaluate } = rule;
  if (rule.problem !== undefined || plan === undefined || evaluate === undefined)
    return { problem: rule.problem ?? 'it cannot be read' };
  const entity = frame.entity;
  const id = frame.id;
  for (const name of rule.reads) {
    const mirror = context.mirrors.get(name);
    if (mirror === undefined) return { problem: 'its records are not known' };
    if (mirror.ready) continue;
    if (mirror.failure !== undefined)
      return {
        problem: `the records of ${mirror.entity.name} could not be read: ${mirror.failure}`,
      };
    return 'pending';
  }
  const cost = rule.cost ?? plan.cost((name) => context.mirrors.get(name)?.size ?? 0);
  if (cost > context.maxCost)
    return {
      code: 'RULE_TOO_COSTLY',
      problem: `about ${Math.round(cost).toLocaleString('en')} steps, at most ${context.maxCost.toLocaleString('en')}`,
    };
  const vars = rule.variables.length > 0 ? new Array<unknown>(rule.variables.length) : NO_VARS;
  let v = 0;
  for (const unique of plan.uniques) {
    const slot = slotOfField(entity, unique.field);
    const field = slot >= 0 ? frame.slots[slot] : unique.field === 'id' ? id : undefined;
    const index = context.uniques.get(`${entity.name}\u0000${unique.field}`);
    vars[v++] =
      field === undefined ||
      field === null ||
      index === undefined ||
      index.lookup(CountIndex.keyOf([field]), id) === 0;
  }
  let scope: Record<string, unknown> | undefined;
  const indexes = context.countIndexes.get(rule) ?? [];
  for (let c = 0; c < plan.counts.length; c++) {
    const count = plan.counts[c] as (typeof plan.counts)[number];
    const index = indexes[c];
    if (index === undefined) return { problem: 'its records are not known' };
    const codes = rule.keyCodes.get(count.variable) ?? [];
    const parsed = rule.keys.get(count.variable) ?? [];
    const keys: unknown[] = new Array(parsed.length);
    for (let k = 0; k < parsed.length; k++) {
      const key = codes[k]?.(frame) ?? DEFER;
      if (key !== DEFER && key !== undefined) {
        keys[k] = key;
        continue;
      }
      try {
        keys[k] = (parsed[k] as ParseResult)((scope ??= frame.scope()));
      } catch (error) {
        return { problem: firstLine(error) };
      }
    }
    const n = index.lookup(CountIndex.keyOf(keys), count.entity === entity.name ? id : undefined);
    vars[v++] =
      count.result === 'size' ? smallInteger(n) : count.result === 'exists' ? n > 0 : n === 1;
  }
  if (rule.code) {
    frame.vars = vars;
    const result = rule.code.code(frame);
    if (result === true) return true;
    if (result === false) return false;
  }
  // Outside the compiled subset, or a value the compiled code does not model: the library decides.
  scope ??= frame.scope();
  for (const name of plan.lists)
    scope[name] = context.mirrors.get(name)?.records(name === entity.name ? id : undefined) ?? [];
  rule.variables.forEach((name, i) => {
    (scope as Record<string, unknown>)[name] = vars[i];
  });
  let result: unknown;
  try {
    result = evaluate(scope);
  } catch (error) {
    return { problem: firstLine(error).replace(/\.$/, '') };
  }
  if (typeof result === 'boolean') return result || false;
  return { problem: `it gives ${describe(result)}, not true or false` };
}

const NO_VARS: unknown[] = [];

function slotOfField(entity: Entity, name: string): number {
  const fields = entity.fields;
  for (let i = fields.length - 1; i >= 0; i--) if (fields[i]?.name === name) return i;
  return -1;
}

/** The error a rule's outcome reports: its own code, or `RULE_ERROR`/`RULE_TOO_COSTLY`. */
export function ruleError(
  context: RuleContext,
  rule: CompiledRule,
  outcome: false | { problem: string; code?: string },
  entity: Entity,
  values: Readonly<Record<string, unknown>>,
): AppError {
  const errors = context.errors;
  const error =
    outcome === false
      ? errors.makeForRecord(rule.rule.error, entity, values, rule.field)
      : errors.makeForRecord(outcome.code ?? 'RULE_ERROR', entity, values, rule.field, {
          error: rule.rule.error,
          detail: outcome.problem,
        });
  if (rule.fields.length > 0) error.fields = [...rule.fields];
  error.rule = rule.index;
  return error;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string')
    return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'bigint') return `the number ${value}`;
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}
