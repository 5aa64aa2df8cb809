import type { Entity, Field } from '@specrun/model';
import {
  defaultFieldValue,
  isFieldValue,
  parseFieldValue,
  type FieldValue,
} from '../fields/fieldKinds.ts';
import type { AsideValue, HistoryEntry, StoredRecord } from '../storage/RecordStore.ts';
import {
  withCode,
  type ImportContext,
  type ImportedRecord,
  type ImportProblem,
} from './ImportProblem.ts';

/**
 * A record read from one row of an import. A `fresh` record is new data: it gets defaults and the
 * initial state, and its required fields and references are checked, as the data source does on
 * create. A restored one (a row Specrun exported, with its version) comes back as it was stored.
 */
export interface ReadRow {
  record: ImportedRecord;
  fresh: boolean;
  /** How many values this import kept aside (see `Restore`). */
  keptAside: number;
}

/** The parts of a stored record besides its values, as found in a row (all optional). */
export interface RowMeta {
  version?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
  aside?: unknown;
  /** The lifecycle actions taken on the record (a list, or its JSON in a CSV cell). */
  history?: unknown;
}

/**
 * How a row Specrun exported is restored. Its values of fields the spec no longer has are kept
 * aside, as a migration would. With `keepMisfits` (Specrun's own JSON documents, whose values
 * are stored values), so are values that no longer fit their field's type; otherwise (a CSV,
 * which people edit) such a value is a problem.
 */
export interface Restore {
  meta: RowMeta;
  keepMisfits: boolean;
}

/**
 * Builds the record of one row from its id and raw values (stored values, or texts to parse),
 * adding to `problems` each value that does not fit its field. With `restore`, the row is restored.
 */
export function buildRecord(
  row: number,
  id: unknown,
  raw: Record<string, unknown>,
  context: ImportContext,
  problems: ImportProblem[],
  restore?: Restore,
): ReadRow | undefined {
  const { entity } = context;
  if (id !== undefined && (typeof id !== 'string' || id === '')) {
    problems.push({ row, field: 'id', message: 'The id must be a non-empty text.' });
    return undefined;
  }
  const fresh = restore === undefined;
  const fields = fieldsOf(entity);
  const values: Record<string, FieldValue> = {};
  // Made only for the rare row that needs them.
  let strays: [string, unknown, string][] | undefined;
  let bad: Set<string> | undefined;
  for (const [name, value] of Object.entries(raw)) {
    const field = fields.get(name);
    // A restored record may come from an earlier version of the spec.
    if (!field && restore)
      (strays ??= []).push([name, value, `the field ${name} is not in the spec`]);
    if (!field) {
      if (fresh)
        problems.push({
          row,
          field: name,
          message: withCode(`"${name}" is not a field of ${entity.name}.`, 'UNKNOWN_FIELD'),
        });
      continue;
    }
    if (value === null || value === undefined) continue;
    let fitted: unknown = value;
    if (!isFieldValue(fitted, field.type) && typeof fitted === 'string')
      fitted = parseFieldValue(fitted, field.type);
    if (fitted === undefined || !isFieldValue(fitted, field.type)) {
      if (restore?.keepMisfits) {
        (strays ??= []).push([
          name,
          value,
          `the value does not fit the field ${name}, whose type changed`,
        ]);
        continue;
      }
      (bad ??= new Set()).add(name);
      problems.push({
        row,
        field: name,
        message: withCode(
          `${JSON.stringify(value)} is not ${/^[aeiou]/.test(field.type.kind) ? 'an' : 'a'} ${field.type.kind} value.`,
          'INVALID_VALUE',
        ),
      });
      continue;
    }
    values[name] = fitted;
  }
  if (fresh) fillNewRecord(entity, values, context.initialState);
  // A restore brings back records as they were stored, even those a later spec change left incomplete.
  for (const field of fresh ? entity.fields : []) {
    if (
      field.required &&
      field.type.kind !== 'state' &&
      (values[field.name] === undefined || values[field.name] === '') &&
      !bad?.has(field.name)
    )
      problems.push({
        row,
        field: field.name,
        message: withCode(`${field.name} is required.`, 'REQUIRED'),
      });
  }
  const record: ImportedRecord = {
    entity: entity.name,
    id: typeof id === 'string' ? id : context.newId(),
    values,
    aside: {},
    version: 1,
    createdAt: context.now,
    updatedAt: context.now,
  };
  if (restore) restoreMeta(record, restore.meta, row, problems);
  for (const [name, value, reason] of strays ?? []) {
    let key = name;
    for (let n = 2; key in record.aside; n++) key = `${name} (${n})`;
    record.aside[key] = { value, reason, since: context.now };
  }
  return { record, fresh, keptAside: strays?.length ?? 0 };
}

