import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { openApp, storedClaim, TRAVEL } from './expenseClaims.testing.ts';

// Values of every shape a record might hold after a bad import or another program's write:
// wrong types, nulls, nested objects, huge strings, numbers that are not finite.
const anyValue = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 200_000, unit: 'binary' }),
  fc.constantFrom(Number.NaN, Infinity, -0, 2 ** 60, '', null, undefined, [], {}),
  fc.bigInt(),
);
const claimFields = [
  'title',
  'amount',
  'category',
  'spentOn',
  'receipt',
  'owner',
  'status',
  'other',
];
const anyValues = fc.dictionary(
  fc.constantFrom(...claimFields, 'name', 'active', '__proto__', 'id'),
  anyValue,
);

describe('validation on arbitrary records', () => {
  it('never throws, and always answers with a list of coded errors', async () => {
    const app = openApp();
    await app.store.put(TRAVEL);
    await app.store.putMany(Array.from({ length: 30 }, (_, i) => storedClaim(`c${i}`)));
    await app.book.ready('Claim');
    await app.book.ready('Category');
    await fc.assert(
      fc.asyncProperty(
        anyValues,
        fc.constantFrom('Claim', 'Category', 'Nope'),
        async (values, entity) => {
          for (const target of [{ mode: 'create' as const }, { mode: 'edit' as const, id: 'c1' }]) {
            const check = app.book.validateForm(entity, values, target);
            for (const error of [...check.form, ...Object.values(check.fields).flat()])
              expect(typeof error.code).toBe('string');
          }
          const record = { ...storedClaim('x1'), entity, values } as unknown as StoredRecord;
          const errors = await app.book.writeGuard({
            entity: app.spec.entities[0]!,
            record,
            errors: [],
          });
          expect(Array.isArray(errors)).toBe(true);
          expect(await app.book.validateAction('Claim', record, 'submit')).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
