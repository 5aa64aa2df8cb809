import { readingOf } from './text.ts';
import type { FieldKindBehaviour, InputElement, TypeOf } from './types.ts';

const isBoolean = (value: unknown): boolean => typeof value === 'boolean';
const parse = (text: string): boolean | undefined => {
  const t = text.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(t)) return true;
  if (['false', 'no', '0'].includes(t)) return false;
  return undefined;
};
const CHECKBOX: InputElement = { control: 'checkbox' };

/**
 * Yes or no: shown as `yes` and `no`, filtered by a choice of both (the page holds them as
 * `true` and `false`), no sorting before yes. Its input is a checkbox, never empty; in a list an
 * item is text (`yes`, `false`) read as a value.
 */
export const booleanKind: FieldKindBehaviour<TypeOf<'boolean'>> = {
  test: () => isBoolean,
  parse,
  format: (value) => String(value),
  compare: (a, b) => Number(a) - Number(b),
  display: (value) => (value ? 'yes' : 'no'),
  filter: {
    kind: 'oneOf',
    choices: () => [
      { value: true, label: 'yes' },
      { value: false, label: 'no' },
    ],
    value: (text) => text === 'true',
  },
  sortKey: (value) => Number(value),
  sortsByNumber: true,
  input: {
    empty: false,
    show: (value) => value === true,
    read: (input) =>
      typeof input === 'boolean' ? { status: 'value', value: input } : readingOf(undefined),
    readItem: (text) => readingOf(parse(text)),
    element: () => CHECKBOX,
  },
  sample: (_type, _name, { random }) => random() < 0.5,
};
