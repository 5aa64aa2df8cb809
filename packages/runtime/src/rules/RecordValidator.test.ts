import fc from 'fast-check';
import type { Spec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors/AppError.ts';
import { evaluateRules, type BlockedFields } from './evaluateRules.ts';
import {
  expenseClaims,
  openApp,
  storedClaim,
  TRAVEL,
  type TestApp,
} from './expenseClaims.testing.ts';
import { checkFieldInto, compileFields, IN_ERROR, PENDING } from './fieldConstraints.ts';
import { isMissing } from './celValues.ts';
import type { RuleBook, Validation, RuleTarget } from './RuleBook.ts';

/**
 * `RuleBook.check` as it was before `RecordValidator`: the field constraints one by one
 * (`checkFieldInto`), then `evaluateRules`. The compiled check must give exactly this.
 */
function referenceCheck(
  book: RuleBook,
  entityName: string,
  values: Readonly<Record<string, unknown>>,
  target: RuleTarget,
): Validation {
  const entity = book.compiled.entities.get(entityName);
  if (entity === undefined) throw new Error(`no entity ${entityName}`);
  const fields = compileFields(entity);
  const errors: AppError[] = [];
  const names = new Set<string>();
  const slots: boolean[] = [];
  for (const name of Object.keys(values)) {
    if (!fields.byName.has(name) && !isMissing(values[name])) {
      errors.push(book.make('UNKNOWN_FIELD', { field: name }, name));
      names.add(name);
    }
  }
  let complete = true;
  const references: AppError[] = [];
  fields.list.forEach((field, i) => {
    const name = field.field.name;
    const flags = checkFieldInto(field, values[name], errors, references, book.make, book.exists);
    if (flags & IN_ERROR) {
      slots[i] = true;
      names.add(name);
    }
    if (flags & PENDING) complete = false;
  });
  errors.push(...references);
  const blocked: BlockedFields = { names, slots };
  const rules = evaluateRules(book.ruleContext(), entity, values, target, blocked);
  errors.push(...rules.errors);
  return { errors, complete: complete && rules.complete };
}

/** The reference spec with what it lacks: a message naming a field, `record` read whole, an integer field, a `unique` note. */
function widerSpec(): Spec {
  const spec = expenseClaims();
  return {
    ...spec,
    entities: spec.entities.map((e) =>
      e.name === 'Claim'
        ? {
            ...e,
            fields: [
              ...e.fields,
              {
                name: 'nights',
                type: { kind: 'integer' },
                required: false,
                unique: false,
                notes: '',
              },
            ],
          }
        : e,
    ),
    rules: [
      ...spec.rules.filter((r) => r.error !== 'NAME_TAKEN'),
      {
        entity: 'Claim',
        expression: { source: 'size(title) < 30' },
        on: 'save',
        error: 'TITLE_ECHO',
      },
      {
        entity: 'Claim',
        expression: { source: 'has(record.receipt) || amount < 10' },
        on: 'create',
        error: 'RECEIPT_REQUIRED',
      },
      { entity: 'Claim', expression: { source: 'nights < 5' }, on: 'submit', error: 'TOO_LONG' },
      { entity: 'Claim', expression: { source: 'nights / 0 > 1' }, on: 'update', error: 'BROKEN' },
    ],
    errors: [
      ...spec.errors,
      { code: 'TITLE_ECHO', status: 422, message: 'The title "{title}" is longer than 30.' },
    ],
  };
}

const anyValue = fc.oneof(
  fc.constantFrom('', null, undefined, 'k1', 'k2', 'u1', 'u9', 'draft', '2026-11-01', '2026-12-01'),
  fc.constantFrom('https://r.example/1', 'not a url', 'ab', 'A title\nwith two lines', '😀😀😀'),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.integer({ min: -5, max: 6000 }),
  fc.constantFrom(0, 3, 60, 6000, Number.NaN, Infinity, 2 ** 60),
  fc.boolean(),
  fc.bigInt(),
  fc.array(fc.constantFrom('k1', 'k2', 1), { maxLength: 2 }),
  fc.anything(),
);
const fieldNames = [
  'title',
  'amount',
  'category',
  'spentOn',
  'receipt',
  'owner',
  'status',
  'nights',
  'name',
  'active',
  'roles',
  'other',
  'id',
  '__proto__',
];
const anyValues = fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 9 });
const anyTarget = fc.constantFrom<RuleTarget>(
  { on: 'create' },
  { on: 'update', id: 'c1' },
  { on: 'update', id: 'x9' },
  { on: { action: 'submit' }, id: 'c2' },
  { on: { action: 'nothing' } },
);

