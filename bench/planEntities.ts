import {
  actionName,
  entityName,
  pluralOf,
  roleName,
  spread,
  stateName,
  upperOf,
} from './specNames.ts';

/** One row of an entity's field table. */
export interface PlannedField {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

/** One row of an entity's transition table. */
export interface PlannedTransition {
  from: string;
  action: string;
  to: string;
  role: string;
  when: string;
}

/** One rule of point 5, with its catalogue entry and the constant it uses, if any. */
export interface PlannedRule {
  expression: string;
  on: string;
  code: string;
  status: number;
  message: string;
  constant?: { name: string; value: number; meaning: string };
}

/** An entity of a generated spec with everything the other points say of it. */
export interface PlannedEntity {
  name: string;
  plural: string;
  fields: PlannedField[];
  states: string[];
  transitions: PlannedTransition[];
  /** The constant a transition guard compares the amount with, when there is one. */
  guardConstant?: { name: string; value: number };
  rules: PlannedRule[];
  /** The role that files and edits the entity's records; `worker` moves them through the lifecycle. */
  author: string;
  worker: string;
}

/** The sizes of a generated spec: how many of each element it holds in all. */
export interface SpecSize {
  entities: number;
  fields: number;
  transitions: number;
  rules: number;
  calls: number;
}

const EXTRA_TYPES = [
  'text',
  'number',
  'url',
  'phone',
  'datetime',
  'list of text',
  'longtext',
] as const;

/** The roles of a spec with `entities` entities: one for every 20 entities, at least four. */
export function roleCount(entities: number): number {
  return Math.max(4, Math.ceil(entities / 20));
}

/** Plans the entities of a spec: fields, lifecycles and rules, spread evenly and deterministically. */
export function planEntities(size: SpecSize): PlannedEntity[] {
  if (size.entities < 1) throw new Error('generateSpec needs at least one entity');
  const roles = roleCount(size.entities);
  const withLifecycle = Math.min(size.entities, Math.ceil(size.transitions / 4));
  const transitionCounts = spread(size.transitions, Math.max(withLifecycle, 1));
  const fieldCounts = spread(size.fields, size.entities);
  const ruleCounts = spread(size.rules, size.entities);
  return fieldCounts.map((fieldCount, i) => {
    const name = entityName(i);
    const transitions = i < withLifecycle ? (transitionCounts[i] ?? 0) : 0;
    const entity: PlannedEntity = {
      name,
      plural: pluralOf(name),
      fields: planFields(i, fieldCount, transitions > 0),
      states: [],
      transitions: [],
      rules: [],
      author: roleName(i % roles),
      worker: roleName((i + 1) % roles),
    };
    if (transitions > 0) planLifecycle(entity, transitions);
    entity.rules = planRules(entity, ruleCounts[i] ?? 0);
    return entity;
  });
}

function planFields(i: number, count: number, hasLifecycle: boolean): PlannedField[] {
  const slots: PlannedField[] = [
    { name: 'name', type: 'text', required: true, notes: 'unique' },
    ...(hasLifecycle
      ? [{ name: 'status', type: 'state', required: true, notes: 'see point 4' }]
      : []),
    {
      name: 'owner',
      type: 'ref User',
      required: true,
      notes: 'the current user when the record is created',
    },
    { name: 'amount', type: 'money EUR', required: true, notes: '' },
    ...(i > 0
      ? [{ name: 'parent', type: `ref ${entityName(i - 1)}`, required: false, notes: '' }]
      : []),
    { name: 'dueOn', type: 'date', required: false, notes: '' },
    { name: 'quantity', type: 'integer', required: true, notes: 'default 1' },
    { name: 'active', type: 'boolean', required: true, notes: 'default true' },
    { name: 'priority', type: 'enum: low, normal, high', required: true, notes: 'default normal' },
    { name: 'contact', type: 'email', required: false, notes: 'who to ask about it' },
  ];
  const needed = hasLifecycle ? 2 : 1;
  if (count < needed)
    throw new Error(`entity ${entityName(i)} needs at least ${needed} fields: raise "fields"`);
  for (let j = slots.length; j < count; j++) {
    slots.push({
      name: `detail${j}`,
      type: EXTRA_TYPES[j % EXTRA_TYPES.length] ?? 'text',
      required: false,
      notes: '',
    });
  }
  return slots.slice(0, count);
}

/** A ring of states: each action moves to the next state, and the last one back to the first. */
function planLifecycle(entity: PlannedEntity, count: number): void {
  const states = count === 1 ? 2 : count;
  entity.states = Array.from({ length: states }, (_, j) => stateName(j));
  const has = (field: string) => entity.fields.some((f) => f.name === field);
  for (let j = 0; j < count; j++) {
    let when = '';
    if (j === 0 && has('owner')) when = 'record.owner == user.id';
    if (j === 1 && has('amount')) {
      entity.guardConstant = {
        name: `${upperOf(entity.name)}_APPROVAL_LIMIT`,
        value: 1000 + j * 250,
      };
      when = `amount <= ${entity.guardConstant.name}`;
    }
    entity.transitions.push({
      from: stateName(j),
      action: j === count - 1 && count > 1 ? 'reopen' : actionName(j),
      to: stateName((j + 1) % states),
      role: j === 0 ? entity.author : entity.worker,
      when,
    });
  }
}

type RuleKind = (entity: PlannedEntity, constant: string, n: number) => PlannedRule | undefined;

const RULE_KINDS: readonly RuleKind[] = [
  (e, c, n) => ({
    expression: `size(name) >= 1 && size(name) <= ${c}`,
    on: 'save',
    code: `${upperOf(e.name)}_NAME_LENGTH`,
    status: 422,
    message: `The name must be 1 to {${c}} characters long.`,
    constant: { name: c, value: 40 + n, meaning: 'the longest name, in characters' },
  }),
  (e, c, n) =>
    has(e, 'amount')
      ? {
          expression: `amount > 0 && amount <= ${c}`,
          on: 'save',
          code: `${upperOf(e.name)}_AMOUNT_LIMIT`,
          status: 422,
          message: `The amount must be more than zero and at most {${c}} EUR.`,
          constant: { name: c, value: 5000 + n, meaning: 'the largest amount, in EUR' },
        }
      : undefined,
  (e) => ({
    expression: 'unique(name)',
    on: 'save',
    code: `${upperOf(e.name)}_NAME_TAKEN`,
    status: 409,
    message: 'This name is already taken.',
  }),
  (e, c, n) =>
    has(e, 'quantity')
      ? {
          expression: `quantity >= 1 && quantity <= ${c}`,
          on: 'save',
          code: `${upperOf(e.name)}_QUANTITY_LIMIT`,
          status: 422,
          message: `The quantity must be 1 to {${c}}.`,
          constant: { name: c, value: 100 + n, meaning: 'the largest quantity' },
        }
      : undefined,
  (e, c, n) =>
    has(e, 'owner')
      ? {
          expression: `size(${e.name}.filter(r, r.owner == user.id)) < ${c}`,
          on: 'create',
          code: `${upperOf(e.name)}_TOO_MANY`,
          status: 422,
          message: `You already have {${c}} of these.`,
          constant: { name: c, value: 10 + n, meaning: 'how many records one user may hold' },
        }
      : undefined,
  (e) =>
    has(e, 'dueOn')
      ? {
          expression: 'dueOn >= today',
          on: e.transitions[0]?.action ?? 'save',
          code: `${upperOf(e.name)}_DUE_IN_PAST`,
          status: 422,
          message: 'The due date cannot be in the past.',
        }
      : undefined,
];

/** The constant each rule kind compares with, in the order of `RULE_KINDS` (empty: none). */
const CONSTANT_NAMES = ['NAME_MAX', 'AMOUNT_MAX', '', 'QUANTITY_MAX', 'OPEN_MAX', ''] as const;

function has(entity: PlannedEntity, field: string): boolean {
  return entity.fields.some((f) => f.name === field);
}

/** The entity's rules: the kinds in turn, skipping those whose field it lacks; codes kept unique. */
function planRules(entity: PlannedEntity, count: number): PlannedRule[] {
  const rules: PlannedRule[] = [];
  const codes = new Set<string>();
  for (let attempt = 0; rules.length < count; attempt++) {
    const kind = RULE_KINDS[attempt % RULE_KINDS.length];
    const round = Math.floor(attempt / RULE_KINDS.length);
    const suffix = round === 0 ? '' : `_${round + 1}`;
    const constant = `${upperOf(entity.name)}_${CONSTANT_NAMES[attempt % CONSTANT_NAMES.length]}${suffix}`;
    const rule = kind?.(entity, constant, rules.length);
    if (!rule) continue;
    rule.code += suffix;
    if (codes.has(rule.code)) continue;
    codes.add(rule.code);
    rules.push(rule);
  }
  return rules;
}
