import { isExactInteger, isWholeDecimal } from '../isExactInteger.ts';
import { between } from '../../backend/mulberry32.ts';
import { byNumber, compareNumbers, parseNumber, readNumberText } from './number.ts';
import { formattedTextInput, showText } from './text.ts';
import type { FieldKindBehaviour, FieldValue, InputElement, TypeOf } from './types.ts';

const parse = (text: string): number | undefined => {
  const value = parseNumber(text);
  return value !== undefined && isExactInteger(value) && isWholeDecimal(text) ? value : undefined;
};
const format = (value: FieldValue): string => String(value);
const INTEGER: InputElement = { control: 'number', integral: true, tidy: false };

/** A whole number from -(2^53 - 1) to 2^53 - 1; a sample is up to 100, spaced apart when it must be unique. */
export const integerKind: FieldKindBehaviour<TypeOf<'integer'>> = {
  // Only integers a number keeps exactly: past 2^53 a value would be stored as another one.
  test: () => isExactInteger,
  parse,
  format,
  compare: compareNumbers,
  display: showText,
  ...byNumber(true),
  input: formattedTextInput(readNumberText(parse), format, () => INTEGER),
  sample: (_type, _name, { random, index, unique }) =>
    between(random, 0, 100) + (unique ? index * 101 : 0),
};
