import type { Entity, FieldType } from '@specrun/model';
import { compareFieldValues, type FieldValue } from '../fields/fieldKinds.ts';
import { kindOf } from '../fields/kinds/registry.ts';
import { cellText, referenceTarget, type LabelIndex } from '../labels/referenceLabels.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { applySortIndex, isIndexableSort, preparedSortIndex, sortIndexOf } from './sortIndex.ts';
import type { ListSort } from './ListSort.ts';
import { sortRecords, type SortOptions } from './sortRecords.ts';

export type { ListSort } from './ListSort.ts';

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
  return kindOf(type).filter.kind;
}

/** Options of a query: with `labels`, references are searched and sorted by their label. */
export type QueryOptions = SortOptions;

// The searchable text of each record, per label index (records are replaced, never changed, when
// they are written, so a record object's text stays valid).
const haystacks = new WeakMap<object, WeakMap<StoredRecord, string>>();
const NO_LABELS = {};

function haystack(record: StoredRecord, entity: Entity, labels: LabelIndex | undefined): string {
  const key = labels ?? NO_LABELS;
  let texts = haystacks.get(key);
  if (texts === undefined) haystacks.set(key, (texts = new WeakMap()));
  let text = texts.get(record);
  if (text === undefined) {
    text = entity.fields
      .map((f) => cellText(record.values[f.name], f, labels))
      .join('\u0000')
      .toLowerCase();
    texts.set(record, text);
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

/**
 * The comparator for a sort on an entity's records; records without the value sort last. With
 * `labels`, references compare by the label of the record they point at.
 */
export function recordComparator(
  entity: Entity,
  sort: ListSort,
  options: SortOptions = {},
): (a: StoredRecord, b: StoredRecord) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.field === 'createdAt' || sort.field === 'updatedAt') {
    const key = sort.field;
    // Newest first is the exact reverse of oldest first, as the store's pages in creation order.
    return (a, b) =>
      sign * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  }
  const field = entity.fields.find((f) => f.name === sort.field);
  const type = field?.type ?? { kind: 'unknown', text: '' };
  const { labels } = options;
  const byLabel =
    field !== undefined && labels !== undefined && referenceTarget(type) !== undefined;
  return (a, b) => {
    const x = a.values[sort.field];
    const y = b.values[sort.field];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    if (byLabel) return sign * cellText(x, field, labels).localeCompare(cellText(y, field, labels));
    return sign * compareFieldValues(x, y, type);
  };
}

/**
 * Computes ahead the searchable text of records, as a search by `queryRecords` with the same
 * `labels` would, so that the first search of a long list does not pay for it. Safe to call in
 * pieces and again: what is done is kept with each record.
 */
export function prepareSearch(
  records: readonly StoredRecord[],
  entity: Entity,
  options: QueryOptions = {},
): void {
  for (const record of records) haystack(record, entity, options.labels);
}

/**
 * Applies a list query to an entity's records: search (in the text people see), then filters,
 * then sort. Returns a new array. With `labels`, references are searched and sorted by label.
 * A sort by a field goes through the list's sort index (`prepareSort`), made on the first sort of
 * the whole list and kept with the array `records`, so pass the same array again to sort again.
 */
export function queryRecords(
  records: readonly StoredRecord[],
  entity: Entity,
  query: ListQuery,
  options: QueryOptions = {},
): StoredRecord[] {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const filters = query.filters ?? [];
  const out: readonly StoredRecord[] =
    needle === '' && filters.length === 0
      ? records
      : records.filter(
          (record) =>
            (needle === '' || haystack(record, entity, options.labels).includes(needle)) &&
            filters.every((filter) => matchesFilter(record.values[filter.field], filter)),
        );
  const { sort } = query;
  if (!sort) return [...out];
  if (isIndexableSort(entity, sort)) {
    // The whole list is sorted through its sort index (made once, kept with the list); a part of
    // it only when the index is already there, else sorting the part is cheaper.
    const index =
      out === records
        ? sortIndexOf(records, entity, sort.field, options)
        : preparedSortIndex(records, sort.field, options);
    if (index) return applySortIndex(index, records, sort.direction, out);
  }
  return sortRecords(out, entity, sort, options);
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
