import { between } from '../../backend/mulberry32.ts';
import { byText, formattedTextInput, lineOf, showText, stringValues } from './text.ts';
import type { FieldKindBehaviour, TypeOf } from './types.ts';

const PHONE = /^\+?[\d\s().-]{3,}$/;
const values = stringValues<TypeOf<'phone'>>(
  (value) => typeof value === 'string' && PHONE.test(value),
);
const LINE = lineOf('tel', true);

/**
 * A telephone number: digits, spaces, brackets, dots and dashes, with an optional leading `+`;
 * a sample is a number of the 555 range.
 */
export const phoneKind: FieldKindBehaviour<TypeOf<'phone'>> = {
  ...values,
  display: showText,
  ...byText,
  input: formattedTextInput(values.parse, values.format, () => LINE),
  sample: (_type, _name, { random }) =>
    `+1 555 ${String(between(random, 0, 9999)).padStart(4, '0')}`,
};
