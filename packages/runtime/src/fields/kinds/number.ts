import type { FieldType } from '@specrun/model';
import { between } from '../../backend/mulberry32.ts';
import { formattedTextInput, showText } from './text.ts';
import type { FieldKindBehaviour, FieldValue, InputElement, TypeOf } from './types.ts';

// A number, and the parts the other numeric kinds (integer, money) build on.

/** Orders two values as numbers. */
export const compareNumbers = (a: FieldValue, b: FieldValue): number => Number(a) - Number(b);

/** Reads a decimal number (`-12.5`, `.5`, `1e3`), or `undefined` for any other text. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A range filter and a sort by number, for a kind whose values are numbers. */
export function byNumber<T extends FieldType>(
  integral: boolean,
): Pick<FieldKindBehaviour<T>, 'filter' | 'sortKey' | 'sortsByNumber'> {
  return {
    filter: {
      kind: 'range',
      input: { control: 'number', integral },
      bound: (text) => {
        const value = Number(text);
        return Number.isFinite(value) ? value : undefined;
      },
    },
    sortKey: (value) => Number(value),
    sortsByNumber: true,
  };
}

/**
 * Reads a number as typed, with `parse`: a decimal comma is read as a point (`12,5`), but only
 * one of them, and not one followed by exactly three digits: `6,000` is six thousand to some and
 * six to others, so it is no number until written unambiguously (`6000`, `6.000`, `6,00`).
 */
export function readNumberText<T extends FieldType>(
  parse: (text: string, type: T) => FieldValue | undefined,
): (text: string, type: T) => FieldValue | undefined {
  return (text, type) => {
    if (/^-?\d*,\d{3}$/.test(text)) return undefined;
    const normal = /^-?\d*,\d+$/.test(text) ? text.replace(',', '.') : text;
    return parse(normal, type);
  };
}

const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);
const parse = (text: string): number | undefined => parseNumber(text);
const format = (value: FieldValue): string => String(value);
const NUMBER: InputElement = { control: 'number', integral: false, tidy: false };

/** A finite number; a sample has two decimals, up to 1,000. */
export const numberKind: FieldKindBehaviour<TypeOf<'number'>> = {
  test: () => isNumber,
  parse,
  format,
  compare: compareNumbers,
  display: showText,
  ...byNumber(false),
  input: formattedTextInput(readNumberText(parse), format, () => NUMBER),
  sample: (_type, _name, { random }) => between(random, 0, 100_000) / 100,
};
