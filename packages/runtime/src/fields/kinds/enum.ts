import { pick } from '../../backend/mulberry32.ts';
import { compareStrings, formattedTextInput, showText } from './text.ts';
import type { FieldKindBehaviour, FieldValue, TypeOf } from './types.ts';

type Enum = TypeOf<'enum'>;

const parse = (text: string, type: Enum): string | undefined =>
  type.values.includes(text.trim()) ? text.trim() : undefined;
const format = (value: FieldValue): string => String(value);

/**
 * One of listed values (`enum: low, high`): filtered by a choice of them in their order, chosen
 * among them in a form; a sample is one of them.
 */
export const enumKind: FieldKindBehaviour<Enum> = {
  test: (type) => (value) => typeof value === 'string' && type.values.includes(value),
  parse,
  format,
  compare: compareStrings,
  display: showText,
  filter: {
    kind: 'oneOf',
    choices: (type) => type.values.map((value) => ({ value, label: value })),
  },
  sortKey: (value) => String(value),
  sortsByNumber: false,
  input: formattedTextInput(parse, format, (type) => ({ control: 'select', values: type.values })),
  sample: (type, _name, { random }) => pick(random, type.values),
};
