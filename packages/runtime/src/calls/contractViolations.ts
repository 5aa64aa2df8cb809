import type { Answer, CallBinding, Entity, Payload, Spec } from '@specrun/model';
import { BUILTIN_ERRORS } from '../errors/AppError.ts';
import { isFieldValue } from '../fields/fieldKinds.ts';
import { openEnvelope } from '../backend/envelope.ts';
import { listOf } from './decodeRecord.ts';
import { isObject, readErrorBody } from './readErrorBody.ts';

/** At most this many violations are listed for one answer; the rest are counted. */
export const MAX_VIOLATIONS = 20;

/** Specrun's codes for a record's field checks, which `validation errors` may answer too. */
const FIELD_CHECK_CODES = [
  'REQUIRED',
  'INVALID_VALUE',
  'UNKNOWN_FIELD',
  'MISSING_REFERENCE',
  'NOT_UNIQUE',
  'STATE_BY_ACTION',
  'RULE_ERROR',
  'RULE_TOO_COSTLY',
];

/** Options of `contractViolations`. */
export interface ContractViolationOptions {
  /**
   * The answerer said it assumed something beyond the spec (`x-specrun-assumption`, as the mock
   * does): a status, or an error code, the call does not list is then its stated assumption,
   * logged as such, not a violation. Default false.
   */
  answerAssumed?: boolean;
}

/**
 * Where an answer breaks point 7 of the spec, in words: a status the call does not list (a status
 * the section's prose names for every call, "On 401 …", counts as listed); a list that is not an
 * array; a record that is no object, has no id, lacks a required field or holds a value of the
 * wrong type (by the field kinds' own checks); a body where the spec lists none, or none where it
 * lists one; an error body not in the contract's shape, an error without a code, a code neither in
 * the catalogue nor Specrun's own, or one the call does not list for that status. `body` is the
 * parsed JSON (`undefined` when there was none). Pure.
 */
export function contractViolations(
  binding: CallBinding,
  spec: Spec,
  status: number,
  body: unknown,
  options: ContractViolationOptions = {},
): string[] {
  const { call } = binding;
  const listed = call.answers.filter((a) => a.status === status);
  const found: string[] = [];
  if (listed.length === 0 && !options.answerAssumed && !namedInProse(spec, status)) {
    const statuses = [...new Set(call.answers.map((a) => a.status))].join(', ');
    found.push(
      `${call.name} does not list status ${status}` +
        (statuses === '' ? '; it lists no answers' : ` (it lists ${statuses})`),
    );
  }
  if (status >= 400) found.push(...checkErrors(binding, spec, status, body, listed, options));
  else found.push(...checkSuccess(binding, spec, status, body, listed));
  if (found.length <= MAX_VIOLATIONS) return found;
  return [
    ...found.slice(0, MAX_VIOLATIONS),
    `… and ${found.length - MAX_VIOLATIONS} more violations`,
  ];
}

function checkSuccess(
  binding: CallBinding,
  spec: Spec,
  status: number,
  body: unknown,
  listed: Answer[],
): string[] {
  const name = binding.call.name;
  // An unlisted success status is held to the call's listed successes.
  const reference = listed.length > 0 ? listed : binding.call.answers.filter((a) => a.status < 400);
  const payload = payloadOf(reference);
  if (payload === undefined) {
    const none = reference.some((a) => a.body.kind === 'none');
    return none && body !== undefined
      ? [`${name} answers ${status} with a body; the spec lists none`]
      : [];
  }
  const shape = `${payload.entity}${payload.many ? '[]' : ''}`;
  if (body === undefined)
    return [`${name} answers ${status} without a body; the spec lists ${shape}`];
  if (payload.distinct !== undefined) return [];
  const opened = openEnvelope(payload, body);
  if (!opened.ok) return [`${name} answers ${status}: ${opened.detail}`];
  const inner = opened.value;
  const entity = spec.entities.find((e) => e.name === payload.entity);
  if (!payload.many) return entity ? checkRecord(entity, inner, entity.name, payload) : [];
  const items = Array.isArray(inner) ? inner : undefined;
  const found: string[] = [];
  if (!items) found.push(`${name} answers ${shape}, but the body is not an array`);
  if (!entity) return found;
  (items ?? listOf(inner) ?? []).forEach((item, index) => {
    found.push(...checkRecord(entity, item, `${entity.name} #${index + 1}`, payload));
  });
  return found;
}

