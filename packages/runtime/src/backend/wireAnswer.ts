import type { ShapeNode } from '@specrun/model';
import type { AppError } from '../errors/AppError.ts';
import { errorBody } from './errorBody.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { ASSUMPTION_HEADER, RECORD_HEADER } from '../calls/wireHeaders.ts';
import type { CallAnswer } from './CallExchange.ts';

/** Statuses whose answers carry no body. */
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
export function answerWithRecord(
  status: number,
  record: StoredRecord,
  body: unknown,
  assumption?: string,
): CallAnswer {
  const headers = baseHeaders(assumption);
  headers['ETag'] = `"${record.version}"`;
  headers[RECORD_HEADER] = headerText(JSON.stringify(recordMeta(record)));
  return respond(status, body, headers);
}

/**
 * An error's answer, each error once (an action refused for its role and its permission says
 * NOT_ALLOWED once): in the spec's error shape when it gives one (`errorBody`), else Specrun's own
 * `{ errors: [{ code, message, field?, fields? }] }`.
 */
export function errorAnswer(
  status: number,
  errors: readonly AppError[],
  assumption?: string,
  shape?: ShapeNode,
): CallAnswer {
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
export function bodyAnswer(status: number, body: unknown, assumption?: string): CallAnswer {
  return respond(status, body, baseHeaders(assumption));
}

function baseHeaders(assumption: string | undefined): Record<string, string> {
  return assumption === undefined ? {} : { [ASSUMPTION_HEADER]: headerText(assumption) };
}

function respond(status: number, body: unknown, headers: Record<string, string>): CallAnswer {
  if (body === undefined || NO_BODY.has(status)) return { status, headers, body: '' };
  headers['Content-Type'] = 'application/json';
  return { status, headers, body: JSON.stringify(body) };
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