const fieldMaps = new WeakMap<Entity, Map<string, Field>>();

/** An entity's fields by name, made once per entity: imports read the same entity 100,000 times. */
function fieldsOf(entity: Entity): Map<string, Field> {
  let fields = fieldMaps.get(entity);
  if (!fields) {
    fields = new Map(entity.fields.map((f) => [f.name, f]));
    fieldMaps.set(entity, fields);
  }
  return fields;
}

/** Gives a new record its fields' defaults and its lifecycle's initial state, where it has none. */
function fillNewRecord(
  entity: Entity,
  values: Record<string, FieldValue>,
  initialState: string | undefined,
): void {
  for (const field of entity.fields) {
    if (values[field.name] !== undefined) continue;
    const value =
      field.type.kind === 'state' && initialState !== undefined
        ? initialState
        : defaultFieldValue(field);
    if (value !== undefined) values[field.name] = value;
  }
}

function restoreMeta(
  record: StoredRecord,
  meta: RowMeta,
  row: number,
  problems: ImportProblem[],
): void {
  const version = typeof meta.version === 'string' ? Number(meta.version) : meta.version;
  if (version !== undefined && version !== '') {
    if (typeof version === 'number' && Number.isInteger(version) && version >= 1)
      record.version = version;
    else problems.push({ row, field: 'version', message: 'The version must be a whole number.' });
  }
  if (typeof meta.createdAt === 'string' && meta.createdAt !== '')
    record.createdAt = meta.createdAt;
  if (typeof meta.updatedAt === 'string' && meta.updatedAt !== '')
    record.updatedAt = meta.updatedAt;
  restoreHistory(record, meta.history, row, problems);
  let aside = meta.aside;
  if (typeof aside === 'string' && aside !== '') {
    try {
      aside = JSON.parse(aside);
    } catch {
      problems.push({ row, field: 'aside', message: 'The aside column is not JSON.' });
      return;
    }
  }
  if (aside === undefined || aside === '') return;
  if (!isAside(aside))
    problems.push({
      row,
      field: 'aside',
      message: 'The values kept aside must be an object of {value, reason, since}.',
    });
  else record.aside = aside;
}

/** Restores a record's lifecycle history, kept exactly as exported. */
function restoreHistory(
  record: StoredRecord,
  history: unknown,
  row: number,
  problems: ImportProblem[],
): void {
  if (history === undefined || history === '' || history === null) return;
  let list = history;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      problems.push({ row, field: 'history', message: 'The history column is not JSON.' });
      return;
    }
  }
  if (!isHistory(list)) {
    problems.push({
      row,
      field: 'history',
      message: 'The history must be a list of {action, from, to, by, at}.',
    });
    return;
  }
  record.history = list.map(({ action, from, to, by, at }) => ({ action, from, to, by, at }));
}

function isHistory(value: unknown): value is HistoryEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        isObject(entry) &&
        ['action', 'from', 'to', 'by', 'at'].every((key) => typeof entry[key] === 'string'),
    )
  );
}

function isAside(value: unknown): value is Record<string, AsideValue> {
  return (
    isObject(value) &&
    Object.values(value).every(
      (v) =>
        isObject(v) && 'value' in v && typeof v.reason === 'string' && typeof v.since === 'string',
    )
  );
}

/** True for a plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
