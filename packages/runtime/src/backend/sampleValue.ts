import type { Field, FieldType } from '@specrun/model';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { between, pick, type Random } from './mulberry32.ts';

/** What making one sample value needs besides its field. */
export interface SampleContext {
  random: Random;
  /** The record's number within its entity (0 first): makes unique values unique. */
  index: number;
  /** True when the value must differ from every other record's (a `unique` field or rule). */
  unique: boolean;
  /** The ids a reference to `entity` may point at (sample users for `User`). */
  idsOf: (entity: string) => readonly string[];
  /** The state a new record starts in, for a state field. */
  initialState?: string;
  /** Dates and times are drawn from the year before this moment. */
  anchor: Date;
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
const FIRST_NAMES = ['ada', 'ben', 'cleo', 'dan', 'eva', 'finn', 'gia', 'hugo', 'ines', 'jon'];
const LAST_NAMES = ['lovelace', 'hopper', 'turing', 'noether', 'curie', 'knuth', 'liskov'];

/**
 * A value of a field's type, drawn from `context.random`: text of a few words (a number added
 * when it must be unique), numbers, money with cents, dates and times in the year before the
 * anchor, well-formed emails, URLs and phone numbers, one of an enum's values, the id of a
 * record (or sample user) a reference may point at, the initial state. `undefined` when no value
 * can be made (a reference to an entity without records, a type the reader did not know).
 */
export function sampleValue(field: Field, context: SampleContext): FieldValue | undefined {
  return valueOf(field.type, field.name, context);
}

function valueOf(type: FieldType, name: string, context: SampleContext): FieldValue | undefined {
  const { random, index } = context;
  const suffix = context.unique ? ` ${index + 1}` : '';
  switch (type.kind) {
    case 'text':
      return capitalize(words(random, between(random, 1, 3))) + suffix;
    case 'longtext':
      return `${capitalize(words(random, between(random, 6, 14)))}.${suffix}`;
    case 'number':
      return between(random, 0, 100_000) / 100;
    case 'integer':
      return between(random, 0, 100) + (context.unique ? index * 101 : 0);
    case 'money':
      // Mostly small amounts, some larger: limits in rules tend to sit above the usual.
      return between(random, 500, random() < 0.7 ? 5_000 : 50_000) / 100;
    case 'boolean':
      return random() < 0.5;
    case 'date':
      return pastTime(context).toISOString().slice(0, 10);
    case 'datetime':
      return `${pastTime(context).toISOString().slice(0, 19)}Z`;
    case 'email': {
      const first = pick(random, FIRST_NAMES) ?? 'ada';
      const last = pick(random, LAST_NAMES) ?? 'lovelace';
      return `${first}.${last}${context.unique ? index + 1 : ''}@example.com`;
    }
    case 'url':
      return `https://example.com/${encodeURIComponent(name)}/${index + 1}-${between(random, 1000, 9999)}`;
    case 'phone':
      return `+1 555 ${String(between(random, 0, 9999)).padStart(4, '0')}`;
    case 'password':
      return `${pick(random, WORDS) ?? 'word'}-${between(random, 100_000, 999_999)}`;
    case 'enum':
      return pick(random, type.values);
    case 'ref':
      return pick(random, context.idsOf(type.entity));
    case 'state':
      return context.initialState;
    case 'list': {
      const items: FieldValue[] = [];
      const count = between(random, 0, 3);
      for (let i = 0; i < count; i++) {
        const item = valueOf(type.of, name, { ...context, unique: false });
        if (item !== undefined && !(type.of.kind === 'ref' && items.includes(item)))
          items.push(item);
      }
      return items;
    }
    case 'unknown':
      return undefined;
  }
}

function words(random: Random, count: number): string {
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) chosen.push(pick(random, WORDS) ?? 'item');
  return chosen.join(' ');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A moment one day to a year before the anchor, on a whole second. */
function pastTime(context: SampleContext): Date {
  const seconds = between(context.random, 86_400, 365 * 86_400);
  return new Date(Math.floor(context.anchor.getTime() / 1000 - seconds) * 1000);
}
