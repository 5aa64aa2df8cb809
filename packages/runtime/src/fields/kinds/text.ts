import type { FieldType } from '@specrun/model';
import { between, pick, type Random } from '../../backend/mulberry32.ts';
import type {
  FieldKindBehaviour,
  FieldValue,
  FormInputKind,
  InputElement,
  InputReading,
  InputValue,
  TypeOf,
} from './types.ts';

// One line of text, and the parts the other kinds stored as text build on.

/** Orders two values as text, in locale order. */
export const compareStrings = (a: FieldValue, b: FieldValue): number =>
  String(a).localeCompare(String(b));

/** The values of a kind stored as text: those `isValue` accepts, read and written as they are. */
export function stringValues<T extends FieldType>(
  isValue: (value: unknown) => boolean,
): Pick<FieldKindBehaviour<T>, 'test' | 'parse' | 'format' | 'compare'> {
  return {
    test: () => isValue,
    parse: (text) => (isValue(text) ? text : undefined),
    format: (value) => String(value),
    compare: compareStrings,
  };
}

/** A value shown to people as the text it is. */
export const showText = (value: FieldValue): string => String(value);

/** A filter on the text a value contains, and a sort by its text. */
export const byText: Pick<FieldKindBehaviour, 'filter' | 'sortKey' | 'sortsByNumber'> = {
  filter: { kind: 'contains' },
  sortKey: (value) => String(value),
  sortsByNumber: false,
};

/** What an input's content means when it holds nothing. */
export const EMPTY: InputReading = { status: 'empty' };
/** What an input's content means when it is no value of its field's type. */
export const INVALID: InputReading = { status: 'invalid' };

/** An input's content as text (list items joined, a checkbox's state written). */
export const asText = (input: InputValue): string =>
  typeof input === 'string' ? input : Array.isArray(input) ? input.join(', ') : String(input);

/** A value read from an input: the value, or not one when `parse` gave nothing. */
export const readingOf = (value: FieldValue | undefined): InputReading =>
  value === undefined ? INVALID : { status: 'value', value };

/**
 * Free text, shown with `format` and read with `parse`: kept exactly as typed (rules may care
 * about spaces); spaces alone are no text.
 */
export function freeTextInput<T extends FieldType>(
  { parse, format }: Pick<FieldKindBehaviour<T>, 'parse' | 'format'>,
  element: (type: T) => InputElement,
): FormInputKind<T> {
  return {
    empty: '',
    show: format,
    read: (input, type) => {
      const text = asText(input);
      return text.trim() === '' ? EMPTY : readingOf(parse(text, type));
    },
    element,
  };
}

/**
 * Text of a format (an address, a date, a choice), shown with `show` and read with `parse`:
 * surrounding spaces are not part of it.
 */
export function formattedTextInput<T extends FieldType>(
  parse: (text: string, type: T) => FieldValue | undefined,
  show: (value: FieldValue, type: T) => string,
  element: (type: T) => InputElement,
): FormInputKind<T> {
  return {
    empty: '',
    show,
    read: (input, type) => {
      const text = asText(input).trim();
      return text === '' ? EMPTY : readingOf(parse(text, type));
    },
    element,
  };
}

/** A one-line input of an HTML type; `keepsText` as `InputElement` says. */
export function lineOf(
  htmlType: Extract<InputElement, { control: 'line' }>['htmlType'],
  keepsText: boolean,
): InputElement {
  return { control: 'line', htmlType, keepsText };
}

const WORDS = [
  'travel',
  'hotel',
  'train',
  'taxi',
  'lunch',
  'dinner',
  'office',
  'books',
  'software',
  'conference',
  'client',
  'visit',
  'supplies',
  'course',
  'parking',
  'flight',
  'phone',
  'printer',
  'team',
  'workshop',
];

/** A few words drawn from a list of expense words, in lower case. */
export function words(random: Random, count: number): string {
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) chosen.push(pick(random, WORDS) ?? 'item');
  return chosen.join(' ');
}

/** The text with its first letter in upper case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isText = (value: unknown): boolean => typeof value === 'string' && !value.includes('\n');
const values = stringValues<TypeOf<'text'>>(isText);
const LINE = lineOf('text', true);

/** One line of text: it can name a record; a sample is a few words. */
export const textKind: FieldKindBehaviour<TypeOf<'text'>> = {
  ...values,
  display: showText,
  names: true,
  ...byText,
  input: freeTextInput(values, () => LINE),
  sample: (_type, _name, { random, index, unique }) =>
    capitalize(words(random, between(random, 1, 3))) + (unique ? ` ${index + 1}` : ''),
};
