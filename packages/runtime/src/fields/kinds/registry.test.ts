import fc from 'fast-check';
import type { FieldType } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../backend/mulberry32.ts';
import { inputElementOf, inputOf, readInput } from '../../forms/formInputs.ts';
import {
  compareFieldValues,
  formatFieldValue,
  isFieldValue,
  parseFieldValue,
} from '../fieldKinds.ts';
import { FIELD_KINDS, kindOf } from './registry.ts';
import type { FieldValue, SampleContext } from './types.ts';

// What the parts of each kind promise each other, for every kind.

const TYPES: FieldType[] = [
  { kind: 'text' },
  { kind: 'longtext' },
  { kind: 'number' },
  { kind: 'integer' },
  { kind: 'money', currency: 'EUR' },
  { kind: 'boolean' },
  { kind: 'date' },
  { kind: 'datetime' },
  { kind: 'email' },
  { kind: 'url' },
  { kind: 'phone' },
  { kind: 'enum', values: ['low', 'high'] },
  { kind: 'ref', entity: 'Category' },
  { kind: 'state' },
  { kind: 'list', of: { kind: 'integer' } },
  { kind: 'list', of: { kind: 'ref', entity: 'Category' } },
];

/** Samples of a type, as the mock backend draws them. */
function samplesOf(type: FieldType, seed: number, count: number): FieldValue[] {
  const random = mulberry32(seed);
  const values: FieldValue[] = [];
  for (let index = 0; index < count; index++) {
    const context: SampleContext = {
      random,
      index,
      unique: index % 2 === 0,
      idsOf: () => ['k1', 'k2', 'k3'],
      initialState: 'draft',
      anchor: new Date('2026-01-01T00:00:00Z'),
    };
    const value = kindOf(type).sample(type, 'field', context);
    if (value !== undefined) values.push(value);
  }
  return values;
}

describe('every field kind', () => {
  it('is in the registry', () => {
    const kinds = Object.keys(FIELD_KINDS);
    expect(kinds).toHaveLength(17);
    for (const type of TYPES) expect(kinds).toContain(type.kind);
  });

  it.each(TYPES.map((type) => [type.kind, type] as const))(
    'draws %s samples that are values of it, and that its text and input read back',
    (_kind, type) => {
      const samples = samplesOf(type, 11, 60);
      expect(samples.length).toBeGreaterThan(30);
      for (const value of samples) {
        expect(isFieldValue(value, type)).toBe(true);
        expect(parseFieldValue(formatFieldValue(value, type), type)).toEqual(value);
        const read = readInput(inputOf(value, type), type);
        // An empty list is an input holding nothing: the field has no value.
        if (Array.isArray(value) && value.length === 0) {
          expect(read).toEqual({ status: 'empty' });
          continue;
        }
        if (read.status !== 'value')
          throw new Error(`${JSON.stringify(value)} read ${read.status}`);
        // A datetime input shows local time to the minute or second: the same moment comes back.
        if (typeof value === 'string' && type.kind === 'datetime')
          expect(Date.parse(read.value as string)).toBe(Date.parse(value));
        else expect(read.value).toEqual(value);
      }
    },
  );

  it('sorts a list by the keys of its query as its values compare', () => {
    const keyOrder = (x: number | string, y: number | string): number =>
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    for (const type of TYPES) {
      const samples = samplesOf(type, 5, 40);
      const { sortKey, sortsByNumber } = kindOf(type);
      fc.assert(
        fc.property(fc.constantFrom(...samples), fc.constantFrom(...samples), (a, b) => {
          const x = sortKey(a);
          const y = sortKey(b);
          expect(typeof x === 'number', type.kind).toBe(sortsByNumber);
          expect(Math.sign(keyOrder(x, y)), type.kind).toBe(
            Math.sign(compareFieldValues(a, b, type)),
          );
        }),
        { numRuns: 200 },
      );
    }
  });

  it('holds each record once in a sample list of references', () => {
    const type: FieldType = { kind: 'list', of: { kind: 'ref', entity: 'Category' } };
    for (const value of samplesOf(type, 3, 200))
      expect(new Set(value as string[]).size).toBe((value as string[]).length);
  });
});

describe('the input element of a field', () => {
  it('keeps what is typed in the one-line texts, not in the dates', () => {
    const keeps = TYPES.filter((type) => {
      const element = inputElementOf(type);
      return element.control === 'line' && element.keepsText;
    }).map((type) => type.kind);
    expect(keeps).toEqual(['text', 'email', 'url', 'phone']);
    expect(inputElementOf({ kind: 'date' })).toEqual({
      control: 'line',
      htmlType: 'date',
      keepsText: false,
    });
  });

  it("of a list follows the element of its items' kind", () => {
    const listOf = (of: FieldType): FieldType => ({ kind: 'list', of });
    expect(inputElementOf(listOf({ kind: 'ref', entity: 'Category' }))).toEqual({
      control: 'records',
      entity: 'Category',
    });
    expect(inputElementOf(listOf({ kind: 'enum', values: ['a', 'b'] }))).toEqual({
      control: 'multiselect',
      values: ['a', 'b'],
    });
    expect(inputElementOf(listOf({ kind: 'date' }))).toEqual({ control: 'tags' });
  });

  it('says why a field of a type Specrun does not know is edited as text', () => {
    expect(inputElementOf({ kind: 'unknown', text: 'colour' })).toEqual({
      control: 'plain',
      note: 'The type “colour” is unknown; it is kept as text.',
    });
    expect(inputElementOf({ kind: 'money', currency: 'EUR' })).toEqual({
      control: 'number',
      integral: false,
      unit: 'EUR',
      tidy: true,
    });
  });
});
