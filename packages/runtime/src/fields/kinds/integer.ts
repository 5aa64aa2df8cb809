import { between } from '../../backend/mulberry32.ts';
import { byNumber, compareNumbers, parseNumber, readNumberText } from './number.ts';
import { formattedTextInput, showText } from './text.ts';
import type { FieldKindBehaviour, FieldValue, InputElement, TypeOf } from './types.ts';

const parse = (text: string): number | undefined => {
  const value = parseNumber(text);
  return value === undefined || !Number.isInteger(value) ? undefined : value;
};
const format = (value: FieldValue): string => String(value);
const INTEGER: InputElement = { control: 'number', integral: true, tidy: false };

/** A whole number; a sample is up to 100, spaced apart when it must be unique. */
export const integerKind: FieldKindBehaviour<TypeOf<'integer'>> = {
  // Number.isInteger is false for anything but a finite whole number.
  test: () => Number.isInteger,
  parse,
  format,
  compare: compareNumbers,
  display: showText,
  ...byNumber(true),
  input: formattedTextInput(readNumberText(parse), format, () => INTEGER),
  sample: (_type, _name, { random, index, unique }) =>
    between(random, 0, 100) + (unique ? index * 101 : 0),
};
