import type { FieldType } from '../model/Spec.ts';
import { splitList } from './fieldType.ts';

/** A sample record's value once read by its field's type. */
export type SampleValue = string | number | boolean | SampleValue[];

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const URL_START = /^https?:\/\/\S+$/i;
const YES = ['yes', 'true', '1'];
const NO = ['no', 'false', '0'];

/**
 * Reads a sample record's cell as a value of its field's type, as the app stores it: a number for
 * number, integer and money (whole cents), yes or no for boolean, an ISO date or date and time, a
 * listed value for enum, the comma-separated values of a list. A `ref` is the id it names and a
 * state its name (the checker looks them up). Gives a problem in words when the text is no value
 * of the type; an unknown type takes any text.
 */
export function readSampleValue(
  type: FieldType,
  text: string,
): { ok: true; value: SampleValue } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false as const, problem: `"${text}" ${problem}` });
  switch (type.kind) {
    case 'number':
    case 'integer':
    case 'money': {
      if (!NUMBER.test(text)) return fail('is not a number');
      const value = Number(text);
      if (type.kind === 'integer' && !Number.isInteger(value)) return fail('is not a whole number');
      if (type.kind === 'money' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
        return fail(`has more than two decimals for an amount in ${type.currency}`);
      return { ok: true, value };
    }
    case 'boolean': {
      const word = text.toLowerCase();
      if (YES.includes(word)) return { ok: true, value: true };
      if (NO.includes(word)) return { ok: true, value: false };
      return fail('is not yes or no');
    }
    case 'date':
      return DATE.test(text) && isRealDate(text)
        ? { ok: true, value: text }
        : fail('is not a date (2026-03-31)');
    case 'datetime':
      return DATE_TIME.test(text) && !Number.isNaN(new Date(text).getTime())
        ? { ok: true, value: text }
        : fail('is not a date and time (2026-03-31T09:30:00Z)');
    case 'email':
      return EMAIL.test(text) ? { ok: true, value: text } : fail('is not an e-mail address');
    case 'url':
      return URL_START.test(text) ? { ok: true, value: text } : fail('is not a link (https://…)');
    case 'enum':
      return type.values.includes(text)
        ? { ok: true, value: text }
        : fail(`is not one of ${type.values.join(', ')}`);
    case 'list': {
      const values: SampleValue[] = [];
      for (const part of splitList(text)) {
        const read = readSampleValue(type.of, part);
        if (!read.ok) return read;
        values.push(read.value);
      }
      return { ok: true, value: values };
    }
    default:
      return { ok: true, value: text };
  }
}

function isRealDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}
