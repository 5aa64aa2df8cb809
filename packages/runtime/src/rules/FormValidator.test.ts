import { readMarkdown } from '@specrun/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { NOW, openApp, storedClaim, TRAVEL } from './expenseClaims.testing.ts';
import type { FormValidation, FormSubject } from './RuleBook.ts';
import { RuleBook } from './RuleBook.ts';

const SMALL = `# Specification: Small

## 3. Entities and their fields

### Order

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |
| qty | integer | yes | |
| price | number | no | |
| code | text | no | |
| note | text | no | |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Order | size(title) <= MAX_TEXT | save | TOO_LONG |
| Order | qty * 2 <= MAX_QTY | save | TOO_MANY |
| Order | qty > 0 && price >= 0.0 \\|\\| has(record.code) | save | NEEDS_CODE |
| Order | code in ["a", "b", "c"] | create | BAD_CODE |
| Order | record.note.startsWith("x") | save | BAD_NOTE |
| Order | note == null \\|\\| size(record) > 2 | save | TOO_FEW |
| Order | title != today | save | NOT_TODAY |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| TOO_LONG | 422 | {title} is longer than {MAX_TEXT}. |
| TOO_MANY | 422 | At most {MAX_QTY}, {note}. |
| NEEDS_CODE | 422 | Needs a code. |
| BAD_CODE | 422 | Bad code {code}. |
| BAD_NOTE | 422 | Bad note. |
| TOO_FEW | 422 | Too few. |
| NOT_TODAY | 422 | Not today. |

## 9. Business constants and limits

| name | value | meaning |
| --- | --- | --- |
| MAX_TEXT | 5 | |
| MAX_QTY | 10 | |
`;

const anyValue = fc.oneof(
  fc.constantFrom('', null, 'a', 'b', 'x1', 'abcdefgh', '2026-11-22', 'k1', 'nope', 'u1', 'u9'),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -3, max: 8 }),
  fc.constantFrom(0.5, -1, 2 ** 60, Number.NaN, true, undefined),
);

function edits(fields: readonly string[]) {
  return fc.array(
    fc.record({
      field: fc.constantFrom(...fields, 'unknown'),
      value: anyValue,
      full: fc.boolean().map((b) => b && Math.random() < 0.1),
    }),
    { minLength: 1, maxLength: 25 },
  );
}

/** Runs edits through a form validator, comparing each result with a full check. */
function follow(
  book: RuleBook,
  entity: string,
  target: FormSubject,
  steps: { field: string; value: unknown; full: boolean }[],
): void {
  const validator = book.formValidator(entity, target);
  let values: Record<string, unknown> = {};
  let previous: FormValidation = validator.validate(values);
  expect(previous).toEqual(book.validateForm(entity, values, target));
  for (const { field, value, full } of steps) {
    values = { ...values, [field]: value };
    const next = validator.validate(values, full ? undefined : field);
    expect(next).toEqual(book.validateForm(entity, values, target));
    for (const [name, errors] of Object.entries(next.fields))
      if (isDeepStrictEqual(previous.fields[name], errors))
        expect(errors).toBe(previous.fields[name]);
    if (isDeepStrictEqual(previous.form, next.form)) expect(next.form).toBe(previous.form);
    previous = next;
  }
}

describe('FormValidator', () => {
  it('gives what a full check gives after any sequence of edits (several-field rules)', () => {
    const spec = readMarkdown(SMALL).spec;
    const book = new RuleBook(spec, new MemoryRecordStore(), { now: () => NOW });
    const fields = ['title', 'qty', 'price', 'code', 'note'];
    fc.assert(
      fc.property(
        edits(fields),
        fc.constantFrom<FormSubject>({ mode: 'create' }, { mode: 'edit', id: 'o1' }),
        (steps, target) => follow(book, 'Order', target, steps),
      ),
      { numRuns: 300 },
    );
  });

  it('gives what a full check gives on the reference spec (references, counts, the clock)', async () => {
    const app = openApp();
    await app.store.put(TRAVEL);
    await app.store.putMany(Array.from({ length: 12 }, (_, i) => storedClaim(`c${i}`)));
    await app.book.ready('Claim');
    const fields = ['title', 'amount', 'category', 'spentOn', 'receipt', 'owner', 'status'];
    fc.assert(
      fc.property(
        edits(fields),
        fc.constantFrom<FormSubject>({ mode: 'create' }, { mode: 'edit', id: 'c1' }),
        (steps, target) => {
          app.actAs(Math.random() < 0.5 ? 'u1' : 'u3');
          follow(app.book, 'Claim', target, steps);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the arrays of the fields an edit does not touch, and its result when nothing changed', () => {
    const spec = readMarkdown(SMALL).spec;
    const book = new RuleBook(spec, new MemoryRecordStore(), { now: () => NOW });
    const validator = book.formValidator('Order', { mode: 'create' });
    const first = validator.validate({ title: 'abcdefgh', qty: 1 });
    expect(first.fields.title?.map((e) => e.code)).toEqual(['TOO_LONG']);
    const second = validator.validate({ title: 'abcdefgh', qty: 2 }, 'qty');
    expect(second.fields.title).toBe(first.fields.title);
    const third = validator.validate({ title: 'abcdefgh', qty: 3 }, 'qty');
    expect(third).toBe(second);
    const fourth = validator.validate({ title: 'abc', qty: 3 }, 'title');
    expect(fourth.fields.title).toBeUndefined();
    expect(fourth.form).toBe(third.form);
  });

  it('checks a rule that reads the clock again when the day changes, whatever field changed', () => {
    const spec = readMarkdown(SMALL).spec;
    let now = new Date('2026-11-21T23:59:59Z');
    const book = new RuleBook(spec, new MemoryRecordStore(), { now: () => now });
    const validator = book.formValidator('Order', { mode: 'create' });
    const values = { title: '2026-11-22', qty: 1 };
    const codes = (check: FormValidation) => check.fields.title?.map((e) => e.code);
    expect(codes(validator.validate(values))).toEqual(['TOO_LONG']);
    now = new Date('2026-11-22T00:00:01Z');
    expect(codes(validator.validate({ ...values, qty: 2 }, 'qty'))).toEqual([
      'TOO_LONG',
      'NOT_TODAY',
    ]);
  });

  it('reports an unknown entity as the full check does', () => {
    const app = openApp();
    expect(app.book.formValidator('Nope', { mode: 'create' }).validate({ a: 1 }, 'a')).toEqual(
      app.book.validateForm('Nope', { a: 1 }, { mode: 'create' }),
    );
  });
});
