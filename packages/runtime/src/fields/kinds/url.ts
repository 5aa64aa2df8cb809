import { between } from '../../backend/mulberry32.ts';
import { byText, formattedTextInput, lineOf, showText, stringValues } from './text.ts';
import type { FieldKindBehaviour, TypeOf } from './types.ts';

/** A link: a scheme, `://`, and no spaces (`https://receipts.example/r/1`). */
export const URL_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;

const values = stringValues<TypeOf<'url'>>(
  (value) => typeof value === 'string' && URL_PATTERN.test(value),
);
const LINE = lineOf('url', true);

/** A link (`URL_PATTERN`), shown as a link; a sample is a link at example.com. */
export const urlKind: FieldKindBehaviour<TypeOf<'url'>> = {
  ...values,
  display: showText,
  link: true,
  ...byText,
  input: formattedTextInput(values.parse, values.format, () => LINE),
  sample: (_type, name, { random, index }) =>
    `https://example.com/${encodeURIComponent(name)}/${index + 1}-${between(random, 1000, 9999)}`,
};
