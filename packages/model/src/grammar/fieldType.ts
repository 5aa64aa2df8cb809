import type { FieldType } from '../model/Spec.ts';

/** The field types that take no argument, in lower case. */
export const SIMPLE_FIELD_TYPES = [
  'text',
  'longtext',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'email',
  'url',
  'phone',
  'password',
  'state',
] as const;
const SIMPLE: ReadonlySet<string> = new Set(SIMPLE_FIELD_TYPES);

// Made once: a regular expression literal in a function is a new object each time it runs, and
// these run for every field of a large spec. None is global, so none keeps a lastIndex.
const SPACES = /\s+/g;
const MONEY = /^money(?: ([A-Za-z]{3}))?$/i;
const ENUM = /^enum\s*(?::|\()?\s*(.*?)\s*\)?$/i;
const ENUM_WORD = /^enum\b/i;
const REF = /^ref(?:erence)?(?: to)? ([A-Za-z_][\w]*)$/i;
const REF_WORD = /^ref(erence)?\b/i;
const LIST = /^list of (.+)$/i;
const LIST_PREFIX = /^list of /i;

/** The result of reading a cell: the value, or a problem saying what is wrong with the text. */
export type CellResult<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Reads a field type as written in a field table: `text`, `money EUR`, `enum: a, b`,
 * `ref Category`, `list of text`, `state`… (docs/format.md, "Field types").
 */
export function parseFieldType(text: string): CellResult<FieldType> {
  const source = text.trim().replace(SPACES, ' ');
  const lower = source.toLowerCase();
  if (SIMPLE.has(lower)) return { ok: true, value: { kind: lower } as FieldType };
  const money = MONEY.exec(source);
  if (money) {
    const currency = money[1];
    if (!currency) return { ok: false, problem: 'money needs a currency code, as in "money EUR"' };
    return { ok: true, value: { kind: 'money', currency: currency.toUpperCase() } };
  }
  const enumMatch = ENUM.exec(source);
  if (enumMatch && ENUM_WORD.test(source)) {
    const values = splitList(enumMatch[1] ?? '');
    if (values.length === 0)
      return { ok: false, problem: 'enum needs its values, as in "enum: low, high"' };
    return { ok: true, value: { kind: 'enum', values } };
  }
  const ref = REF.exec(source);
  if (ref?.[1]) return { ok: true, value: { kind: 'ref', entity: ref[1] } };
  if (REF_WORD.test(source)) {
    return { ok: false, problem: 'ref needs an entity name, as in "ref Category"' };
  }
  const list = LIST.exec(source);
  if (list?.[1]) {
    // Refused before recursing: "list of list of …" a thousand times deep must not overflow.
    if (LIST_PREFIX.test(list[1])) return { ok: false, problem: 'a list cannot hold lists' };
    const inner = parseFieldType(list[1]);
    if (!inner.ok) return inner;
    if (inner.value.kind === 'state' || inner.value.kind === 'list') {
      return {
        ok: false,
        problem: `a list cannot hold ${inner.value.kind === 'state' ? 'a state' : 'lists'}`,
      };
    }
    return { ok: true, value: { kind: 'list', of: inner.value } };
  }
  if (source === '') return { ok: false, problem: 'the type is empty' };
  return { ok: false, problem: `"${source}" is not a field type` };
}

/** Writes a field type back in the form `parseFieldType` reads. */
export function formatFieldType(type: FieldType): string {
  switch (type.kind) {
    case 'money':
      return `money ${type.currency}`;
    case 'enum':
      return `enum: ${type.values.join(', ')}`;
    case 'ref':
      return `ref ${type.entity}`;
    case 'list':
      return `list of ${formatFieldType(type.of)}`;
    case 'unknown':
      return type.text;
    default:
      return type.kind;
  }
}

const LIST_SEPARATOR = /,|\band\b/;

/** Splits `a, b and c` (or `a, b, c`) into names; empty parts are dropped. */
export function splitList(text: string): string[] {
  // The parts are trimmed in the array `split` made, which has exactly their room: the model
  // keeps these lists, and an array built by `filter` or `push` holds room for 17 elements.
  const parts = text.split(LIST_SEPARATOR);
  let kept = 0;
  for (const part of parts) {
    const name = part.trim();
    if (name !== '') parts[kept++] = name;
  }
  parts.length = kept;
  return parts;
}
