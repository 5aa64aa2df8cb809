import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model/Diagnostic.ts';
import { POINTS, type Expression, type FieldType, type Spec } from '../model/Spec.ts';
import { arbitrarySpec } from '../testing/arbitrarySpec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

// Few names, so that random specs refer to each other, collide and shadow as real ones do.
const NAMES = [
  'Claim',
  'Category',
  'User',
  'claim',
  'status',
  'title',
  'record',
  'user',
  'all',
  'draft',
  'submit',
  'TITLE_MAX',
  'NOT_FOUND',
  'x',
  '',
];
const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 }));
const names = fc.array(name, { maxLength: 4 });
const position = fc.option(
  fc.record({ line: fc.integer({ min: 1, max: 500 }), column: fc.integer({ min: 1, max: 80 }) }),
  { nil: undefined },
);

const FRAGMENTS = [
  'size(title) <= TITLE_MAX',
  'has(record.receipt)',
  'Claim.filter(c, c.owner == user.id)',
  'unique(name)',
  'status in ["draft"]',
  'cel.bind(t, 1, t)',
  'x.map(a, b, c)',
  '(((',
  '"unterminated',
  '1 +',
  'a.b.c()',
];
const source = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...FRAGMENTS),
  fc
    .tuple(
      fc.constantFrom(...FRAGMENTS),
      fc.constantFrom(' && ', ' || ', '.', '(', ' == '),
      fc.constantFrom(...FRAGMENTS),
    )
    .map((parts) => parts.join('')),
  fc
    .tuple(fc.constantFrom(...FRAGMENTS), fc.nat(), fc.string({ maxLength: 3 }))
    .map(([text, at, insert]) => {
      const cut = at % (text.length + 1);
      return text.slice(0, cut) + insert + text.slice(cut);
    }),
);
const expression: fc.Arbitrary<Expression> = fc
  .record({ source, at: position }, { requiredKeys: ['source'] })
  .map(withoutUndefined);
const whenExpression = fc.option(expression, { nil: undefined });

const simpleType = fc.oneof(
  fc.constantFrom<FieldType>(
    { kind: 'text' },
    { kind: 'number' },
    { kind: 'integer' },
    { kind: 'boolean' },
    { kind: 'state' },
    { kind: 'date' },
  ),
  name.map((entity): FieldType => ({ kind: 'ref', entity })),
  names.map((values): FieldType => ({ kind: 'enum', values })),
  fc.string().map((text): FieldType => ({ kind: 'unknown', text })),
);
const fieldType = fc.oneof(
  simpleType,
  simpleType.map((of): FieldType => ({ kind: 'list', of })),
);
const value = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.double(),
  fc.boolean(),
  fc.constantFrom('draft', 'true', 3),
);

const field = fc.record({
  name,
  type: fieldType,
  required: fc.boolean(),
  unique: fc.boolean(),
  default: fc.option(value, { nil: undefined }),
  notes: fc.string({ maxLength: 30 }),
  at: position,
});
const entity = fc.record({
  name,
  text: fc.string({ maxLength: 40 }),
  fields: fc.array(field.map(withoutUndefined), { maxLength: 5 }),
  list: fc.option(fc.record({ noun: fc.string(), columns: names }), { nil: undefined }),
  at: position,
});
const transition = fc.record({
  from: name,
  action: name,
  to: name,
  roles: names,
  when: whenExpression,
  at: position,
});
const lifecycle = fc.record({
  entity: name,
  initial: fc.option(name, { nil: undefined }),
  text: fc.string({ maxLength: 40 }),
  transitions: fc.array(transition.map(withoutUndefined), { maxLength: 5 }),
  at: position,
});
const screen = fc.record({
  route: fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('/', '/claims', '/claims/:id', '/claims/:key', '/:a/new', '/claims/new', '//'),
  ),
  kind: fc.oneof(name, fc.constantFrom('list', 'home', 'page', 'form')),
  shows: fc.string({ maxLength: 20 }),
  target: fc.option(fc.record({ entity: name, where: whenExpression }).map(withoutUndefined), {
    nil: undefined,
  }),
  roles: names,
  at: position,
});
const permission = fc.record({
  roles: names,
  actions: names,
  entities: names,
  when: whenExpression,
  at: position,
});
const answer = fc.oneof(
  fc.record({
    status: fc.integer({ min: 100, max: 599 }),
    body: fc.constant({ kind: 'none' as const }),
  }),
  fc.record({
    status: fc.integer({ min: 100, max: 599 }),
    body: name.map((code) => ({ kind: 'error' as const, code })),
  }),
  fc.record({
    status: fc.integer({ min: 100, max: 599 }),
    body: name.map((e) => ({ kind: 'payload' as const, payload: { entity: e, many: false } })),
  }),
);
const call = fc.record({
  name,
  method: fc.constantFrom('GET', 'POST'),
  path: fc.string({ maxLength: 10 }),
  answers: fc.array(answer, { maxLength: 3 }),
  at: position,
});