async function filledApp(spec: Spec, wait: boolean): Promise<TestApp> {
  const app = openApp({ spec });
  await app.store.put(TRAVEL);
  await app.store.putMany(
    Array.from({ length: 12 }, (_, i) => storedClaim(`c${i}`, { owner: `u${1 + (i % 2)}` })),
  );
  if (wait) await Promise.all(['Claim', 'Category', 'User'].map((e) => app.book.ready(e)));
  return app;
}

describe('the compiled check of a record', () => {
  it('gives what the field constraints and evaluateRules give, check after check', async () => {
    const apps = [
      await filledApp(expenseClaims(), true),
      await filledApp(widerSpec(), true),
      // Indexes not read yet: references and counts are pending.
      await filledApp(widerSpec(), false),
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            anyValues,
            fc.constantFrom('Claim', 'Category', 'User'),
            anyTarget,
            fc.constantFrom('u1', 'u2'),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        fc.constantFrom(0, 1, 2),
        (steps, which) => {
          const app = apps[which] as TestApp;
          for (const [values, entity, target, user] of steps) {
            app.actAs(user);
            const got = app.book.validate(entity, values, target);
            const expected = referenceCheck(app.book, entity, values, target);
            expect(got).toEqual(expected);
            // The same keys in the same order, as a server or a log would see them.
            expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('gives every error its code, message, field, fields and rule, each a fresh object', async () => {
    const app = await filledApp(expenseClaims(), true);
    const values = {
      title: 'ab',
      amount: 80,
      category: 'nope',
      spentOn: '2026-11-01',
      owner: 'u1',
    };
    const first = app.book.validate('Claim', values, { on: 'create' });
    expect(first.errors).toEqual([
      {
        code: 'MISSING_REFERENCE',
        status: 422,
        message: 'Category points at a Category that does not exist (nope).',
        field: 'category',
      },
      {
        code: 'TITLE_LENGTH',
        status: 422,
        message: 'The title must be 3 to 80 characters long.',
        field: 'title',
        fields: ['title'],
        rule: 0,
      },
      {
        code: 'RECEIPT_REQUIRED',
        status: 422,
        message: 'Claims above 50 EUR need a receipt.',
        fields: ['amount', 'receipt'],
        rule: 3,
      },
    ]);
    const [, title] = first.errors as [AppError, AppError];
    title.message = 'changed by a caller';
    title.fields?.push('changed');
    const second = app.book.validate('Claim', values, { on: 'create' });
    expect(second.errors[1]).toEqual({
      code: 'TITLE_LENGTH',
      status: 422,
      message: 'The title must be 3 to 80 characters long.',
      field: 'title',
      fields: ['title'],
      rule: 0,
    });
    expect(second.errors[1]).not.toBe(title);
  });

  it('reports a required field once, and leaves out the rules that read it', async () => {
    const app = await filledApp(expenseClaims(), true);
    const { errors } = app.book.validate(
      'Claim',
      { amount: 20, category: 'k1', spentOn: '2026-11-01', owner: 'u1' },
      { on: 'create' },
    );
    expect(errors.map((e) => [e.code, e.message])).toEqual([['REQUIRED', 'Title is required.']]);
  });

  it('reads values as before whatever the object: inherited, not enumerable, or a new shape', async () => {
    const app = await filledApp(expenseClaims(), true);
    const inherited = Object.create({ other: 'x', title: 'An inherited title' }) as Record<
      string,
      unknown
    >;
    Object.assign(inherited, { amount: 20, category: 'k1', spentOn: '2026-11-01', owner: 'u1' });
    const hidden: Record<string, unknown> = { amount: 0, category: 'k1', owner: 'u1' };
    Object.defineProperty(hidden, 'spentOn', { value: '2026-12-01', enumerable: false });
    Object.defineProperty(hidden, 'extra', { value: 'y', enumerable: false });
    const reordered = { owner: 'u9', spentOn: '2026-11-01', title: 'Taxi', amount: 20, x: 1 };
    for (const values of [inherited, hidden, reordered, inherited, hidden]) {
      const got = app.book.validate('Claim', values, { on: 'create' });
      expect(got).toEqual(referenceCheck(app.book, 'Claim', values, { on: 'create' }));
    }
    expect(app.book.validate('Claim', inherited, { on: 'create' }).errors).toEqual([]);
  });
});
