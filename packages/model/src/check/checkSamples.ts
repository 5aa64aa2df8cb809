import { parse } from '@marcbachmann/cel-js';
import { readSampleValue, type SampleValue } from '../grammar/sampleValue.ts';
import type { SampleRecord } from '../model/SampleRecord.ts';
import type { Entity, Rule } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { didYouMean } from './suggest.ts';

/** A sample record read by its entity's field types, with the row it came from. */
interface ReadSample {
  entity: Entity;
  index: number;
  sample: SampleRecord;
  id: string;
  values: Record<string, SampleValue>;
}

/**
 * Checks point 3's sample records as the app checks any record before it stores it: each value
 * fits its field's type (a state is one of its lifecycle's), required fields are filled (a
 * default or the initial state fills one), references name a sample record of their entity (or
 * a user of point 6), ids are not repeated, fields that are unique hold distinct values, and the
 * rules of point 5 checked on save and create hold (a rule that names the acting user, or that
 * cannot be evaluated on sample values, is left to the running app).
 */
export function checkSamples(ctx: CheckContext): void {
  const read: ReadSample[] = [];
  for (const entity of ctx.spec.entities) {
    (entity.samples ?? []).forEach((sample, index) => {
      const values = readValues(ctx, entity, sample, index);
      read.push({ entity, index, sample, id: sample.id ?? `${entity.name} ${index + 1}`, values });
    });
  }
  if (read.length === 0) return;
  const ids = new Map<string, Set<string>>();
  for (const { entity, sample, index } of read) {
    if (sample.id === undefined) continue;
    const seen = ids.get(entity.name) ?? new Set<string>();
    ids.set(entity.name, seen);
    if (seen.has(sample.id)) {
      report(
        ctx,
        'duplicate-sample',
        `${entity.name} has two sample records with the id "${sample.id}".`,
        entity,
        index,
        sample.id,
        'give each its own id',
      );
    }
    seen.add(sample.id);
  }
  const users = new Set(ctx.spec.users.map((u) => u.id));
  for (const each of read) checkReferences(ctx, each, ids, users);
  checkUnique(ctx, read);
  checkRules(ctx, read);
}

function readValues(
  ctx: CheckContext,
  entity: Entity,
  sample: SampleRecord,
  index: number,
): Record<string, SampleValue> {
  const values: Record<string, SampleValue> = {};
  const states = ctx.index.states.get(entity.name);
  for (const field of entity.fields) {
    const text = sample.values[field.name];
    if (text === undefined) {
      const filled = field.default !== undefined || field.type.kind === 'state';
      if (field.required && !filled)
        report(
          ctx,
          'missing-sample-value',
          `A sample ${entity.name} has no ${field.name}, which is required.`,
          entity,
          index,
          undefined,
          `fill in its "${field.name}" column`,
        );
      continue;
    }
    const value = readSampleValue(field.type, text);
    if (!value.ok) {
      report(
        ctx,
        'invalid-sample',
        `The sample's ${field.name}: ${value.problem}.`,
        entity,
        index,
        text,
      );
      continue;
    }
    if (field.type.kind === 'state' && states !== undefined && !states.has(text)) {
      const hint = didYouMean(text, states) ?? `the states are ${[...states].join(', ')}`;
      report(
        ctx,
        'invalid-sample',
        `"${text}" is not a state of ${entity.name}.`,
        entity,
        index,
        text,
        hint,
      );
      continue;
    }
    values[field.name] = value.value;
  }
  return values;
}

function checkReferences(
  ctx: CheckContext,
  { entity, index, values }: ReadSample,
  ids: ReadonlyMap<string, ReadonlySet<string>>,
  users: ReadonlySet<string>,
): void {
  for (const field of entity.fields) {
    const type = field.type.kind === 'list' ? field.type.of : field.type;
    if (type.kind !== 'ref') continue;
    const value = values[field.name];
    const named = Array.isArray(value) ? value : value === undefined ? [] : [value];
    const known = type.entity === 'User' ? users : ids.get(type.entity);
    // An entity without sample records (or with records without ids) may be filled later.
    if (known === undefined || known.size === 0) continue;
    for (const id of named.map(String)) {
      if (known.has(id)) continue;
      const what = type.entity === 'User' ? 'user of point 6' : `sample ${type.entity}`;
      report(
        ctx,
        'unknown-sample-ref',
        `The sample's ${field.name} "${id}" is no ${what}.`,
        entity,
        index,
        id,
        didYouMean(id, known),
      );
    }
  }
}

