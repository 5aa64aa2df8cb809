import type { Call, CallOperation } from '@specrun/model';
import { BUILTIN_ERRORS, type AppError } from '../errors/AppError.ts';

/** The status an answer goes out with, and the assumption made when the spec does not list it. */
export interface AnswerStatus {
  status: number;
  /** Said in `x-specrun-assumption`; absent when the spec lists the answer. */
  assumption?: string;
}

/**
 * Specrun's codes that refuse a record's values as a rule of point 5 does: they answer with a
 * call's `validation errors` status (docs/calls.md).
 */
const FIELD_CHECK_CODES: ReadonlySet<string> = new Set([
  'REQUIRED',
  'INVALID_VALUE',
  'UNKNOWN_FIELD',
  'MISSING_REFERENCE',
  'NOT_UNIQUE',
  'RULE_ERROR',
  'RULE_TOO_COSTLY',
]);

/** What REST expects of a success, by operation (or by method, for a call bound to none). */
const REST_SUCCESS: Record<CallOperation, number> = {
  list: 200,
  read: 200,
  create: 201,
  update: 200,
  delete: 204,
  action: 200,
  signUp: 201,
  signIn: 200,
};

/** The status a server answers when nothing tells it otherwise. */
const SERVER_ERROR = 500;

/**
 * The status of a success: the call's first listed 2xx answer, else what REST expects of its
 * operation (201 for a create, 204 for a delete, 200 otherwise), marked as an assumption.
 */
export function successStatus(call: Call, operation: CallOperation | undefined): AnswerStatus {
  const listed = call.answers.find((a) => a.status >= 200 && a.status < 300);
  if (listed) return { status: listed.status };
  const method = call.method.toUpperCase();
  const status =
    operation !== undefined
      ? REST_SUCCESS[operation]
      : method === 'POST'
        ? 201
        : method === 'DELETE'
          ? 204
          : 200;
  return {
    status,
    assumption: `${call.name} lists no success; answered ${status} as REST expects`,
  };
}

/**
 * The status of errors that refuse a request: the one the call lists for one of their codes
 * (`409 WRONG_STATE`); else, when every error is a rule of point 5 (`ruleCodes`) or a field check,
 * the call's `validation errors` status; else the status of the first error that is not about
 * values (a refusal outranks what is wrong with the values), from the catalogue or Specrun's own
 * codes, else 500, marked as an assumption.
 */
export function errorStatus(
  call: Call | undefined,
  errors: readonly AppError[],
  ruleCodes: ReadonlySet<string>,
): AnswerStatus {
  const answers = call?.answers ?? [];
  for (const error of errors) {
    const listed = answers.find((a) => a.body.kind === 'error' && a.body.code === error.code);
    if (listed) return { status: listed.status };
  }
  const isValues = (error: AppError): boolean =>
    ruleCodes.has(error.code) || FIELD_CHECK_CODES.has(error.code);
  const decisive = errors.find((error) => !isValues(error));
  if (decisive === undefined) {
    const validation = answers.find((a) => a.body.kind === 'validation');
    if (validation) return { status: validation.status };
  }
  const first = decisive ?? errors[0];
  const status = first?.status ?? (first && BUILTIN_ERRORS[first.code]?.status) ?? SERVER_ERROR;
  const code = first?.code ?? 'an error';
  const where = call === undefined ? 'no call of the spec' : `${call.name} lists no answer ${code}`;
  return { status, assumption: `${where}; answered ${status} as REST expects` };
}
