import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldType } from '@specrun/model';
import { isFieldValue } from '../fields/fieldKinds.ts';
import { FIELD_KINDS } from '../fields/kinds/registry.ts';
import { inputOf, readInput, type InputValue } from './formInputs.ts';

const money: FieldType = { kind: 'money', currency: 'EUR' };
const tags: FieldType = { kind: 'list', of: { kind: 'text' } };

describe('form inputs', () => {
  it.each<[FieldType, InputValue, unknown]>([
    [{ kind: 'text' }, 'Taxi', 'Taxi'],
    [{ kind: 'text' }, ' spaced ', ' spaced '],
    [money, '6,00', 6],
    [{ kind: 'number' }, '0,1250', 0.125],
    [{ kind: 'longtext' }, 'two\nlines', 'two\nlines'],
    [{ kind: 'number' }, '12.5', 12.5],
    [{ kind: 'number' }, '12,5', 12.5],
    [{ kind: 'integer' }, ' 42 ', 42],
    [money, '12.30', 12.3],
    [{ kind: 'boolean' }, false, false],
    [{ kind: 'date' }, '2026-11-22', '2026-11-22'],
    [{ kind: 'email' }, ' ada@example.org ', 'ada@example.org'],
    [{ kind: 'url' }, 'https://example.org/r/1', 'https://example.org/r/1'],
    [{ kind: 'phone' }, '+44 20 7946 0000', '+44 20 7946 0000'],
    [{ kind: 'enum', values: ['low', 'high'] }, 'high', 'high'],
    [{ kind: 'ref', entity: 'Category' }, 'c1', 'c1'],
    [tags, ['a', 'b'], ['a', 'b']],
    [{ kind: 'list', of: { kind: 'integer' } }, ['1', '2'], [1, 2]],
    [{ kind: 'list', of: { kind: 'boolean' } }, ['yes', 'no'], [true, false]],
    [{ kind: 'unknown', text: 'colour' }, 'teal', 'teal'],
  ])('%j reads %j as %j', (type, input, value) => {
    expect(readInput(input, type)).toEqual({ status: 'value', value });
  });

  it.each<[FieldType, InputValue]>([
    [{ kind: 'number' }, '12,5,3'],
    // Six thousand, or six? Neither: the user is asked for a number that says which.
    [{ kind: 'number' }, '6,000'],
    [money, '1,500'],
    [money, '-0,125'],
    [{ kind: 'number' }, '-'],
    [{ kind: 'integer' }, '4.2'],
    [money, 'twelve'],
    [money, '12.345'],
    [money, '1'.repeat(60)],
    [{ kind: 'date' }, '2026-02-30'],
    [{ kind: 'datetime' }, 'tomorrow'],
    [{ kind: 'email' }, 'ada'],
    [{ kind: 'url' }, 'example.org'],
    [{ kind: 'enum', values: ['low', 'high'] }, 'mid'],
    [{ kind: 'list', of: { kind: 'integer' } }, ['1', 'two']],
    [{ kind: 'boolean' }, 'maybe'],
  ])('%j refuses %j', (type, input) => {
    expect(readInput(input, type)).toEqual({ status: 'invalid' });
  });

  it.each<[FieldType, InputValue]>([
    [{ kind: 'text' }, ''],
    [{ kind: 'text' }, '    '],
    [{ kind: 'longtext' }, ' \n '],
    [{ kind: 'number' }, '   '],
    [{ kind: 'url' }, ' '],
    [{ kind: 'ref', entity: 'User' }, ''],
    [tags, []],
  ])('%j reads %j as empty', (type, input) => {
    expect(readInput(input, type)).toEqual({ status: 'empty' });
  });

  it('shows what a field holds, and its empty content when it holds nothing', () => {
    expect(inputOf(12.5, money)).toBe('12.50');
    expect(inputOf(12.345, money)).toBe('12.345');
    expect(inputOf(true, { kind: 'boolean' })).toBe(true);
    expect(inputOf(['a'], tags)).toEqual(['a']);
    expect(inputOf([1, 2], { kind: 'list', of: { kind: 'integer' } })).toEqual(['1', '2']);
    expect(inputOf(undefined, { kind: 'boolean' })).toBe(false);
    expect(inputOf(undefined, tags)).toEqual([]);
    expect(inputOf(undefined, { kind: 'date' })).toBe('');
    expect(inputOf({} as never, { kind: 'unknown', text: 'shape' })).toBe('{}');
  });

  it('reads back what it shows, for every kind with a value', () => {
    const samples: [FieldType, unknown][] = [
      [{ kind: 'text' }, 'Taxi'],
      [{ kind: 'integer' }, -3],
      [money, 1234.56],
      [{ kind: 'boolean' }, true],
      [{ kind: 'date' }, '2026-11-22'],
      [{ kind: 'datetime' }, '2026-11-22T10:30:00.000Z'],
      [{ kind: 'enum', values: ['a'] }, 'a'],
      [{ kind: 'list', of: { kind: 'date' } }, ['2026-01-01']],
    ];
    for (const [type, value] of samples) {
      expect(isFieldValue(value, type)).toBe(true);
      const shown = inputOf(value as never, type);
      expect(readInput(shown, type)).toEqual({ status: 'value', value });
    }
  });

  it('round-trips any number through its input', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const read = readInput(inputOf(n, { kind: 'number' }), { kind: 'number' });
        expect(read).toEqual({ status: 'value', value: n === 0 ? 0 : n });
      }),
    );
  });

  it('never throws on any text in any kind', () => {
    const kinds = Object.keys(FIELD_KINDS) as FieldType['kind'][];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string(), (kind, text) => {
        const type = {
          kind,
          values: ['a'],
          currency: 'EUR',
          entity: 'X',
          text: '',
          of: { kind: 'text' },
        };
        expect(() => readInput(text, type as FieldType)).not.toThrow();
      }),
    );
  });
});
