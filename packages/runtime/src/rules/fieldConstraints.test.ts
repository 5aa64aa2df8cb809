import fc from 'fast-check';
import type { Entity, FieldType } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { isFieldValue } from '../fields/fieldKinds.ts';
import { checkFieldValues, isBlank, missingReference, valueTest } from './fieldConstraints.ts';

const types: FieldType[] = [
  { kind: 'text' },
  { kind: 'longtext' },
  { kind: 'email' },
  { kind: 'url' },
  { kind: 'phone' },
  { kind: 'state' },
  { kind: 'ref', entity: 'Category' },
  { kind: 'date' },
  { kind: 'datetime' },
  { kind: 'number' },
  { kind: 'money', currency: 'EUR' },
  { kind: 'integer' },
  { kind: 'boolean' },
  { kind: 'enum', values: ['a', 'b'] },
  { kind: 'list', of: { kind: 'integer' } },
  { kind: 'unknown', text: 'thing' },
] as FieldType[];

const value = fc.oneof(
  fc.anything(),
  fc.constantFrom('', 'a', 'b', 'two\nlines', 'x@y.io', 'https://r.example/1', '+44 20 7946'),
  fc.constantFrom('2026-02-29', '2024-02-29', '2026-11-22', '2026-13-01', '2026-11-22T10:00Z'),
  fc.constantFrom(0, -0, 1.5, 2 ** 53, Number.NaN, Infinity, -Infinity, 7n, true, [1, 2], [1.5]),
  fc.double(),
  fc.integer(),
);

describe('the test of a field value, made once per field', () => {
  it('answers as isFieldValue for every kind of field', () => {
    const tests = types.map((type) => [type, valueTest(type)] as const);
    fc.assert(
      fc.property(value, (v) => {
        for (const [type, test] of tests) expect(test(v), type.kind).toBe(isFieldValue(v, type));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a blank text', () => {
  it('is a text that trims to nothing, whatever its first character', () => {
    const spaces = fc.constantFrom(
      ' ',
      '\t',
      '\n',
      '\u00a0',
      '\u2003',
      '\ufeff',
      '\u3000',
      'a',
      '.',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string(),
          fc.array(spaces).map((s) => s.join('')),
        ),
        (v) => {
          expect(isBlank(v)).toBe(typeof v === 'string' && v.trim() === '');
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("a field's messages", () => {
  it('name the field as people call it: its label, else its name as words', () => {
    const entity: Entity = {
      name: 'Claim',
      text: '',
      fields: [
        { name: 'spentOn', type: { kind: 'date' }, required: true, unique: false, notes: '' },
        {
          name: 'amount',
          type: { kind: 'number' },
          required: true,
          unique: false,
          notes: 'label "Sum spent"',
          label: 'Sum spent',
        },
        {
          name: 'category',
          type: { kind: 'ref', entity: 'Category' },
          required: false,
          unique: false,
          notes: '',
        },
      ],
    };
    const found = checkFieldValues(entity, { amount: 'many', category: 'c9' }, []);
    expect(found.errors.map((e) => [e.field, e.message])).toEqual([
      ['spentOn', 'Spent on is required.'],
      ['amount', 'Sum spent does not hold a valid number.'],
    ]);
    expect(missingReference(found.references[0]!, []).message).toBe(
      'Category points at a Category that does not exist (c9).',
    );
  });
});
