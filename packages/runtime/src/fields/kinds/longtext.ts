import { between } from '../../backend/mulberry32.ts';
import { byText, capitalize, freeTextInput, showText, stringValues, words } from './text.ts';
import type { FieldKindBehaviour, InputElement, TypeOf } from './types.ts';

const values = stringValues<TypeOf<'longtext'>>((value) => typeof value === 'string');
const LINES: InputElement = { control: 'lines' };

/**
 * Text of several lines (a description, a comment): too long for a list's column; a sample is a
 * sentence of several words.
 */
export const longtextKind: FieldKindBehaviour<TypeOf<'longtext'>> = {
  ...values,
  display: showText,
  wide: true,
  ...byText,
  input: freeTextInput(values, () => LINES),
  sample: (_type, _name, { random, index, unique }) =>
    `${capitalize(words(random, between(random, 6, 14)))}.${unique ? ` ${index + 1}` : ''}`,
};
