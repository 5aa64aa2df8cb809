import { emptySpec } from '../model/emptySpec.ts';
import type { Call, Entity, Lifecycle, Rule, Screen, Spec } from '../model/Spec.ts';

/**
 * A consistent spec of the benchmark's size, built in code: at scale 1, 200 entities of 10 fields
 * (2,000), 100 lifecycles of 4 transitions (400), 1,000 rules, 300 calls, 800 screens and 600
 * permission rows; scale 10 is ten times as much. It checks without a diagnostic, so that a
 * measurement times the checks, not the reporting.
 */
export function largeSpecModel(scale = 1): Spec {
  const spec = emptySpec(`Generated ×${scale}`);
  const entityCount = 200 * scale;
  const roles = ['clerk', 'manager', 'auditor'];
  spec.users = roles.map((role, i) => ({ id: `u${i}`, name: `User ${i}`, roles: [role] }));
  for (let e = 0; e < entityCount; e++) {
    const name = `Thing${e}`;
    const hasLifecycle = e % 2 === 0;
    const entity: Entity = {
      name,
      text: `Things of kind ${e}, at most LIMIT_${e % 50} of them.`,
      fields: [],
    };
    entity.fields.push(
      { name: 'title', type: { kind: 'text' }, required: true, unique: true, notes: '' },
      {
        name: 'amount',
        type: { kind: 'money', currency: 'EUR' },
        required: true,
        unique: false,
        notes: '',
      },
      {
        name: 'count',
        type: { kind: 'integer' },
        required: false,
        unique: false,
        notes: 'default 0',
        default: 0,
      },
      {
        name: 'level',
        type: { kind: 'enum', values: ['low', 'mid', 'high'] },
        required: true,
        unique: false,
        notes: '',
      },
      {
        name: 'owner',
        type: { kind: 'ref', entity: 'User' },
        required: true,
        unique: false,
        notes: '',
      },
      {
        name: 'parent',
        type: { kind: 'ref', entity: `Thing${(e + 1) % entityCount}` },
        required: false,
        unique: false,
        notes: '',
      },
      { name: 'due', type: { kind: 'date' }, required: false, unique: false, notes: '' },
      {
        name: 'tags',
        type: { kind: 'list', of: { kind: 'text' } },
        required: false,
        unique: false,
        notes: '',
      },
      {
        name: 'active',
        type: { kind: 'boolean' },
        required: true,
        unique: false,
        notes: 'default true',
        default: true,
      },
      hasLifecycle
        ? { name: 'status', type: { kind: 'state' }, required: true, unique: false, notes: '' }
        : { name: 'note', type: { kind: 'longtext' }, required: false, unique: false, notes: '' },
    );
    entity.list = { noun: `things ${e}`, columns: ['title', 'amount', 'level'] };
    spec.entities.push(entity);
    if (hasLifecycle) spec.lifecycles.push(lifecycleOf(name));
    spec.screens.push(...screensOf(name, e, hasLifecycle));
    for (let r = 0; r < 5; r++) spec.rules.push(ruleOf(name, e, r, hasLifecycle));
    spec.permissions.push(
      {
        roles: ['clerk'],
        actions: ['read', 'create', 'update'],
        entities: [name],
        when: { source: 'record.owner == user.id' },
      },
      {
        roles: ['manager'],
        actions: hasLifecycle ? ['read', 'open', 'close'] : ['read'],
        entities: [name],
      },
      {
        roles: ['auditor'],
        actions: ['read'],
        entities: [name],
        when: { source: `level != "low" && amount > LIMIT_${e % 50}` },
      },
    );
  }
  // Every operation of the entities without a lifecycle, five calls each, until 300 are written.
  for (let c = 0; c < 300 * scale; c++) spec.calls.push(callOf(2 * Math.floor(c / 5) + 1, c % 5));
  for (let k = 0; k < 50; k++) {
    spec.constants.push({ name: `LIMIT_${k}`, value: 100 + k, meaning: `the limit number ${k}` });
    spec.errors.push({ code: `TOO_MUCH_${k}`, status: 422, message: `At most {LIMIT_${k}}.` });
  }
  spec.errors.push(
    { code: 'NOT_FOUND', status: 404, message: 'Not found.' },
    { code: 'TITLE_EMPTY', status: 422, message: 'A title is needed.' },
  );
  return spec;
}

function lifecycleOf(entity: string): Lifecycle {
  const roles = ['manager'];
  return {
    entity,
    initial: 'new',
    text: '',
    transitions: [
      { from: 'new', action: 'open', to: 'open', roles },
      {
        from: 'open',
        action: 'close',
        to: 'closed',
        roles,
        when: { source: 'amount > 0 && user.id != record.owner' },
      },
      { from: 'closed', action: 'open', to: 'open', roles },
      { from: 'new', action: 'close', to: 'closed', roles },
    ],
  };
}

function screensOf(entity: string, e: number, hasLifecycle: boolean): Screen[] {
  const base = `/things${e}`;
  const target = hasLifecycle ? { entity, where: { source: 'status == "open"' } } : { entity };
  return [
    { route: base, kind: 'list', shows: entity, target, roles: ['all'] },
    { route: `${base}/new`, kind: 'form', shows: entity, target: { entity }, roles: ['clerk'] },
    { route: `${base}/:id`, kind: 'detail', shows: entity, target: { entity }, roles: ['all'] },
    {
      route: `${base}/:id/edit`,
      kind: 'form',
      shows: entity,
      target: { entity },
      roles: ['clerk'],
    },
  ];
}

function ruleOf(entity: string, e: number, r: number, hasLifecycle: boolean): Rule {
  const sources = [
    'size(title) >= 1',
    `amount <= LIMIT_${e % 50}`,
    'unique(title)',
    `size(${entity}.filter(t, t.owner == user.id && t.level in ["low", "mid"])) < LIMIT_${(e + 1) % 50}`,
    'due == null || due <= today || has(record.tags)',
  ];
  const errors = [
    'TITLE_EMPTY',
    `TOO_MUCH_${e % 50}`,
    `TOO_MUCH_${(e + 2) % 50}`,
    `TOO_MUCH_${(e + 1) % 50}`,
    `TOO_MUCH_${(e + 3) % 50}`,
  ];
  return {
    entity,
    expression: { source: sources[r] ?? 'true' },
    on: r === 3 ? 'create' : r === 4 && hasLifecycle ? 'close' : 'save',
    error: errors[r] ?? 'TITLE_EMPTY',
  };
}

const OPERATIONS = [
  ['list', 'GET', false],
  ['read', 'GET', true],
  ['create', 'POST', false],
  ['update', 'PATCH', true],
  ['delete', 'DELETE', true],
] as const;

function callOf(e: number, operation: number): Call {
  const entity = `Thing${e}`;
  const [verb, method, item] = OPERATIONS[operation]!;
  return {
    name: `${verb} thing${e}`,
    method,
    path: item ? `/api/thing${e}s/:id` : `/api/thing${e}s`,
    ...(method === 'POST' || method === 'PATCH' ? { sends: { entity, many: false } } : {}),
    answers: [
      { status: 200, body: { kind: 'payload', payload: { entity, many: verb === 'list' } } },
      { status: 404, body: { kind: 'error', code: 'NOT_FOUND' } },
      { status: 422, body: { kind: 'validation' } },
    ],
  };
}
