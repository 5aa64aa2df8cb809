import type { Entity, Field, FieldType } from '@specrun/model';

/** What a value is made for: the acting user, a serial number, and today's date. */
export interface ValueContext {
  userId: string;
  /** Distinguishes the records of one test: 1, 2, 3… */
  serial: number;
  /** Today, as `YYYY-MM-DD` (UTC). */
  today: string;
  /** A number drawn from the seed, 0 to 9: the same plan for the same seed. */
  draw: number;
}

/** A date `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function shiftDate(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * A value of a field that a spec would expect of an ordinary record: text with the run's tag
 * (`{{run}}`, so that unique fields stay unique between runs), small numbers, dates in the past,
 * well-formed emails and links, the acting user for a reference to `User`. `undefined` for what
 * the client does not send (a state, a reference to another entity, a type not known).
 */
export function ordinaryValue(entity: Entity, field: Field, context: ValueContext): unknown {
  return valueOf(field.type, `${entity.name} ${field.name}`, field, context);
}

function valueOf(type: FieldType, label: string, field: Field, context: ValueContext): unknown {
  const { serial, draw } = context;
  switch (type.kind) {
    case 'text':
      return `${label} ${serial} {{run}}`;
    case 'longtext':
      return `${label} ${serial}, written by the acceptance tests {{run}}.`;
    case 'number':
    case 'integer':
    case 'money':
      return field.default !== undefined && typeof field.default === 'number'
        ? field.default
        : 10 + draw + (serial % 10);
    case 'boolean':
      return typeof field.default === 'boolean' ? field.default : true;
    case 'date':
      return shiftDate(context.today, -(1 + draw + (serial % 20)));
    case 'datetime':
      return `${shiftDate(context.today, -(1 + draw))}T09:${String(serial % 60).padStart(2, '0')}:00.000Z`;
    case 'email':
      return `tester${serial}.{{run}}@example.com`;
    case 'url':
      return `https://example.com/acceptance/${serial}`;
    case 'phone':
      return `+44 20 7946 ${String(1000 + serial).slice(-4)}`;
    case 'enum':
      return typeof field.default === 'string' && type.values.includes(field.default)
        ? field.default
        : type.values[draw % type.values.length];
    case 'ref':
      return type.entity === 'User' ? context.userId : undefined;
    case 'list':
      return [];
    case 'password':
      // Long enough for any sensible minimum.
      return `Secret-${serial}-{{run}}-pass`;
    default:
      return undefined;
  }
}

/**
 * Values to try in a field when looking for a record that breaks one rule: empty and short
 * texts, texts one longer than each number the rule names, zero, negative numbers and each
 * number around those it names, future dates, nothing for an optional field.
 */
export function candidateValues(
  field: Field,
  numbers: readonly number[],
  today: string,
): unknown[] {
  const values: unknown[] = [];
  const around = numbers.flatMap((n) => [n + 1, n - 1, n]);
  switch (field.type.kind) {
    case 'text':
    case 'longtext':
    case 'password':
      values.push(
        '',
        'ab',
        ...numbers.filter((n) => n > 0 && n < 10_000).map((n) => 'x'.repeat(n + 1)),
      );
      break;
    case 'number':
    case 'integer':
    case 'money':
      values.push(0, -1, ...around, 1);
      break;
    case 'date':
      values.push(shiftDate(today, 30), shiftDate(today, 1));
      break;
    case 'datetime':
      values.push(`${shiftDate(today, 30)}T09:00:00.000Z`);
      break;
    case 'boolean':
      values.push(true, false);
      break;
    case 'enum':
      values.push(...field.type.values);
      break;
    case 'email':
    case 'url':
    case 'phone':
      values.push('not valid');
      break;
    default:
      break;
  }
  if (!field.required) values.push(undefined);
  return values;
}
