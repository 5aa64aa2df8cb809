import type { ShapeNode } from '@specrun/model';
import type { AppError } from '../errors/AppError.ts';
import { errorBody } from './errorBody.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { ASSUMPTION_HEADER, RECORD_HEADER } from '../calls/wireHeaders.ts';

/** Statuses whose answers carry no body (the Fetch API refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** Specrun's metadata of a record, as `x-specrun-record` carries it. */
function recordMeta(record: StoredRecord): Record<string, unknown> {
  return {
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    history: record.history ?? [],
    aside: record.aside,
  };
}

/**
 * One record's answer: its body as shaped (`shapeRecord`), `ETag` and `x-specrun-record`; no body
 * when `body` is undefined or the status has none (204).
 */
export function recordResponse(
  status: number,
  record: StoredRecord,
  body: unknown,
  assumption?: string,
): Response {
  const headers = baseHeaders(assumption);
  headers.set('ETag', `"${record.version}"`);
  headers.set(RECORD_HEADER, headerText(JSON.stringify(recordMeta(record))));
  return respond(status, body, headers);
}

/**
 * An error's answer, each error once (an action refused for its role and its permission says
 * NOT_ALLOWED once): in the spec's error shape when it gives one (`errorBody`), else Specrun's own
 * `{ errors: [{ code, message, field?, fields? }] }`.
 */
export function errorResponse(
  status: number,
  errors: readonly AppError[],
  assumption?: string,
  shape?: ShapeNode,
): Response {
  const seen = new Set<string>();
  const once = errors.filter((error) => {
    const key = JSON.stringify([error.code, error.message, error.field ?? null]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (shape !== undefined) return respond(status, errorBody(shape, once), baseHeaders(assumption));
  const body = {
    errors: once.map((error) => {
      const wire: { code: string; message: string; field?: string; fields?: string[] } = {
        code: error.code,
        message: error.message,
      };
      if (error.field !== undefined) wire.field = error.field;
      if (error.fields !== undefined) wire.fields = error.fields;
      return wire;
    }),
  };
  return respond(status, body, baseHeaders(assumption));
}

/** An answer with any JSON body, or none (`undefined`). */
export function bodyResponse(status: number, body: unknown, assumption?: string): Response {
  return respond(status, body, baseHeaders(assumption));
}

function baseHeaders(assumption: string | undefined): Headers {
  const headers = new Headers();
  if (assumption !== undefined) headers.set(ASSUMPTION_HEADER, headerText(assumption));
  return headers;
}

/** The JSON text of each answer's body, so that a host can send it without reading the stream. */
const BODY_TEXT = new WeakMap<Response, string>();

/**
 * The text an answer of the backend's body was made from (`''` for none), or undefined for a
 * `Response` made elsewhere: a host writes it out at once instead of reading the body's stream
 * (`response.text()`), which costs a stream's machinery per answer.
 */
export function bodyTextOf(response: Response): string | undefined {
  return BODY_TEXT.get(response);
}

/** Remembers the text a `Response` made elsewhere holds (a copy with other headers). */
export function keepBodyText(response: Response, text: string): Response {
  BODY_TEXT.set(response, text);
  return response;
}

function respond(status: number, body: unknown, headers: Headers): Response {
  if (body === undefined || NO_BODY.has(status))
    return keepBodyText(new Response(null, { status, headers }), '');
  headers.set('Content-Type', 'application/json');
  const text = JSON.stringify(body);
  return keepBodyText(new Response(text, { status, headers }), text);
}

/**
 * A header value in ASCII: every other character written as a JSON `\uXXXX` escape (header
 * values are bytes, and a record's metadata or a spec's names may hold any text). JSON reads
 * the escapes back.
 */
function headerText(text: string): string {
  return text.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
