import { parse, type ParseResult } from '@marcbachmann/cel-js';
import type { Entity, Rule, Spec } from '@specrun/model';
import { USER_ENTITY } from '../labels/referenceLabels.ts';
import { celConstants } from './celValues.ts';
import type { CelCode } from './celTypes.ts';
import { firstLine, planRule, type RulePlan } from './planRule.ts';
import { compileFrameCode, type FrameCode, type RuleFrame } from './RuleFrame.ts';

/** A rule ready to evaluate: its plan, the compiled expressions, and where its error is shown. */
export interface CompiledRule {
  /** Its index in the spec's rules. */
  index: number;
  rule: Rule;
  /** Fields of the record it reads. */
  fields: string[];
  /** The field its error is shown beside: the one field it reads, when it reads no other records. */
  field?: string;
  /** Why it cannot be evaluated at all (it does not parse); reported on every check. */
  problem?: string;
  plan?: RulePlan;
  evaluate?: ParseResult;
  /** The compiled key expressions of each count, by the count's variable. */
  keys: Map<string, ParseResult[]>;
  /** The compiled predicate of each count over its element, by the count's variable. */
  predicates: Map<string, ParseResult>;
  /** The entities whose indexes or lists it reads. */
  reads: string[];
  /** Its expression compiled to closures, when it is in the compiled subset (`compileCel`). */
  code?: FrameCode;
  /** The plan's `unique` and count variables, in the order of `RuleFrame.vars`. */
  variables: string[];
  /** The compiled key expressions of each count (undefined where the library evaluates one). */
  keyCodes: Map<string, (CelCode<RuleFrame> | undefined)[]>;
  /** The positions in the entity's fields of the fields it reads. */
  slots: number[];
  /** Its estimated cost when that does not depend on how many records there are. */
  cost?: number;
}

/** A spec's rules and field constraints compiled once, and what evaluating them needs. */
export interface CompiledRules {
  spec: Spec;
  /** Constants as rules see them (whole numbers as CEL integers). */
  constants: Record<string, unknown>;
  /** The spec's entities by name, and `User` (the sample users: name, roles, declared fields). */
  entities: ReadonlyMap<string, Entity>;
  /** Each entity's rules, in the spec's order. */
  rules: ReadonlyMap<string, CompiledRule[]>;
  /** Each entity's fields whose notes say `unique` and that no `unique(field)` rule covers. */
  uniqueFields: ReadonlyMap<string, string[]>;
}

/** The built-in `User` entity as rules see it, with the fields a spec declares for it. */
function userEntity(spec: Spec): Entity {
  const declared = spec.entities.find((e) => e.name === USER_ENTITY);
  const builtIn: Entity['fields'] = [
    { name: 'name', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    {
      name: 'roles',
      type: { kind: 'list', of: { kind: 'text' } },
      required: false,
      unique: false,
      notes: '',
    },
  ];
  const extra = (declared?.fields ?? []).filter((f) => f.name !== 'name' && f.name !== 'roles');
  return { name: USER_ENTITY, text: '', fields: [...builtIn, ...extra] };
}

/**
 * Compiles a spec's point-5 rules once: each expression is parsed by the CEL library (never
 * `eval`), `unique(field)` and counts over an entity's records are rewritten to read indexes
 * (`planRule`), and the fields each rule reads are recorded for placing its error. A rule whose
 * entity is unknown is left out (the checker reports it); one that does not parse is kept with
 * its problem, so that every check reports it rather than passing it.
 */
export function compileRules(spec: Spec): CompiledRules {
  const entities = new Map<string, Entity>();
  for (const entity of spec.entities)
    if (!entities.has(entity.name) && entity.name !== USER_ENTITY)
      entities.set(entity.name, entity);
  entities.set(USER_ENTITY, userEntity(spec));
  const constants = celConstants(spec);
  const constantNames = new Set(Object.keys(constants));
  const entityNames = new Set(entities.keys());
  const rules = new Map<string, CompiledRule[]>();
  spec.rules.forEach((rule, index) => {
    const entity = entities.get(rule.entity);
    if (entity === undefined) return;
    const names = {
      fields: new Set(['id', ...entity.fields.map((f) => f.name)]),
      constants: constantNames,
      entities: entityNames,
    };
    const compiled: CompiledRule = {
      index,
      rule,
      fields: [],
      keys: new Map(),
      predicates: new Map(),
      reads: [],
      variables: [],
      keyCodes: new Map(),
      slots: [],
    };
    const planned = planRule(rule.expression.source, names);
    if (!planned.ok) compiled.problem = planned.problem;
    else {
      const { plan } = planned;
      try {
        compiled.evaluate = parse(plan.source);
        compiled.variables = [
          ...plan.uniques.map((u) => u.variable),
          ...plan.counts.map((c) => c.variable),
        ];
        const code = compileFrameCode(parse(plan.source), entity, constants, compiled.variables);
        if (code) compiled.code = code;
        for (const count of plan.counts) {
          compiled.keys.set(
            count.variable,
            count.keys.map((k) => parse(k.source)),
          );
          compiled.keyCodes.set(
            count.variable,
            count.keys.map((k) => compileFrameCode(parse(k.source), entity, constants)?.code),
          );
          if (count.local !== undefined)
            compiled.predicates.set(count.variable, parse(count.local));
        }
        compiled.plan = plan;
        compiled.fields = plan.reads;
        compiled.slots = plan.reads.flatMap((name) => {
          const slot = entity.fields.findIndex((f) => f.name === name);
          return slot >= 0 ? [slot] : [];
        });
        compiled.reads = [
          ...new Set([
            ...plan.lists,
            ...plan.counts.map((c) => c.entity),
            ...(plan.uniques.length > 0 ? [entity.name] : []),
          ]),
        ];
        if (plan.lists.length === 0) compiled.cost = plan.cost(() => 0);
        const [only] = plan.reads;
        if (plan.reads.length === 1 && plan.counts.length === 0 && plan.lists.length === 0 && only)
          compiled.field = only;
      } catch (error) {
        compiled.problem = firstLine(error);
      }
    }
    let list = rules.get(entity.name);
    if (!list) rules.set(entity.name, (list = []));
    list.push(compiled);
  });
  const uniqueFields = new Map<string, string[]>();
  for (const entity of entities.values()) {
    const covered = new Set(
      (rules.get(entity.name) ?? []).flatMap((r) => r.plan?.uniques.map((u) => u.field) ?? []),
    );
    const fields = entity.fields.filter((f) => f.unique && !covered.has(f.name)).map((f) => f.name);
    if (fields.length > 0) uniqueFields.set(entity.name, fields);
  }
  return { spec, constants, entities, rules, uniqueFields };
}
