import type { CallBinding, Rule, Spec } from '@specrun/model';
import type { PlannedTest, RowKey, SpecLine, Step } from '../plan/Plan.ts';
import type { Answer } from '../run/readAnswer.ts';
import type { Scenario } from './Scenario.ts';
import { candidateValues } from './fieldValues.ts';
import type { MadeRecord, Prepared } from './Maker.ts';
import { lineOf } from './SpecFacts.ts';
import { slugOf, type TestBuilder, type TestTools } from './TestBuilder.ts';

/** How a record breaking a rule is made: one field changed, the same body again, or many. */
type Breach =
  | { kind: 'value'; optional: boolean; field: string; value: unknown }
  | { kind: 'again' }
  | { kind: 'many'; before: number };

/** The most records made to reach a rule about many records (`size(Claim.filter(…)) < 10`). */
const MOST_RECORDS = 60;

/** Something the generator could not test, and why. */
export interface Skipped {
  at: SpecLine;
  what: string;
  why: string;
}

/**
 * Tests of point 5: for each rule checked on save or create, a create that breaks it and no
 * other rule (answered with its code and the status the spec gives, and nothing stored: the
 * list counts as many records as before), and one that keeps it. The breaking record is found
 * in rehearsals: one field set to a value around the numbers the rule names, the same record
 * twice (a unique value), or records made until the rule refuses one (a limit on many).
 */
export async function ruleTests(builder: TestBuilder, skipped: Skipped[]): Promise<PlannedTest[]> {
  const tests: (PlannedTest | undefined)[] = [];
  for (const [index, rule] of builder.facts.spec.rules.entries()) {
    const key: RowKey = `5:${index}`;
    const create = builder.facts.creator(rule.entity)?.binding;
    const what = `${rule.entity}: ${rule.expression.source}`;
    if (rule.on !== 'save' && rule.on !== 'create') {
      skipped.push({
        at: lineOf(rule.at),
        what,
        why: `rules on an action (${rule.on}) are not tested yet`,
      });
      continue;
    }
    if (!create) {
      skipped.push({ at: lineOf(rule.at), what, why: `no call creates ${rule.entity}` });
      continue;
    }
    const breach = await findBreach(builder, rule, create);
    if (!breach) {
      skipped.push({ at: lineOf(rule.at), what, why: 'no record was found that breaks it alone' });
      continue;
    }
    const heading = (suffix: string, name: string) => ({
      id: `rules/${slugOf(rule.error)}${suffix}`,
      name,
      group: 'rules' as const,
      at: rule.at,
    });
    const optional = breach.kind === 'value' && breach.optional;
    tests.push(
      await builder.build(
        heading(
          '-broken',
          `${rule.error}: a ${rule.entity} that breaks ${rule.expression.source} is refused, nothing stored`,
        ),
        async (tools) => {
          tools.cover(key);
          return breakRule(tools, rule, create, breach);
        },
      ),
      breach.kind !== 'value' || rule.on !== 'save'
        ? undefined
        : await builder.build(
            heading(
              '-broken-on-update',
              `${rule.error}: an update that breaks it is refused, the record kept`,
            ),
            async (tools) => {
              tools.cover(key);
              return breakOnUpdate(tools, rule, breach);
            },
          ),
      await builder.build(
        heading('-kept', `${rule.error}: a ${rule.entity} that keeps it is made`),
        async (tools) => {
          tools.cover(key);
          return (await tools.maker.make(tools.scenario, rule.entity, { optional })) !== undefined;
        },
      ),
    );
  }
  return tests.filter((t): t is PlannedTest => t !== undefined);
}

/** Numbers a rule names: its literals and the values of the constants it mentions. */
function numbersOf(spec: Spec, rule: Rule): number[] {
  const source = rule.expression.source;
  const numbers = [...source.matchAll(/\b\d+(?:\.\d+)?\b/g)].map((m) => Number(m[0]));
  for (const constant of spec.constants)
    if (typeof constant.value === 'number' && new RegExp(`\\b${constant.name}\\b`).test(source))
      numbers.push(constant.value);
  return [...new Set(numbers)];
}

/** True when an answer refuses with the rule's code and no other. */
function refusesWithOnly(scenario: Scenario, answer: Answer, code: string): boolean {
  const codes = scenario.codes(answer);
  return codes.length > 0 && codes.every((c) => c === code);
}

/** Looks, in rehearsals, for a way to make a record that breaks this rule and no other. */
async function findBreach(
  builder: TestBuilder,
  rule: Rule,
  create: CallBinding,
): Promise<Breach | undefined> {
  const entity = builder.facts.entity(rule.entity);
  if (!entity) return undefined;
  const numbers = numbersOf(builder.facts.spec, rule);
  const named = entity.fields.filter((f) =>
    new RegExp(`\\b${f.name}\\b`).test(rule.expression.source),
  );
  for (const optional of [false, true])
    for (const field of named)
      for (const value of candidateValues(field, numbers, builder.today)) {
        const breach: Breach = { kind: 'value', optional, field: field.name, value };
        if (await builder.probe((tools) => breakRule(tools, rule, create, breach))) return breach;
      }
  const again: Breach = { kind: 'again' };
  if (await builder.probe((tools) => breakRule(tools, rule, create, again))) return again;
  let before: number | undefined;
  await builder.probe(async (tools) => {
    before = await countToBreak(tools, rule, create);
    return true;
  });
  return before === undefined ? undefined : { kind: 'many', before };
}

