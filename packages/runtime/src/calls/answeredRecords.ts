import type { CallBinding, Entity } from '@specrun/model';
import type { ValuesInput } from '../data/DataSource.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { Answered } from './CallRunner.ts';
import { decodeRecord } from './decodeRecord.ts';
import { openAnswer, plainRecord, scopeValues, wireBody } from './wireShapes.ts';

// How a call data source reads records out of the answers of point 7's calls, and what it sends:
// the record of an answer, a list's items, a write's body, and the ids and order they carry.

/** How answers are read: by the wire's keys (live mode; none in the page's own), at `now`. */
export interface WireReading {
  keys: ReadonlyMap<string, string> | undefined;
  now: string;
}

/** The record an answer holds, opened from its envelope in live mode; undefined when none. */
export function recordInAnswer(
  answered: Answered & { ok: true },
  declared: Entity,
  wire: WireReading,
  id?: string,
): StoredRecord | undefined {
  let body = answered.body;
  if (wire.keys !== undefined) {
    const opened = openAnswer(answered.binding.call, answered.status, body);
    if (!opened.ok) return undefined;
    body = plainRecord(declared, opened.value, {
      keys: wire.keys,
      scope: scopeValues(answered.binding, answered.params),
    });
  }
  return decodeRecord(declared, body, {
    headers: answered.headers,
    ...(id === undefined ? {} : { fallbackId: id }),
    now: wire.now,
  });
}

/** What a write sends: in live mode, as the call's `sends` shapes it (`wireBody`). */
export function bodyFor(
  binding: CallBinding,
  keys: WireReading['keys'],
  values: ValuesInput,
): unknown {
  return keys === undefined ? values : wireBody(binding.call, values);
}

/** A list answer's items as the app reads records (`plainRecord`), or the body as it came. */
export function plainList(
  declared: Entity,
  binding: CallBinding,
  params: Record<string, string>,
  value: unknown,
  keys: WireReading['keys'],
): unknown {
  if (!Array.isArray(value) || keys === undefined) return value;
  const context = { keys, scope: scopeValues(binding, params) };
  return value.map((item) => plainRecord(declared, item, context));
}

/** Values with each list field emptied as `[]`: on the wire, `null` is no list (docs/calls.md). */
export function emptyListsAsLists(entity: Entity, values: ValuesInput): ValuesInput {
  const lists = entity.fields.filter((f) => f.type.kind === 'list' && values[f.name] === null);
  if (lists.length === 0) return values;
  const out: ValuesInput = { ...values };
  for (const field of lists) out[field.name] = [];
  return out;
}

/** Values without those set to `null`: a create sends no field it leaves empty. */
export function withoutNulls(values: ValuesInput): ValuesInput {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/** The id a `Location` header names (its last path segment). */
export function createdId(headers: Headers): string | undefined {
  const location = headers.get('location');
  const last = location
    ?.split('?')[0]
    ?.split('/')
    .filter((s) => s !== '')
    .pop();
  if (last === undefined) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The page's own origin, against which a relative base URL is read. */
export function pageOrigin(): string {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : 'http://localhost';
}

/**
 * A list's records in the order they were made (`createdAt`, then id), as a local list gives
 * them, so that a page cut from either end (`listPage`) is the same page: the server may answer
 * them in the spec's own order (newest first). A list whose records do not all carry their
 * creation time keeps the server's order.
 */
export function inCreationOrder(records: StoredRecord[]): StoredRecord[] {
  if (records.some((record) => record.createdAt === '')) return records;
  return [...records].sort((a, b) =>
    a.createdAt < b.createdAt
      ? -1
      : a.createdAt > b.createdAt
        ? 1
        : a.id < b.id
          ? -1
          : a.id > b.id
            ? 1
            : 0,
  );
}