/**
 * A record's problems: not an object, no id, a required field missing, a value of a wrong type;
 * of the fields its payload carries (`Article without id, body`: neither an id nor a body is due),
 * a reference answered as an object (`author` as `{username, …}`) taken as such.
 */
function checkRecord(entity: Entity, item: unknown, label: string, payload: Payload): string[] {
  if (!isObject(item)) return [`${label} is not an object but ${describe(item)}`];
  const found: string[] = [];
  const carries = (name: string): boolean =>
    payload.fields !== undefined
      ? payload.fields.includes(name)
      : payload.without?.includes(name) !== true;
  const id = item.id;
  const named = typeof id === 'string' || typeof id === 'number' ? `${entity.name} ${id}` : label;
  if (id === undefined || id === null || id === '') {
    if (carries('id')) found.push(`${label} has no id`);
  } else if (typeof id !== 'string' && typeof id !== 'number')
    found.push(`${label}: id is ${describe(id)}, not text`);
  for (const field of entity.fields) {
    if (!carries(field.name) || field.type.kind === 'password') continue;
    const value = item[field.name];
    if (value === undefined || value === null) {
      if (field.required) found.push(`${named} lacks the required field ${field.name}`);
      continue;
    }
    if (field.answeredAs !== undefined && (isObject(value) || Array.isArray(value))) continue;
    if (!isFieldValue(value, field.type))
      found.push(`${named}: ${field.name} is ${describe(value)}, not ${typeName(field)}`);
  }
  return found;
}

function checkErrors(
  binding: CallBinding,
  spec: Spec,
  status: number,
  body: unknown,
  listed: Answer[],
  options: ContractViolationOptions,
): string[] {
  const name = binding.call.name;
  const found: string[] = [];
  const read = readErrorBody(body);
  if (read.shape !== 'errors')
    found.push(`the error body is not {"errors": [{"code": …, "message": …}]}`);
  const allowed = options.answerAssumed ? undefined : allowedCodes(binding, spec, listed);
  for (const error of read.errors) {
    if (error.code === undefined) {
      if (read.shape === 'errors') found.push('an error without a code');
      continue;
    }
    const known =
      spec.errors.some((e) => e.code === error.code) || BUILTIN_ERRORS[error.code] !== undefined;
    if (!known) found.push(`error code ${error.code} is not in the catalogue`);
    if (allowed && !allowed.has(error.code))
      found.push(`${name} answers ${status} with ${[...allowed].join(' or ')}, not ${error.code}`);
  }
  return found;
}

/** The codes the call lists for a status; `undefined` when it lists none there (any will do). */
function allowedCodes(binding: CallBinding, spec: Spec, listed: Answer[]): Set<string> | undefined {
  const codes = new Set<string>();
  for (const answer of listed) {
    if (answer.body.kind === 'error') codes.add(answer.body.code);
    if (answer.body.kind === 'validation') {
      for (const rule of spec.rules) if (rule.entity === binding.entity) codes.add(rule.error);
      for (const code of FIELD_CHECK_CODES) codes.add(code);
    }
  }
  return codes.size > 0 ? codes : undefined;
}

function payloadOf(answers: readonly Answer[]): Payload | undefined {
  for (const answer of answers) if (answer.body.kind === 'payload') return answer.body.payload;
  return undefined;
}

/** Statuses the prose of point 7 names for every call ("On 401 the product shows …"). */
function namedInProse(spec: Spec, status: number): boolean {
  const text = spec.sections.find((s) => s.point === 7)?.text ?? '';
  return new RegExp(`\\b${status}\\b`).test(text);
}

function typeName(field: Entity['fields'][number]): string {
  const { type } = field;
  if (type.kind === 'enum') return `one of ${type.values.join(', ')}`;
  if (type.kind === 'ref') return `a reference to ${type.entity}`;
  if (type.kind === 'list') return `a list of ${type.of.kind}`;
  if (type.kind === 'money') return `an amount of money (${type.currency})`;
  return /^(?:[aeio]|un)/.test(type.kind) ? `an ${type.kind}` : `a ${type.kind}`;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (isObject(value)) return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
