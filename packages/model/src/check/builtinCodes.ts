/**
 * Specrun's own error codes (docs/errors.md), with the placeholders the running app fills in
 * their messages. A spec's catalogue may give any of them its own message and status: such an
 * entry is used whenever the app reports the code, and its placeholders are filled by the app.
 */
export const BUILTIN_CODES: ReadonlyMap<string, readonly string[]> = new Map([
  ['REQUIRED', ['field']],
  ['INVALID_VALUE', ['field', 'type']],
  ['UNKNOWN_FIELD', ['field']],
  ['MISSING_REFERENCE', ['field', 'entity', 'id']],
  ['STATE_BY_ACTION', ['field']],
  ['NOT_FOUND', []],
  ['CONFLICT', []],
  ['STORAGE', ['detail']],
  ['IMPORT_WOULD_ERASE', ['entity', 'id', 'fields']],
  ['NOT_UNIQUE', ['field']],
  ['RULE_ERROR', ['error', 'detail']],
  ['RULE_TOO_COSTLY', ['error', 'detail']],
  ['SET_ERROR', ['field', 'detail']],
  ['SET_BY_BACKEND', ['field']],
  ['UNAUTHENTICATED', []],
  ['TOKEN_INVALID', []],
  ['SIGN_IN_FAILED', []],
  ['BAD_REQUEST', ['detail']],
  ['WRONG_ENVELOPE', ['envelope']],
  ['UNBOUND_CALL', ['call', 'why']],
  ['TOO_LARGE', ['limit']],
  ['METHOD_NOT_ALLOWED', ['method', 'path']],
  ['TIMEOUT', []],
  ['NETWORK', []],
  ['SERVER_ERROR', []],
  ['REQUEST_REFUSED', []],
  ['NOT_ALLOWED', ['action']],
  ['NOT_APPLICABLE', ['action', 'state', 'from']],
  ['WRONG_STATE', ['action', 'state']],
  ['GUARD_FAILED', ['action', 'condition']],
  ['GUARD_ERROR', ['action', 'detail']],
]);
