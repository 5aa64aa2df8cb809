import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entity, Field, FieldType } from '@specrun/model';
import { isFieldValue } from '../fields/fieldKinds.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { migrateRecord } from './migrateRecord.ts';

const NOW = '2026-11-22T10:00:00.000Z';

function field(name: string, type: FieldType, extra: Partial<Field> = {}): Field {
  return { name, type, required: false, unique: false, notes: '', ...extra };
}

function record(values: StoredRecord['values']): StoredRecord {
  return {
    entity: 'Claim',
    id: 'c1',
    values,
    aside: {},
    version: 1,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

const claim = (fields: Field[]): Entity => ({ name: 'Claim', text: '', fields });

describe('migrateRecord', () => {
  it('keeps aside the value of a removed field', () => {
    const { record: out, notes } = migrateRecord(
      record({ title: 'Taxi', receipt: 'https://r.example/1' }),
      claim([field('title', { kind: 'text' })]),
      ['title', 'receipt'],
      NOW,
    );
    expect(out.values).toEqual({ title: 'Taxi' });
    expect(out.aside.receipt).toEqual({
      value: 'https://r.example/1',
      reason: 'the field receipt is no longer in the spec',
      since: NOW,
    });
    expect(notes).toEqual([
      {
        field: 'receipt',
        change: 'kept aside',
        reason: 'the field receipt is no longer in the spec',
      },
    ]);
  });

  it('keeps aside a value that no longer fits its type, and keeps one that still does', () => {
    const { record: out } = migrateRecord(
      record({ amount: 'twelve', total: 12 }),
      claim([
        field('amount', { kind: 'number' }),
        field('total', { kind: 'money', currency: 'EUR' }),
      ]),
      ['amount', 'total'],
      NOW,
    );
    expect(out.values).toEqual({ total: 12 });
    expect(out.aside.amount?.value).toBe('twelve');
  });

  it('gives a new field its default but leaves an old empty field empty', () => {
    const entity = claim([
      field('title', { kind: 'text' }, { default: 'untitled' }),
      field('active', { kind: 'boolean' }, { default: true }),
    ]);
    const { record: out } = migrateRecord(record({}), entity, ['title'], NOW);
    expect(out.values).toEqual({ active: true });
  });

  it('restores a value kept aside when its field comes back', () => {
    const first = migrateRecord(record({ note: 'hello' }), claim([]), ['note'], NOW).record;
    const back = migrateRecord(first, claim([field('note', { kind: 'longtext' })]), [], NOW).record;
    expect(back.values).toEqual({ note: 'hello' });
    expect(back.aside).toEqual({});
  });

  it('never overwrites a value kept aside earlier under the same name', () => {
    const first = migrateRecord(record({ n: 'a' }), claim([]), ['n'], NOW).record;
    const again = migrateRecord(
      { ...first, values: { n: 'b' } },
      claim([field('n', { kind: 'integer' })]),
      ['n'],
      NOW,
    ).record;
    expect(
      Object.values(again.aside)
        .map((a) => a.value)
        .sort(),
    ).toEqual(['a', 'b']);
  });
});

const TYPES: FieldType[] = [
  { kind: 'text' },
  { kind: 'longtext' },
  { kind: 'number' },
  { kind: 'integer' },
  { kind: 'money', currency: 'EUR' },
  { kind: 'boolean' },
  { kind: 'date' },
  { kind: 'email' },
  { kind: 'enum', values: ['low', 'high'] },
  { kind: 'ref', entity: 'Category' },
  { kind: 'list', of: { kind: 'text' } },
  { kind: 'state' },
];

const names = ['title', 'amount', 'note', 'tags', 'when', 'level', 'owner', 'done'];
const arbType = fc.constantFrom(...TYPES);
const arbValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constantFrom('low', 'high', '2026-02-03', 'a@b.co'),
  fc.array(fc.string(), { maxLength: 3 }),
);
const arbFields = fc.uniqueArray(fc.record({ name: fc.constantFrom(...names), type: arbType }), {
  selector: (f) => f.name,
  maxLength: 6,
});

describe('migrateRecord property', () => {
  it('loses no value over any sequence of spec edits', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), arbValue),
        fc.array(arbFields, { minLength: 1, maxLength: 4 }),
        (values, shapes) => {
          let current = record(values);
          let previous: string[] | undefined = Object.keys(values);
          for (const shape of shapes) {
            const entity = claim(shape.map((f) => field(f.name, f.type, { default: 'x' })));
            const out = migrateRecord(current, entity, previous, NOW).record;
            // Every value of the input is still there: in its field, or kept aside.
            for (const [name, value] of Object.entries(current.values)) {
              const kept =
                out.values[name] !== undefined &&
                JSON.stringify(out.values[name]) === JSON.stringify(value);
              const aside = Object.values(out.aside).some(
                (a) => JSON.stringify(a.value) === JSON.stringify(value),
              );
              expect(kept || aside).toBe(true);
            }
            for (const [name, a] of Object.entries(current.aside)) {
              const stillAside = Object.values(out.aside).some(
                (b) => JSON.stringify(b.value) === JSON.stringify(a.value),
              );
              expect(
                stillAside || JSON.stringify(out.values[name]) === JSON.stringify(a.value),
              ).toBe(true);
            }
            // Every value left in a field fits that field.
            for (const f of entity.fields) {
              const v = out.values[f.name];
              if (v !== undefined) expect(isFieldValue(v, f.type)).toBe(true);
            }
            current = out;
            previous = shape.map((f) => f.name);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
