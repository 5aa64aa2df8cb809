import type { Payload } from '../model/Spec.ts';
import type { CellResult } from './fieldType.ts';

// What a call sends or answers (docs/format.md, "Calls"): an entity or a list of it, the fields it
// carries, the envelope it travels in, and the distinct values of a field.
//
//   payload  := '{' member (',' member)* '}' | value
//   member   := key ':' (value | 'count')
//   value    := 'distinct' Entity '.' field
//             | Entity ['(' names ')'] ['[]'] ['without' names]

const NAME = /^[A-Za-z_]\w*$/;
const NAME_START = /^[A-Za-z_]\w*/;
const WITHOUT = /^without\s/;
const DISTINCT = /^distinct\s+([A-Za-z_]\w*)\s*\.\s*([A-Za-z_]\w*)$/;
/** A member of an envelope starts with its key and a colon. */
const MEMBER_START = /^\s*([A-Za-z_]\w*)\s*:/;
const LIST_SEPARATOR = /,|\band\b/;

const SHAPE_HINT = 'an entity or list of one (Claim, Claim[])';

/**
 * Reads a payload: `Claim`, `Claim[]`, `User(username, bio)`, `Article[] without body`,
 * `distinct Article.tagList`, or an envelope of one of them and a count:
 * `{articles: Article[] without body, articlesCount: count}`.
 */
export function parsePayload(text: string): CellResult<Payload> {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return parseValue(trimmed);
  if (!trimmed.endsWith('}'))
    return { ok: false, problem: `the envelope "${trimmed}" is not closed with "}"` };
  const members = splitMembers(trimmed.slice(1, -1));
  let payload: Payload | undefined;
  let count: string | undefined;
  for (const member of members) {
    const key = MEMBER_START.exec(member);
    if (!key?.[1])
      return { ok: false, problem: `"${member.trim()}" in an envelope is not "key: value"` };
    const value = member.slice(key[0].length).trim();
    if (value === 'count') {
      if (count !== undefined) return { ok: false, problem: 'an envelope counts its records once' };
      count = key[1];
      continue;
    }
    if (payload !== undefined)
      return { ok: false, problem: 'an envelope holds one entity or list, and perhaps its count' };
    const read = parseValue(value);
    if (!read.ok) return read;
    payload = { ...read.value, envelope: { key: key[1] } };
  }
  if (payload === undefined)
    return { ok: false, problem: `the envelope "${trimmed}" holds no ${SHAPE_HINT}` };
  if (count !== undefined) {
    if (!payload.many)
      return { ok: false, problem: `"${count}: count" counts a list, and the envelope holds none` };
    payload.envelope = { key: payload.envelope?.key ?? '', count };
  }
  return { ok: true, value: payload };
}

function parseValue(text: string): CellResult<Payload> {
  const distinct = DISTINCT.exec(text);
  if (distinct?.[1] && distinct[2])
    return { ok: true, value: { entity: distinct[1], many: true, distinct: distinct[2] } };
  // Read by hand, part after part: a pattern with several runs of spaces in a row would take
  // time quadratic in a long cell.
  const entity = NAME_START.exec(text)?.[0];
  const fail = (): CellResult<Payload> => ({
    ok: false,
    problem: `"${text}" is not ${SHAPE_HINT}`,
  });
  if (entity === undefined) return fail();
  const payload: Payload = { entity, many: false };
  let rest = text.slice(entity.length).trimStart();
  if (rest.startsWith('(')) {
    const close = rest.indexOf(')');
    if (close < 0) return fail();
    const inside = rest.slice(1, close);
    const fields = names(inside);
    if (fields === undefined || fields.length === 0)
      return { ok: false, problem: `"(${inside})" does not list field names` };
    payload.fields = fields;
    rest = rest.slice(close + 1).trimStart();
  }
  if (rest.startsWith('[]')) {
    payload.many = true;
    rest = rest.slice(2).trimStart();
  }
  if (rest === '') return { ok: true, value: payload };
  if (!WITHOUT.test(rest)) return fail();
  const listed = rest.slice('without'.length);
  const without = names(listed);
  if (without === undefined || without.length === 0)
    return { ok: false, problem: `"without${listed}" does not list field names` };
  payload.without = without;
  return { ok: true, value: payload };
}

/** Names separated by commas and "and"; undefined when one of them is no name. */
function names(text: string): string[] | undefined {
  const list = text
    .split(LIST_SEPARATOR)
    .map((n) => n.trim())
    .filter((n) => n !== '');
  return list.every((n) => NAME.test(n)) ? list : undefined;
}

/** The members of an envelope's inside: cut at each comma that starts a new `key:`. */
function splitMembers(inside: string): string[] {
  const members: string[] = [];
  let start = 0;
  for (let i = inside.indexOf(','); i >= 0; i = inside.indexOf(',', i + 1)) {
    if (!startsMember(inside, i + 1)) continue;
    members.push(inside.slice(start, i));
    start = i + 1;
  }
  members.push(inside.slice(start));
  return members.filter((m) => m.trim() !== '');
}

/** True when a key and a colon start the text at `from` (after spaces): `articlesCount:`. */
function startsMember(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && /\s/.test(text.charAt(i))) i += 1;
  if (!/[A-Za-z_]/.test(text.charAt(i))) return false;
  while (i < text.length && /\w/.test(text.charAt(i))) i += 1;
  while (i < text.length && /\s/.test(text.charAt(i))) i += 1;
  return text.charAt(i) === ':';
}

/** Writes a payload back in the form `parsePayload` reads. */
export function formatPayload(payload: Payload): string {
  let value: string;
  if (payload.distinct !== undefined) value = `distinct ${payload.entity}.${payload.distinct}`;
  else {
    value = payload.entity;
    if (payload.fields !== undefined) value += `(${payload.fields.join(', ')})`;
    if (payload.many) value += '[]';
    if (payload.without !== undefined) value += ` without ${payload.without.join(', ')}`;
  }
  const envelope = payload.envelope;
  if (envelope === undefined) return value;
  const count = envelope.count === undefined ? '' : `, ${envelope.count}: count`;
  return `{${envelope.key}: ${value}${count}}`;
}
