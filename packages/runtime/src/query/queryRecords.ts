import type { Entity, FieldType } from '@specrun/spec';
import { compareFieldValues, formatFieldValue, type FieldValue } from '../fields/fieldKinds.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** A sort: a field of the entity, or `createdAt` / `updatedAt`. */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** A filter on one field; which kinds apply depends on the field's type (`filterKindOf`). */
export type FieldFilter =
  | { field: string; kind: 'contains'; text: string }
  | { field: string; kind: 'range'; min?: number | string; max?: number | string }
  | { field: string; kind: 'oneOf'; values: (string | boolean)[] }
  | { field: string; kind: 'empty'; empty: boolean };

/** What a list screen asks for: text search, filters and a sort. */
export interface ListQuery {
  search?: string;
  filters?: FieldFilter[];
  sort?: ListSort;
}

/** The filter a field's type offers in a list: text contains, a range, or a choice of values. */
export function filterKindOf(type: FieldType): 'contains' | 'range' | 'oneOf' {
  switch (type.kind) {
    case 'number':
    case 'integer':
    case 'money':
    case 'date':
    case 'datetime':
      return 'range';
    case 'enum':
    case 'state':
    case 'boolean':
    case 'ref':
      return 'oneOf';
    default:
      return 'contains';
  }
}

const haystacks = new WeakMap<StoredRecord, string>();

function haystack(record: StoredRecord, entity: Entity): string {
  let text = haystacks.get(record);
  if (text === undefined) {
    text = entity.fields
      .map((f) => {
        const value = record.values[f.name];
        return value === undefined ? '' : formatFieldValue(value, f.type);
      })
      .join('\u0000')
      .toLowerCase();
    haystacks.set(record, text);
  }
  return text;
}

function matchesFilter(value: FieldValue | undefined, filter: FieldFilter): boolean {
  switch (filter.kind) {
    case 'empty':
      return (value === undefined || value === '') === filter.empty;
    case 'contains':
      return (
        value !== undefined &&
        String(Array.isArray(value) ? value.join(' ') : value)
          .toLowerCase()
          .includes(filter.text.toLowerCase())
      );
    case 'oneOf':
      return (
        filter.values.length === 0 ||
        (value !== undefined &&
          !Array.isArray(value) &&
          filter.values.includes(value as string | boolean))
      );
    case 'range':
      if (value === undefined || Array.isArray(value)) return false;
      if (filter.min !== undefined && value < filter.min) return false;
      if (filter.max !== undefined && value > filter.max) return false;
      return true;
  }
}

/** The comparator for a sort on an entity's records; records without the value sort last. */
export function recordComparator(
  entity: Entity,
  sort: ListSort,
): (a: StoredRecord, b: StoredRecord) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.field === 'createdAt' || sort.field === 'updatedAt') {
    const key = sort.field;
    return (a, b) =>
      sign * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) || (a.id < b.id ? -1 : 1);
  }
  const type = entity.fields.find((f) => f.name === sort.field)?.type ?? {
    kind: 'unknown',
    text: '',
  };
  return (a, b) => {
    const x = a.values[sort.field];
    const y = b.values[sort.field];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    return sign * compareFieldValues(x, y, type);
  };
}

/** Applies a list query to an entity's records: search, then filters, then sort. Returns a new array. */
export function queryRecords(
  records: readonly StoredRecord[],
  entity: Entity,
  query: ListQuery,
): StoredRecord[] {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const filters = query.filters ?? [];
  const out = records.filter(
    (record) =>
      (needle === '' || haystack(record, entity).includes(needle)) &&
      filters.every((filter) => matchesFilter(record.values[filter.field], filter)),
  );
  if (query.sort) out.sort(recordComparator(entity, query.sort));
  return out;
}

/**
 * The sort an entity's list starts with, from its list sentence: "newest first" and "oldest
 * first" sort by creation, "by <field>" by that field (add "descending" to reverse).
 */
export function defaultSort(entity: Entity): ListSort | undefined {
  const order = entity.list?.order?.trim().toLowerCase();
  if (!order) return undefined;
  if (order.startsWith('newest')) return { field: 'createdAt', direction: 'desc' };
  if (order.startsWith('oldest')) return { field: 'createdAt', direction: 'asc' };
  const by = /^by\s+(\w+)(\s+(desc|descending))?/i.exec(entity.list?.order?.trim() ?? '');
  if (by?.[1]) return { field: by[1], direction: by[3] ? 'desc' : 'asc' };
  return undefined;
}