const spec: fc.Arbitrary<Spec> = fc
  .record({
    intro: fc.string({ maxLength: 60 }),
    sectionTexts: fc.array(
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('see CALL_TIMEOUT_MS and NETWORK_DOWN'),
      ),
      { minLength: 9, maxLength: 9 },
    ),
    screens: fc.array(screen.map(withoutUndefined), { maxLength: 5 }),
    behaviours: fc.array(
      fc
        .record({
          list: name,
          behaviour: fc.oneof(fc.constantFrom('add', 'toggle all', 'count', 'edit'), name),
          does: fc.string({ maxLength: 12 }),
          doesAt: position,
          when: whenExpression,
          at: position,
        })
        .map(withoutUndefined),
      { maxLength: 3 },
    ),
    entities: fc.array(entity.map(withoutUndefined), { maxLength: 4 }),
    lifecycles: fc.array(lifecycle.map(withoutUndefined), { maxLength: 3 }),
    rules: fc.array(
      fc
        .record({ entity: name, expression, on: name, error: name, at: position })
        .map(withoutUndefined),
      { maxLength: 5 },
    ),
    permissions: fc.array(permission.map(withoutUndefined), { maxLength: 4 }),
    users: fc.array(
      fc.record({ id: name, name: fc.string(), roles: names, at: position }).map(withoutUndefined),
      { maxLength: 3 },
    ),
    calls: fc.array(call.map(withoutUndefined), { maxLength: 3 }),
    errors: fc.array(
      fc
        .record({
          code: name,
          status: fc.option(fc.integer(), { nil: undefined }),
          message: fc.oneof(fc.string(), fc.constant('Up to {TITLE_MAX} or {x}.')),
          at: position,
        })
        .map(withoutUndefined),
      { maxLength: 4 },
    ),
    constants: fc.array(
      fc.record({ name, value, meaning: fc.string(), at: position }).map(withoutUndefined),
      { maxLength: 4 },
    ),
  })
  .map(({ intro, sectionTexts, ...rest }) => ({
    name: 'random',
    intro,
    sections: POINTS.map(({ point }, i) => ({ point, present: true, text: sectionTexts[i] ?? '' })),
    audience: [],
    ...rest,
  }));

/** An object type whose keys that may be undefined become optional keys instead. */
type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Drops keys whose value is undefined, as exactOptionalPropertyTypes wants of the model. */
function withoutUndefined<T extends object>(value: T): Defined<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Defined<T>;
}

function expectWellFormed(diagnostics: Diagnostic[]): void {
  for (const d of diagnostics) {
    expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(['error', 'warning', 'info']).toContain(d.severity);
    expect(d.message.length).toBeGreaterThan(0);
    expect(Number.isInteger(d.at.line) && d.at.line >= 1).toBe(true);
    expect(Number.isInteger(d.at.column) && d.at.column >= 1).toBe(true);
    expect(Array.isArray(d.path)).toBe(true);
  }
}

describe('checkSpec on random specs', () => {
  it('never throws and gives well-formed diagnostics', () => {
    fc.assert(
      fc.property(spec, (random) => expectWellFormed(checkSpec(random))),
      { numRuns: 400 },
    );
  });

  it('never throws on the plausible specs the readers are tested with', () => {
    fc.assert(
      fc.property(arbitrarySpec(), (random) => expectWellFormed(checkSpec(random))),
      { numRuns: 200 },
    );
  });

  it('never throws on the reference spec with one expression mutated', () => {
    fc.assert(
      fc.property(source, fc.nat(), (text, which) => {
        const mutated = expenseClaimsModel();
        const rule = mutated.rules[which % mutated.rules.length];
        if (rule) rule.expression = { source: text, at: { line: 3, column: 7 } };
        expectWellFormed(checkSpec(mutated));
      }),
      { numRuns: 400 },
    );
  });
});
