import { pick } from '../../backend/mulberry32.ts';
import { byText, formattedTextInput, lineOf, showText, stringValues } from './text.ts';
import type { FieldKindBehaviour, TypeOf } from './types.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const values = stringValues<TypeOf<'email'>>(
  (value) => typeof value === 'string' && EMAIL.test(value),
);
const LINE = lineOf('email', true);
const FIRST_NAMES = ['ada', 'ben', 'cleo', 'dan', 'eva', 'finn', 'gia', 'hugo', 'ines', 'jon'];
const LAST_NAMES = ['lovelace', 'hopper', 'turing', 'noether', 'curie', 'knuth', 'liskov'];

/**
 * An e-mail address: text with one `@` and a dot in its domain, without spaces; a sample is a
 * well-formed address at example.com.
 */
export const emailKind: FieldKindBehaviour<TypeOf<'email'>> = {
  ...values,
  display: showText,
  ...byText,
  input: formattedTextInput(values.parse, values.format, () => LINE),
  sample: (_type, _name, { random, index, unique }) => {
    const first = pick(random, FIRST_NAMES) ?? 'ada';
    const last = pick(random, LAST_NAMES) ?? 'lovelace';
    return `${first}.${last}${unique ? index + 1 : ''}@example.com`;
  },
};