function checkUnique(ctx: CheckContext, read: readonly ReadSample[]): void {
  for (const entity of ctx.spec.entities) {
    const unique = entity.fields.filter(
      (f) =>
        f.unique ||
        ctx.spec.rules.some(
          (r) =>
            r.entity === entity.name &&
            r.expression.source.replace(/\s/g, '') === `unique(${f.name})`,
        ),
    );
    for (const field of unique) {
      const seen = new Set<string>();
      for (const each of read) {
        if (each.entity !== entity) continue;
        const value = each.values[field.name];
        if (value === undefined) continue;
        const key = JSON.stringify(value);
        if (seen.has(key))
          report(
            ctx,
            'sample-breaks-rule',
            `Two sample ${entity.name} records have the ${field.name} ${key}, which is unique.`,
            entity,
            each.index,
            String(value),
          );
        seen.add(key);
      }
    }
  }
}

/** Rules checked whenever a record is stored, which sample records must hold too. */
function savedRules(rules: readonly Rule[], entity: string): Rule[] {
  return rules.filter((r) => r.entity === entity && (r.on === 'save' || r.on === 'create'));
}

function checkRules(ctx: CheckContext, read: readonly ReadSample[]): void {
  const constants: Record<string, unknown> = {};
  for (const c of ctx.spec.constants) constants[c.name] ??= c.value;
  const lists: Record<string, unknown[]> = {};
  for (const each of read) {
    (lists[each.entity.name] ??= []).push({ id: each.id, ...each.values });
  }
  const now = new Date();
  const scopeBase = {
    ...constants,
    ...lists,
    now: now.toISOString(),
    today: now.toISOString().slice(0, 10),
  };
  const compiled = new Map<Rule, ReturnType<typeof parse> | undefined>();
  const evaluatorOf = (rule: Rule) => {
    if (!compiled.has(rule)) {
      let evaluate: ReturnType<typeof parse> | undefined;
      try {
        evaluate = /\bunique\s*\(|\buser\b/.test(rule.expression.source)
          ? undefined
          : parse(rule.expression.source);
      } catch {
        evaluate = undefined; // Reported as invalid-expression.
      }
      compiled.set(rule, evaluate);
    }
    return compiled.get(rule);
  };
  for (const each of read) {
    for (const rule of savedRules(ctx.spec.rules, each.entity.name)) {
      const evaluate = evaluatorOf(rule);
      if (evaluate === undefined) continue;
      const record: Record<string, unknown> = { id: each.id };
      for (const field of each.entity.fields) record[field.name] = each.values[field.name] ?? null;
      let holds: unknown;
      try {
        holds = evaluate({ ...scopeBase, ...record, record });
      } catch {
        continue; // Not for sample values to say: the running app checks it on every write.
      }
      if (holds !== false) continue;
      const message = ctx.spec.errors.find((e) => e.code === rule.error)?.message;
      report(
        ctx,
        'sample-breaks-rule',
        `A sample ${each.entity.name} breaks the rule ${rule.expression.source} (${rule.error}${message ? `: ${message}` : ''}).`,
        each.entity,
        each.index,
        undefined,
        'correct the sample record, or the rule',
      );
    }
  }
}

function report(
  ctx: CheckContext,
  code:
    | 'invalid-sample'
    | 'missing-sample-value'
    | 'unknown-sample-ref'
    | 'duplicate-sample'
    | 'sample-breaks-rule',
  message: string,
  entity: Entity,
  index: number,
  subject?: string,
  hint?: string,
): void {
  const at = entity.samples?.[index]?.at;
  const entityIndex = ctx.spec.entities.indexOf(entity);
  ctx.report(code, message, at, ['entities', entityIndex, 'samples', index], hint, subject);
}