/** How many records of one user it takes before the next create breaks the rule. */
async function countToBreak(
  tools: TestTools,
  rule: Rule,
  create: CallBinding,
): Promise<number | undefined> {
  const entity = tools.facts.entity(rule.entity);
  const first = await tools.maker.make(tools.scenario, rule.entity);
  if (!entity || !first) return undefined;
  for (let made = 1; made < MOST_RECORDS; made += 1) {
    const prepared = await tools.maker.prepare(tools.scenario, entity, { user: first.user });
    if (!prepared) return undefined;
    const answer = await tools.scenario.rehearse(
      createStep(tools, create, first.user.id, prepared),
    );
    if (refusesWithOnly(tools.scenario, answer, rule.error)) return made;
    if (answer.status >= 300) return undefined;
  }
  return undefined;
}

function createStep(
  tools: TestTools,
  create: CallBinding,
  as: string,
  prepared: Prepared,
): Omit<Step, 'expect'> {
  return {
    ...tools.facts.stepOn(
      create,
      create.operation === 'signUp' ? '' : as,
      `${create.call.name} as ${as === '' ? 'a new user' : as}`,
      { name: '', scope: prepared.scope },
    ),
    body: tools.facts.wrapBody(create, prepared.body),
    creates: create.entity ?? '',
  };
}

/** Makes the records a breach needs, then the create that breaks the rule, counted around. */
async function breakRule(
  tools: TestTools,
  rule: Rule,
  create: CallBinding,
  breach: Breach,
): Promise<boolean> {
  const entity = tools.facts.entity(rule.entity);
  if (!entity) return false;
  const { scenario, maker, facts } = tools;
  let first: MadeRecord | undefined;
  if (breach.kind !== 'value') {
    first = await maker.make(scenario, rule.entity);
    if (!first) return false;
    for (let n = 1; breach.kind === 'many' && n < breach.before; n += 1)
      if (!(await maker.make(scenario, rule.entity, { users: [first.user] }))) return false;
  }
  const status = facts.errorStatus(create, rule.error);
  const list = facts.call(rule.entity, 'list');
  for (const actor of first ? [first.user] : facts.users) {
    const prepared =
      breach.kind === 'again' && first
        ? { body: first.body, scope: first.scope ?? {} }
        : await maker.prepare(scenario, entity, {
            user: actor,
            optional: breach.kind === 'value' && breach.optional,
          });
    if (!prepared) return false;
    let body = prepared.body;
    if (breach.kind === 'value') {
      body = { ...body };
      if (breach.value === undefined) delete body[breach.field];
      else body[breach.field] = breach.value;
    }
    const count = scenario.newName('n');
    const listStep =
      list &&
      facts.stepOn(list, actor.id, `${list.call.name} as ${actor.id}`, {
        name: '',
        scope: prepared.scope,
      });
    if (listStep) {
      const counted = await scenario.attempt(
        { ...listStep, saveCount: count },
        { status: facts.successStatus(list) },
      );
      if (!counted) return false;
    }
    const refused = await scenario.attempt(
      createStep(tools, create, actor.id, { body, scope: prepared.scope }),
      { status, code: rule.error },
      (answer) => refusesWithOnly(scenario, answer, rule.error),
    );
    if (!refused) {
      if (listStep) scenario.steps.pop();
      continue;
    }
    if (!list || !listStep) return true;
    const after = await scenario.attempt(
      { ...listStep, title: `${listStep.title}: nothing was stored` },
      { status: facts.successStatus(list), count },
    );
    return after !== undefined;
  }
  return false;
}

/** Makes a record that keeps every rule, then an update that breaks this one: refused, kept. */
async function breakOnUpdate(
  tools: TestTools,
  rule: Rule,
  breach: Extract<Breach, { kind: 'value' }>,
): Promise<boolean> {
  const { facts, scenario } = tools;
  const update = facts.call(rule.entity, 'update');
  const read = facts.call(rule.entity, 'read');
  const made = await tools.maker.make(scenario, rule.entity, { optional: breach.optional });
  if (!update || !made) return false;
  const changed: Record<string, unknown> =
    update.call.method.toUpperCase() === 'PUT' ? { ...made.body } : {};
  if (breach.value === undefined) changed[breach.field] = null;
  else changed[breach.field] = breach.value;
  const refused = await scenario.attempt(
    {
      ...facts.stepOn(
        update,
        made.user.id,
        `${update.call.name} as ${made.user.id}, ${breach.field} ${JSON.stringify(breach.value ?? null)}`,
        made,
      ),
      body: facts.wrapBody(update, changed),
    },
    { status: facts.errorStatus(update, rule.error), code: rule.error },
    (answer) => refusesWithOnly(scenario, answer, rule.error),
  );
  if (!refused || !read) return refused !== undefined;
  const before = made.body[breach.field];
  return (
    (await scenario.attempt(
      facts.stepOn(read, made.user.id, `${read.call.name}: ${breach.field} as it was`, made),
      {
        status: facts.successStatus(read),
        ...(before === undefined || typeof before === 'object'
          ? {}
          : { values: { [breach.field]: before } }),
      },
    )) !== undefined
  );
}
