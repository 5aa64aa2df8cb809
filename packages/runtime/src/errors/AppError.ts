import type { ErrorEntry } from '@specrun/model';
import { findPlaceholders } from '@specrun/model';

/**
 * An error the app shows: always a code — the spec's catalogue entry or one of Specrun's own —
 * with its message filled in, and the field it belongs to when there is one.
 */
export interface AppError {
  code: string;
  message: string;
  status?: number;
  /** The field the error is shown beside; absent for an error about the record as a whole. */
  field?: string;
  /** For a rule of point 5: the fields of the record it reads (a form may mark each of them). */
  fields?: string[];
  /** For a rule of point 5: its index in the spec's rules. */
  rule?: number;
  /**
   * What a refusal that is about no field is about, on the wire (an error shape's `<field>`): the
   * record as the call's path names it (`article`), or `token`, `credentials`.
   */
  subject?: string;
}

/**
 * Specrun's own error codes, with their default messages (docs/errors.md); a spec's catalogue
 * may override them.
 */
export const BUILTIN_ERRORS: Record<string, { status?: number; message: string }> = {
  REQUIRED: { status: 422, message: '{field} is required.' },
  INVALID_VALUE: { status: 422, message: '{field} does not hold a valid {type}.' },
  UNKNOWN_FIELD: { status: 422, message: '{field} is not a field of this record.' },
  MISSING_REFERENCE: {
    status: 422,
    message: '{field} points at a {entity} that does not exist ({id}).',
  },
  STATE_BY_ACTION: { status: 409, message: '{field} changes only through its actions.' },
  NOT_FOUND: { status: 404, message: 'This record does not exist.' },
  CONFLICT: { status: 409, message: 'Someone else changed this record; reload it and try again.' },
  STORAGE: { message: 'The record could not be stored: {detail}' },
  // An import's row of new data with the id of a stored record that leaves fields out.
  IMPORT_WOULD_ERASE: {
    status: 422,
    message:
      'This row would update the stored {entity} {id} and erase its {fields}, which it leaves out. Give every field (an empty value for none), or no id to add a new {entity}.',
  },
  NOT_UNIQUE: { status: 422, message: '{field} must be unique; another record has this value.' },
  RULE_ERROR: { status: 422, message: 'The rule of {error} could not be checked: {detail}.' },
  SET_ERROR: { status: 422, message: '{field} could not be set: {detail}.' },
  SET_BY_BACKEND: { status: 422, message: '{field} is set by the backend; send no value for it.' },
  RULE_TOO_COSTLY: {
    status: 422,
    message: 'The rule of {error} would take too long to check ({detail}).',
  },
  // The mock backend's answers (docs/calls.md).
  UNAUTHENTICATED: { status: 401, message: 'Sign in to continue.' },
  TOKEN_INVALID: {
    status: 401,
    message: 'The sign-in has expired or is not valid; sign in again.',
  },
  SIGN_IN_FAILED: { status: 401, message: 'These details sign nobody in.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be read: {detail}.' },
  WRONG_ENVELOPE: { status: 422, message: 'Send the values as {envelope}.' },
  UNBOUND_CALL: {
    status: 501,
    message: 'The call {call} reads or writes no records the spec describes ({why}).',
  },
  // The server's answers to requests it cannot pass to a call (docs/serve.md).
  TOO_LARGE: { status: 413, message: 'The request is larger than {limit}.' },
  METHOD_NOT_ALLOWED: { status: 405, message: '{method} is not a method of {path}.' },
  TIMEOUT: { status: 503, message: 'The server took too long to answer; try again.' },
  // The client's calls (docs/calls.md): no answer in time, no connection, or offline.
  NETWORK: { message: 'The server did not answer. Try again.' },
  // The client's calls: a server that answered 5xx without naming a code.
  SERVER_ERROR: { status: 500, message: 'The server failed to handle the request.' },
  // The client's calls: a server that answered another 4xx (418, 429…) without naming a code.
  REQUEST_REFUSED: { status: 400, message: 'The server refused the request.' },
  // Lifecycles and permissions (docs/access.md).
  NOT_ALLOWED: { status: 403, message: 'You may not {action} this.' },
  // NOT_APPLICABLE says why a listed action is closed; WRONG_STATE answers an attempt to take it
  // (a stale call: the record moved on since the user saw the action open).
  NOT_APPLICABLE: {
    status: 409,
    message: '{action} does not apply while the record is {state}; only when it is {from}.',
  },
  WRONG_STATE: { status: 409, message: '{action} is not possible while the record is {state}.' },
  GUARD_FAILED: { status: 409, message: 'The condition of {action} does not hold: {condition}.' },
  GUARD_ERROR: {
    status: 422,
    message: 'The condition of {action} could not be checked: {detail}.',
  },
};

/** Values for a message's `{NAME}` placeholders. */
export type MessageValues = Record<string, string | number | boolean>;

// Messages come from a spec's catalogue: a few dozen texts, each filled again and again.
const PLACEHOLDERS = new Map<string, ReturnType<typeof findPlaceholders>>();

/** Fills `{NAME}` placeholders from `values`; one that cannot be filled is left as written. */
export function fillMessage(message: string, values: MessageValues): string {
  let placeholders = PLACEHOLDERS.get(message);
  if (placeholders === undefined) {
    if (PLACEHOLDERS.size >= 1000) PLACEHOLDERS.clear();
    PLACEHOLDERS.set(message, (placeholders = findPlaceholders(message)));
  }
  if (placeholders.length === 0) return message;
  let out = '';
  let last = 0;
  for (const { name, offset } of placeholders) {
    out += message.slice(last, offset);
    const value = values[name];
    out += value === undefined ? `{${name}}` : String(value);
    last = offset + name.length + 2;
  }
  return out + message.slice(last);
}

/**
 * Builds the error for a code: the spec's catalogue entry when it has one, else Specrun's own
 * message, else the code itself — never an error without a code.
 */
export function appError(
  code: string,
  catalogue: readonly ErrorEntry[],
  values: MessageValues = {},
  field?: string,
): AppError {
  const entry = catalogue.find((e) => e.code === code);
  const builtin = BUILTIN_ERRORS[code];
  const template = entry?.message ?? builtin?.message ?? code;
  const error: AppError = { code, message: fillMessage(template, values) };
  const status = entry ? entry.status : builtin?.status;
  if (status !== undefined) error.status = status;
  if (field !== undefined) error.field = field;
  return error;
}
