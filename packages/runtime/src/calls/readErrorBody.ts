/** One error as an answer's body gave it, before the app makes it an `AppError`. */
export interface RawError {
  code?: string;
  field?: string;
  message?: string;
}

/**
 * How an error body was written: `errors` is the contract's `{"errors": [{"code", …}]}` with a
 * code in every entry; `lenient` another shape the app still reads (`{code}`, `{error: {…}}`,
 * `{error: "CODE"}`, `{message}`, `{errors: {field: [messages]}}`, a bare array); `unknown` none.
 */
export type ErrorBodyShape = 'errors' | 'lenient' | 'unknown';

/** A code as written in `{error: "CODE"}`: upper case, digits and underscores. */
const CODE_LIKE = /^[A-Z][A-Z0-9_]*$/;

/** Reads the errors of an answer's body in whichever shape it comes (`ErrorBodyShape`). */
export function readErrorBody(body: unknown): { errors: RawError[]; shape: ErrorBodyShape } {
  if (Array.isArray(body)) {
    const errors = body.map(rawError);
    return { errors: errors.length > 0 ? errors : [{}], shape: 'lenient' };
  }
  if (!isObject(body)) {
    const message = typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined;
    return { errors: [message === undefined ? {} : { message }], shape: 'unknown' };
  }
  const { errors, error } = body;
  if (Array.isArray(errors) && errors.length > 0) {
    const read = errors.map(rawError);
    const strict = errors.every((e) => isObject(e) && typeof e.code === 'string' && e.code !== '');
    return { errors: read, shape: strict ? 'errors' : 'lenient' };
  }
  if (isObject(errors)) {
    // `{"errors": {"title": ["can't be blank"]}}` (Rails, RealWorld): messages by field.
    const read = Object.entries(errors).map(([field, said]) => {
      const message = Array.isArray(said) ? said.map(String).join(' ') : textOf(said);
      return message === undefined ? { field } : { field, message };
    });
    if (read.length > 0) return { errors: read, shape: 'lenient' };
  }
  if (typeof body.code === 'string' && body.code !== '')
    return { errors: [rawError(body)], shape: 'lenient' };
  if (isObject(error)) return { errors: [rawError(error)], shape: 'lenient' };
  if (typeof error === 'string' && error.trim() !== '') {
    const said = error.trim();
    return {
      errors: [
        CODE_LIKE.test(said) ? withMessage({ code: said }, body.message) : { message: said },
      ],
      shape: 'lenient',
    };
  }
  const message = textOf(body.message) ?? textOf(body.detail) ?? textOf(body.title);
  if (message !== undefined) return { errors: [{ message }], shape: 'lenient' };
  return { errors: [{}], shape: 'unknown' };
}

function rawError(item: unknown): RawError {
  if (typeof item === 'string') return CODE_LIKE.test(item) ? { code: item } : { message: item };
  if (!isObject(item)) return {};
  const raw: RawError = {};
  const code = textOf(item.code) ?? textOf(item.type);
  if (code !== undefined && !/\s/.test(code)) raw.code = code;
  const field = textOf(item.field) ?? textOf(item.path) ?? textOf(item.pointer);
  if (field !== undefined) raw.field = field.replace(/^\/+/, '');
  return withMessage(raw, item.message ?? item.detail);
}

function withMessage(raw: RawError, message: unknown): RawError {
  const text = textOf(message);
  if (text !== undefined) raw.message = text;
  return raw;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
