import type { Payload } from '@specrun/model';
import type { ValuesInput } from '../data/DataSource.ts';
import type { CallRequest } from './CallExchange.ts';
import { openEnvelope } from './envelope.ts';

/**
 * What reading part of a request gave: its value, or why it could not be read; `envelope` when
 * the body is JSON but not in the envelope the call sends (`{"article": {…}}`).
 */
export type Reading<T> = { ok: true; value: T } | { ok: false; detail: string; envelope?: string };

/**
 * The values a request's body sends: a JSON object of field values (`null` clears a field), in
 * the envelope the call's `sends` names (`{article: Article}`: `{"article": {…}}`). An `id` in it
 * is left out: the path names the record, and the backend makes the ids of new ones.
 */
export async function readValues(
  request: CallRequest,
  sends?: Payload,
): Promise<Reading<ValuesInput>> {
  const text = await request.text();
  if (text.trim() === '') return { ok: false, detail: 'the body is empty; send a JSON object' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'the body is not JSON' };
  }
  const key = sends?.envelope?.key;
  if (key !== undefined) {
    const envelope = `{"${key}": {…}}`;
    const opened = openEnvelope(sends, body, true);
    if (!opened.ok || !isObject(opened.value))
      return { ok: false, detail: `send the values as ${envelope}`, envelope };
    body = opened.value;
  }
  if (!isObject(body))
    return { ok: false, detail: 'the body is not a JSON object of field values' };
  const values = { ...(body as ValuesInput) };
  delete values['id'];
  return { ok: true, value: values };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The version an `If-Match` header names (`"3"`, `W/"3"` or `3`); `undefined` when there is no
 * header or it says `*` (any version): then no version is checked.
 */
export function readVersion(request: CallRequest): Reading<number | undefined> {
  const header = request.header('If-Match');
  if (header === null) return { ok: true, value: undefined };
  const tag = header.trim();
  if (tag === '*') return { ok: true, value: undefined };
  const bare = /^(?:W\/)?"?(\d+)"?$/.exec(tag)?.[1];
  const version = bare === undefined ? NaN : Number(bare);
  if (!Number.isSafeInteger(version))
    return { ok: false, detail: `If-Match ${tag} names no version; send "<version>"` };
  return { ok: true, value: version };
}
