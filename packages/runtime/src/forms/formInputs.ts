import type { FieldType } from '@specrun/model';
import {
  formatFieldValue,
  isFieldValue,
  parseFieldValue,
  type FieldValue,
} from '../fields/fieldKinds.ts';
import { fromLocalDateTime, toLocalDateTime } from './dateTimeInput.ts';

/** What a form's input holds while the user edits it: text, a checkbox's state, or list items. */
export type InputValue = string | boolean | string[];

/** What an input's content means: no value, a value of the field's type, or not one. */
export type InputReading =
  { status: 'empty' } | { status: 'value'; value: FieldValue } | { status: 'invalid' };

/**
 * How one kind of field meets its input: what the input holds when the field has no value,
 * how a stored value is shown in it, and how what the user entered becomes a value.
 */
export interface FormInputKind {
  empty: InputValue;
  show(value: FieldValue, type: FieldType): InputValue;
  read(input: InputValue, type: FieldType): InputReading;
}

const EMPTY: InputReading = { status: 'empty' };
const INVALID: InputReading = { status: 'invalid' };

const asText = (input: InputValue): string =>
  typeof input === 'string' ? input : Array.isArray(input) ? input.join(', ') : String(input);

const reading = (value: FieldValue | undefined): InputReading =>
  value === undefined ? INVALID : { status: 'value', value };

/** Free text: kept exactly as typed (rules may care about spaces); spaces alone are no text. */
const freeText: FormInputKind = {
  empty: '',
  show: (value, type) => formatFieldValue(value, type),
  read: (input, type) => {
    const text = asText(input);
    return text.trim() === '' ? EMPTY : reading(parseFieldValue(text, type));
  },
};

/** Text of a format (an address, a date, a choice): surrounding spaces are not part of it. */
const formattedText = (
  parse: (text: string, type: FieldType) => FieldValue | undefined = parseFieldValue,
  show: (value: FieldValue, type: FieldType) => string = formatFieldValue,
): FormInputKind => ({
  empty: '',
  show,
  read: (input, type) => {
    const text = asText(input).trim();
    return text === '' ? EMPTY : reading(parse(text, type));
  },
});

/**
 * A number as typed: a decimal comma is read as a point (`12,5`), but only one of them, and not
 * one followed by exactly three digits: `6,000` is six thousand to some and six to others, so it
 * is no number until written unambiguously (`6000`, `6.000`, `6,00`).
 */
function parseNumberText(text: string, type: FieldType): FieldValue | undefined {
  if (/^-?\d*,\d{3}$/.test(text)) return undefined;
  const normal = /^-?\d*,\d+$/.test(text) ? text.replace(',', '.') : text;
  return parseFieldValue(normal, type);
}

const datetime = formattedText(
  (text) => fromLocalDateTime(text),
  (value) => toLocalDateTime(String(value)),
);

const elementOf = (type: FieldType): FieldType =>
  type.kind === 'list' ? type.of : { kind: 'unknown', text: '' };

/** The input side of every field kind; `state` is shown, never read back (actions change it). */
export const FORM_INPUTS: Record<FieldType['kind'], FormInputKind> = {
  text: freeText,
  longtext: freeText,
  unknown: freeText,
  email: formattedText(),
  url: formattedText(),
  phone: formattedText(),
  // A password is typed, never shown: a stored one is a hash, and its input starts empty.
  password: { ...formattedText(), show: () => '' },
  date: formattedText(),
  datetime,
  enum: formattedText(),
  ref: formattedText(),
  state: formattedText(),
  number: formattedText(parseNumberText),
  integer: formattedText(parseNumberText),
  // An amount of money (whole cents: the field kind's `isAmount`) is shown with its cents.
  money: formattedText(parseNumberText, (value, type) =>
    typeof value === 'number' && isFieldValue(value, type)
      ? value.toFixed(2)
      : formatFieldValue(value, type),
  ),
  boolean: {
    empty: false,
    show: (value) => value === true,
    read: (input) =>
      typeof input === 'boolean' ? { status: 'value', value: input } : reading(undefined),
  },
  list: {
    empty: [],
    show: (value, type) => {
      const of = elementOf(type);
      const items = Array.isArray(value) ? value : [value];
      return items.map((item) => asText(FORM_INPUTS[of.kind].show(item, of)));
    },
    read: (input, type) => {
      const of = elementOf(type);
      const items = Array.isArray(input) ? input : asText(input) === '' ? [] : [asText(input)];
      const values: FieldValue[] = [];
      for (const item of items) {
        // A tag is text even in a list of booleans, so each item is read as text of its type.
        const one =
          of.kind === 'boolean'
            ? reading(parseFieldValue(item, of))
            : FORM_INPUTS[of.kind].read(item, of);
        if (one.status === 'invalid') return INVALID;
        if (one.status === 'value') values.push(one.value);
      }
      if (values.length === 0) return EMPTY;
      return { status: 'value', value: values };
    },
  },
};

/** What the input of a field of `type` shows for `value` (its empty content when there is none). */
export function inputOf(value: FieldValue | undefined, type: FieldType): InputValue {
  const kind = FORM_INPUTS[type.kind];
  return value === undefined ? kind.empty : kind.show(value, type);
}

/** Reads what the user entered in the input of a field of `type`. */
export function readInput(input: InputValue, type: FieldType): InputReading {
  return FORM_INPUTS[type.kind].read(input, type);
}
