import { parse } from '@marcbachmann/cel-js';
import type { Entity } from '@specrun/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFER } from './celTypes.ts';
import { compileFrameCode, RuleFrame } from './RuleFrame.ts';

// A differential test: expressions from a small grammar of what rules write, on records holding
// anything (wrong types, nulls, missing fields), evaluated by the compiled closures and by the
// CEL library. Where the closures answer (anything but DEFER), the library must give the same
// value; where the library fails, the closures must defer to it.

const entity: Entity = {
  name: 'Thing',
  text: '',
  fields: [
    { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
    {
      name: 'amount',
      type: { kind: 'money', currency: 'EUR' },
      required: false,
      unique: false,
      notes: '',
    },
    { name: 'count', type: { kind: 'integer' }, required: false, unique: false, notes: '' },
    { name: 'done', type: { kind: 'boolean' }, required: false, unique: false, notes: '' },
    {
      name: 'tags',
      type: { kind: 'list', of: { kind: 'text' } },
      required: false,
      unique: false,
      notes: '',
    },
    { name: 'when', type: { kind: 'date' }, required: false, unique: false, notes: '' },
  ],
} as Entity;

const constants: Record<string, unknown> = { MAX: 10n, RATE: 1.5, LABEL: 'ab', ON: true };
const base = Object.assign({}, constants, {
  user: { id: 'u1', name: 'Ada', roles: ['employee', 'admin'] },
  now: '2026-11-22T10:00:00.000Z',
  today: '2026-11-22',
});

const names = [
  'title',
  'amount',
  'count',
  'done',
  'tags',
  'when',
  'id',
  'MAX',
  'RATE',
  'LABEL',
  'ON',
  'today',
  'now',
];
const keys = ['title', 'amount', 'count', 'done', 'tags', 'when', 'id', 'receipt', 'roles'];

const literal = fc.constantFrom(
  '0',
  '1',
  '-2',
  '3',
  '9223372036854775807',
  '-9223372036854775807',
  '0.0',
  '1.5',
  '-2.5',
  '1e308',
  "'a'",
  "''",
  "'ab'",
  "'Zz'",
  "'\\u00e9'",
  "'😀x'",
  'true',
  'false',
  'null',
  '[1, 2]',
  "['a', 'b']",
  '[]',
  '[1.5, 2]',
  "['employee']",
);

const expression: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    // Edges of CEL's arithmetic: overflow, division by zero, mixed int and double.
    fc.constantFrom(
      '9223372036854775807 + count',
      '-9223372036854775807 - (count + 2)',
      'count * 9223372036854775807',
      'count / 0',
      'count % (count - count)',
      'amount / 0.0',
      'amount % 2.0',
      'count + amount',
      'MAX - 1',
      'RATE * amount',
    ),
    fc.constantFrom(...names),
    fc.constantFrom(...keys).map((k) => `record.${k}`),
    fc.constantFrom('user.id', 'user.roles', 'user.name'),
    fc.constantFrom(...keys).map((k) => `has(record.${k})`),
    tie('e').map((e) => `!(${e})`),
    tie('e').map((e) => `-(${e})`),
    tie('e').map((e) => `size(${e})`),
    tie('e').map((e) => `(${e}).size()`),
    fc
      .tuple(
        tie('e'),
        fc.constantFrom(
          '==',
          '!=',
          '<',
          '<=',
          '>',
          '>=',
          '+',
          '-',
          '*',
          '/',
          '%',
          '&&',
          '||',
          'in',
        ),
        tie('e'),
      )
      .map(([a, op, b]) => `(${a}) ${op} (${b})`),
    fc.tuple(tie('e'), tie('e'), tie('e')).map(([c, a, b]) => `(${c}) ? (${a}) : (${b})`),
    fc
      .tuple(tie('e'), fc.constantFrom('startsWith', 'endsWith', 'contains', 'matches'), tie('e'))
      .map(([a, m, b]) => `(${a}).${m}(${b})`),
  ),
})).e;

const anyValue = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('a', 'ab', '', '2026-11-01', '2026-12-01', '😀', '[a-', 'employee'),
  fc.double(),
  fc.integer({ min: -5, max: 12 }),
  fc.constantFrom(0, 1, 3, 2 ** 53, -0, Number.NaN, Infinity),
  fc.bigInt(),
  fc.boolean(),
  fc.constantFrom(null, undefined),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)), {
    maxLength: 3,
  }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
  fc.constantFrom(new Date(0), new Map(), Symbol('s'), () => 1),
);

const record = fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 7 });

type Outcome = { value: unknown } | { error: true };

function reference(source: string, frame: RuleFrame): Outcome {
  try {
    return { value: parse(source)(frame.scope()) };
  } catch {
    return { error: true };
  }
}

