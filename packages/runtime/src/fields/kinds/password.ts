import { between } from '../../backend/mulberry32.ts';
import { byText, formattedTextInput, lineOf, stringValues, words } from './text.ts';
import type { FieldKindBehaviour, TypeOf } from './types.ts';

const values = stringValues<TypeOf<'password'>>(
  (value) => typeof value === 'string' && value !== '',
);
const LINE = lineOf('password', false);

/**
 * A password: any text but none, typed into a masked input. A write sends the password itself;
 * the backend keeps only its hash (`hashPassword`), so a stored value is never shown: its display
 * is a mask and its input starts empty. A sample is two words and six digits.
 */
export const passwordKind: FieldKindBehaviour<TypeOf<'password'>> = {
  ...values,
  display: () => '••••••',
  ...byText,
  input: formattedTextInput(
    values.parse,
    () => '',
    () => LINE,
  ),
  sample: (_type, _name, { random }) => `${words(random, 1)}-${between(random, 100_000, 999_999)}`,
};
