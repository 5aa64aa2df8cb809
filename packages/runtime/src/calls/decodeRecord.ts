import type { Entity } from '@specrun/model';
import { isFieldValue, parseFieldValue, type FieldValue } from '../fields/fieldKinds.ts';
import type { AsideValue, HistoryEntry, StoredRecord } from '../storage/RecordStore.ts';
import { isObject } from './readErrorBody.ts';
import { RECORD_HEADER } from './wireHeaders.ts';

/** What decoding a record needs besides its body. */
export interface DecodeContext {
  /** The answer's headers: `ETag` and `x-specrun-record` (for one record's answer). */
  headers?: Headers;
  /** The id to use when the body has none (the id the path named). */
  fallbackId?: string;
  /** The time a value kept aside is stamped with (ISO). */
  now: string;
}

/**
 * A record of `entity` from an answer's body, as the app stores it: the entity's fields from the
 * body (a value of the wrong type that reads as one from text, `"12.5"` for money, is read; any
 * other is kept aside with the reason, never dropped); the version from `ETag`, else from
 * `x-specrun-record`, else 0; `createdAt`, `updatedAt`, history and values kept aside from
 * `x-specrun-record`, else `createdAt` and `updatedAt` from the body, else ''. `undefined` when the
 * body is no object, or has no id (a number id is read as text) and either no `fallbackId` is
 * given or it holds none of the entity's fields.
 */
export function decodeRecord(
  entity: Entity,
  body: unknown,
  context: DecodeContext,
): StoredRecord | undefined {
  if (!isObject(body)) return undefined;
  // The path's id stands in only for a body that is a record at all: `{"ok": true}` is none.
  const holdsFields = entity.fields.some((f) => body[f.name] !== undefined);
  const id = idOf(body.id) ?? (holdsFields ? context.fallbackId : undefined);
  if (id === undefined) return undefined;
  const meta = readMeta(context.headers?.get(RECORD_HEADER) ?? null);
  const values: Record<string, FieldValue> = {};
  const aside: Record<string, AsideValue> = { ...meta.aside };
  for (const field of entity.fields) {
    const value = body[field.name];
    if (value === undefined || value === null) continue;
    if (isFieldValue(value, field.type)) {
      values[field.name] = value;
      continue;
    }
    const parsed = typeof value === 'string' ? parseFieldValue(value, field.type) : undefined;
    if (parsed !== undefined) values[field.name] = parsed;
    else
      aside[field.name] = {
        value,
        reason: `the server answered a value that is not a ${field.type.kind}`,
        since: context.now,
      };
  }
  const createdAt = meta.createdAt ?? text(body.createdAt) ?? '';
  const record: StoredRecord = {
    entity: entity.name,
    id,
    values,
    aside,
    version: versionOf(context.headers?.get('etag') ?? null) ?? meta.version ?? 0,
    createdAt,
    updatedAt: meta.updatedAt ?? text(body.updatedAt) ?? createdAt,
  };
  if (meta.history !== undefined) record.history = meta.history;
  return record;
}

/**
 * The records of a list answer: a JSON array (or, leniently, an object with one array in it, such
 * as `{"items": […]}`), each item decoded with `decodeRecord`; items without an id are left out.
 */
export function decodeRecordList(
  entity: Entity,
  body: unknown,
  now: string,
): { records: StoredRecord[]; skipped: number } {
  const items = listOf(body);
  const records: StoredRecord[] = [];
  for (const item of items ?? []) {
    const record = decodeRecord(entity, item, { now });
    if (record) records.push(record);
  }
  return { records, skipped: (items?.length ?? 0) - records.length };
}

/** The array of a list answer: the body, or the one array-valued member of an object. */
export function listOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (!isObject(body)) return undefined;
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : undefined;
}

/** A version from an `ETag` header: `"3"`, `W/"3"` or `3`. */
export function versionOf(etag: string | null): number | undefined {
  const match = etag === null ? null : /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(etag);
  const version = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(version) ? version : undefined;
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

interface RecordMeta {
  version?: number;
  createdAt?: string;
  updatedAt?: string;
  history?: HistoryEntry[];
  aside?: Record<string, AsideValue>;
}

/** The `x-specrun-record` header, read leniently: each part that is malformed is ignored. */
function readMeta(header: string | null): RecordMeta {
  if (header === null) return {};
  const parsed = parseHeaderJson(header);
  if (!isObject(parsed)) return {};
  const meta: RecordMeta = {};
  if (typeof parsed.version === 'number' && Number.isSafeInteger(parsed.version))
    meta.version = parsed.version;
  if (typeof parsed.createdAt === 'string') meta.createdAt = parsed.createdAt;
  if (typeof parsed.updatedAt === 'string') meta.updatedAt = parsed.updatedAt;
  if (Array.isArray(parsed.history)) meta.history = parsed.history.filter(isHistoryEntry);
  if (isObject(parsed.aside)) {
    const aside: Record<string, AsideValue> = {};
    for (const [name, value] of Object.entries(parsed.aside))
      if (isObject(value) && typeof value.reason === 'string' && typeof value.since === 'string')
        aside[name] = { value: value.value, reason: value.reason, since: value.since };
    meta.aside = aside;
  }
  return meta;
}

function isHistoryEntry(value: unknown): value is HistoryEntry {
  return (
    isObject(value) &&
    ['action', 'from', 'to', 'by', 'at'].every((key) => typeof value[key] === 'string')
  );
}

/** A header's JSON, written as is or percent-encoded (headers carry Latin-1 only). */
function parseHeaderJson(header: string): unknown {
  for (const decode of [(h: string) => h, decodeURIComponent]) {
    try {
      return JSON.parse(decode(header)) as unknown;
    } catch {
      // Try the next way of writing it.
    }
  }
  return undefined;
}