describe('compiled CEL against the CEL library', () => {
  it('gives what the library gives wherever it answers, and defers wherever the library fails', () => {
    let answered = 0;
    let compiled = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        expression,
        record,
        fc.option(fc.constantFrom('x1', 'r2'), { nil: undefined }),
        (source, values, id) => {
          runs++;
          let parsed;
          try {
            parsed = parse(source);
          } catch {
            return;
          }
          const code = compileFrameCode(parsed, entity, constants);
          const frame = RuleFrame.of(entity, values, id, base);
          const expected = reference(source, frame);
          if (!code) {
            return;
          }
          compiled++;
          const got = code.code(frame);
          if (got === DEFER) return;
          answered++;
          expect(expected, source).not.toHaveProperty('error');
          expect(got, source).toStrictEqual((expected as { value: unknown }).value);
        },
      ),
      { numRuns: 4000 },
    );
    // The comparison means something only if most expressions are compiled and answered.
    expect(compiled / runs).toBeGreaterThan(0.5);
    expect(answered / runs).toBeGreaterThan(0.2);
  });

  it('answers the reference spec’s rules without the library on well-formed claims', () => {
    const claim: Entity = {
      name: 'Claim',
      text: '',
      fields: [
        { name: 'title', type: { kind: 'text' }, required: true, unique: false, notes: '' },
        {
          name: 'amount',
          type: { kind: 'money', currency: 'EUR' },
          required: true,
          unique: false,
          notes: '',
        },
        { name: 'spentOn', type: { kind: 'date' }, required: true, unique: false, notes: '' },
        { name: 'receipt', type: { kind: 'url' }, required: false, unique: false, notes: '' },
      ],
    } as Entity;
    const claimConstants = { TITLE_MAX: 80n, MAX_CLAIM_AMOUNT: 5000n, RECEIPT_THRESHOLD: 50n };
    const scope = Object.assign({}, claimConstants, { today: '2026-11-22', now: '', user: {} });
    const rules = [
      'size(title) >= 3 && size(title) <= TITLE_MAX',
      'amount > 0',
      'amount <= MAX_CLAIM_AMOUNT',
      'amount <= RECEIPT_THRESHOLD || has(record.receipt)',
      'spentOn <= today',
    ];
    const frame = RuleFrame.of(
      claim,
      { title: 'Taxi', amount: 80, spentOn: '2026-11-23' },
      undefined,
      scope,
    );
    const got = rules.map((r) => compileFrameCode(parse(r), claim, claimConstants)?.code(frame));
    expect(got).toEqual([true, true, true, false, false]);
    expect(got).toEqual(rules.map((r) => parse(r)(frame.scope())));
  });
});

describe('comparisons with a constant, read straight from the frame', () => {
  // `field < constant` and `size(field) < constant` are compiled to one closure that reads the
  // frame's slot (compileCel's compareSlot and compareSize): held to the library on every field,
  // operator and constant, on either side, with integers past 2^53 left to the general path.
  const comparisons = ['<', '<=', '>', '>='].flatMap((op) =>
    ['title', 'amount', 'count', 'done', 'tags', 'when', 'size(title)', 'size(tags)'].flatMap((x) =>
      ['0', '3', '-2', '1.5', 'MAX', 'RATE', 'LABEL', '9007199254740993', "'ab'"].flatMap((c) => [
        `${x} ${op} ${c}`,
        `${c} ${op} ${x}`,
      ]),
    ),
  );

  it('gives what the library gives wherever it answers', () => {
    let answered = 0;
    fc.assert(
      fc.property(fc.constantFrom(...comparisons), record, (source, values) => {
        const code = compileFrameCode(parse(source), entity, constants);
        if (!code) return;
        const frame = RuleFrame.of(entity, values, undefined, base);
        const got = code.code(frame);
        if (got === DEFER) return;
        answered++;
        const expected = reference(source, frame);
        expect(expected, source).not.toHaveProperty('error');
        expect(got, source).toStrictEqual((expected as { value: unknown }).value);
      }),
      { numRuns: 4000 },
    );
    // Most pairs do not type-check (`title < 3`); the rest must be answered often enough.
    expect(answered).toBeGreaterThan(300);
  });

  it('counts code points as CEL does, surrogate pairs as one', () => {
    for (const title of ['ab', 'abc', '😀x', '😀😀', '\ud800x', 'x\udc00y', 'é😀'])
      for (const source of ['size(title) >= 3', 'size(title) < 2', '2 <= size(title)']) {
        const frame = RuleFrame.of(entity, { title }, undefined, base);
        const got = compileFrameCode(parse(source), entity, constants)?.code(frame);
        expect(got, `${source} on ${title}`).toBe(parse(source)(frame.scope()));
      }
  });

  it('reads user, now and today again when the shared scope is another', () => {
    const code = compileFrameCode(parse('user.id == title && has(user.name)'), entity, constants);
    const other = Object.assign({}, base, { user: { id: 'u2', name: 'Ben', roles: [] } });
    const answers = [base, other, base, other].map((scope) =>
      code?.code(RuleFrame.of(entity, { title: 'u2' }, undefined, scope)),
    );
    expect(answers).toEqual([false, true, false, true]);
    expect(code?.readsBase).toBe(true);
  });
});
