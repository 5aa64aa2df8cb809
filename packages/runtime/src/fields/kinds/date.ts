import { between } from '../../backend/mulberry32.ts';
import { formattedTextInput, lineOf, showText, stringValues } from './text.ts';
import type { FieldKindBehaviour, SampleContext, TypeOf } from './types.ts';

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The value of the decimal digits of `text` from `start` to `end`, or -1 for a non-digit. */
function digits(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Whether a value is a real day of the Gregorian calendar written `YYYY-MM-DD` (`2026-02-29` is
 * not one), by arithmetic on the characters: it runs on every keystroke of a form, and a `Date`
 * (or a regular expression's match) per check would be the slowest part of a record's checks.
 */
function isDate(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 10) return false;
  if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS[month - 1] ?? 0));
}

/** A moment one day to a year before the context's anchor, on a whole second. */
export function pastTime(context: SampleContext): Date {
  const seconds = between(context.random, 86_400, 365 * 86_400);
  return new Date(Math.floor(context.anchor.getTime() / 1000 - seconds) * 1000);
}

const values = stringValues<TypeOf<'date'>>(isDate);
const LINE = lineOf('date', false);

/**
 * A day of the calendar, `2026-11-22`: filtered by a range of days picked with the browser's
 * date input, sorted as its text; a sample is a day in the year before the anchor.
 */
export const dateKind: FieldKindBehaviour<TypeOf<'date'>> = {
  ...values,
  display: showText,
  filter: { kind: 'range', input: { control: 'date', htmlType: 'date' }, bound: (text) => text },
  sortKey: (value) => String(value),
  sortsByNumber: false,
  input: formattedTextInput(values.parse, values.format, () => LINE),
  sample: (_type, _name, context) => pastTime(context).toISOString().slice(0, 10),
};
