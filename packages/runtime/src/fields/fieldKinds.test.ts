import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldType } from '@specrun/model';
import {
  compareFieldValues,
  defaultFieldValue,
  formatFieldValue,
  isFieldValue,
  parseFieldValue,
} from './fieldKinds.ts';

describe('field kinds', () => {
  it.each<[FieldType, unknown, boolean]>([
    [{ kind: 'text' }, 'Taxi', true],
    [{ kind: 'text' }, 'two\nlines', false],
    [{ kind: 'longtext' }, 'two\nlines', true],
    [{ kind: 'integer' }, 3, true],
    [{ kind: 'integer' }, 3.5, false],
    [{ kind: 'money', currency: 'EUR' }, 12.5, true],
    [{ kind: 'money', currency: 'EUR' }, 0.07, true],
    [{ kind: 'money', currency: 'EUR' }, 1234567890123.45, true],
    // Regression: a form, an import or a call could store an amount with a third decimal, or one
    // too large for its cents to be exact, shown as "1.1111111111111112e+59".
    [{ kind: 'money', currency: 'EUR' }, 12.345, false],
    [{ kind: 'money', currency: 'EUR' }, 1.1111111111111112e59, false],
    [{ kind: 'money', currency: 'EUR' }, 1e14, false],
    [{ kind: 'number' }, Number.NaN, false],
    [{ kind: 'date' }, '2026-02-30', false],
    [{ kind: 'date' }, '2026-02-28', true],
    [{ kind: 'datetime' }, '2026-02-28T10:00:00Z', true],
    [{ kind: 'email' }, 'ada@example.org', true],
    [{ kind: 'email' }, 'ada', false],
    [{ kind: 'url' }, 'https://example.org/r/1', true],
    [{ kind: 'enum', values: ['low', 'high'] }, 'mid', false],
    [{ kind: 'list', of: { kind: 'integer' } }, [1, 2], true],
    [{ kind: 'list', of: { kind: 'integer' } }, [1, 'x'], false],
    [{ kind: 'boolean' }, 'true', false],
  ])('%j accepts %j: %s', (type, value, expected) => {
    expect(isFieldValue(value, type)).toBe(expected);
  });

  it('reads text and writes it back', () => {
    expect(parseFieldValue(' 42 ', { kind: 'integer' })).toBe(42);
    expect(parseFieldValue('4.2', { kind: 'integer' })).toBeUndefined();
    expect(parseFieldValue('-12.30', { kind: 'money', currency: 'EUR' })).toBe(-12.3);
    expect(parseFieldValue('12.301', { kind: 'money', currency: 'EUR' })).toBeUndefined();
    expect(parseFieldValue('1'.repeat(60), { kind: 'money', currency: 'EUR' })).toBeUndefined();
    expect(parseFieldValue('yes', { kind: 'boolean' })).toBe(true);
    expect(parseFieldValue('["a","b"]', { kind: 'list', of: { kind: 'text' } })).toEqual([
      'a',
      'b',
    ]);
    expect(formatFieldValue(['a', 'b'], { kind: 'list', of: { kind: 'text' } })).toBe('["a","b"]');
  });

  it('round-trips numbers through text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const type: FieldType = { kind: 'number' };
        expect(parseFieldValue(formatFieldValue(n, type), type)).toBe(n === 0 ? 0 : n);
      }),
    );
  });

  it('orders values by type', () => {
    expect(compareFieldValues(9, 10, { kind: 'number' })).toBeLessThan(0);
    expect(compareFieldValues('2026-01-02', '2025-12-31', { kind: 'date' })).toBeGreaterThan(0);
  });

  it('applies defaults that fit the type and ignores those that do not', () => {
    expect(defaultFieldValue({ type: { kind: 'boolean' }, default: true })).toBe(true);
    expect(defaultFieldValue({ type: { kind: 'integer' }, default: '7' })).toBe(7);
    expect(defaultFieldValue({ type: { kind: 'integer' }, default: 'seven' })).toBeUndefined();
    expect(defaultFieldValue({ type: { kind: 'text' } })).toBeUndefined();
  });
});
