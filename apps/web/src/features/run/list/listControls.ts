import { filterKindOf, kindOf, type FieldFilter, type ListSort } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/model';

/** What a list's filter panel holds for one field, as typed: text, a range, or chosen values. */
export type FilterInput =
  | { kind: 'contains'; text: string }
  | { kind: 'range'; min: string; max: string }
  | { kind: 'oneOf'; values: string[] };

/** The filter panel's inputs by field name; a field without an entry is not filtered. */
export type FilterInputs = Readonly<Record<string, FilterInput>>;

/** The empty input of a field's filter. */
export function emptyFilterInput(field: Field): FilterInput {
  const kind = filterKindOf(field.type);
  if (kind === 'range') return { kind, min: '', max: '' };
  if (kind === 'oneOf') return { kind, values: [] };
  return { kind, text: '' };
}

/** True when the input filters nothing. */
export function isEmptyFilter(input: FilterInput): boolean {
  if (input.kind === 'contains') return input.text.trim() === '';
  if (input.kind === 'range') return input.min.trim() === '' && input.max.trim() === '';
  return input.values.length === 0;
}

/** How many fields the panel filters by. */
export function activeFilterCount(inputs: FilterInputs): number {
  return Object.values(inputs).filter((input) => !isEmptyFilter(input)).length;
}

/**
 * One end of a range as the runtime compares it (as the field's kind reads it), or `undefined`
 * when it is empty or unreadable.
 */
function bound(text: string, field: Field): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const { filter } = kindOf(field.type);
  return filter.kind === 'range' ? filter.bound(trimmed) : trimmed;
}

/** Turns the panel's inputs into the runtime's filters; empty and unknown fields are left out. */
export function filtersOf(entity: Entity, inputs: FilterInputs): FieldFilter[] {
  const filters: FieldFilter[] = [];
  for (const field of entity.fields) {
    const input = inputs[field.name];
    if (!input || isEmptyFilter(input)) continue;
    if (input.kind === 'contains') {
      filters.push({ field: field.name, kind: 'contains', text: input.text.trim() });
    } else if (input.kind === 'oneOf') {
      const { filter } = kindOf(field.type);
      const valueOf = filter.kind === 'oneOf' ? filter.value : undefined;
      const values = valueOf ? input.values.map(valueOf) : input.values;
      filters.push({ field: field.name, kind: 'oneOf', values });
    } else {
      const min = bound(input.min, field);
      const max = bound(input.max, field);
      if (min === undefined && max === undefined) continue;
      const filter: FieldFilter = { field: field.name, kind: 'range' };
      if (min !== undefined) filter.min = min;
      if (max !== undefined) filter.max = max;
      filters.push(filter);
    }
  }
  return filters;
}

/** The sort after a click on a column: ascending first, then the other way round. */
export function nextSort(current: ListSort | undefined, field: string): ListSort {
  if (current?.field === field)
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

/** The column's `aria-sort`. */
export function ariaSortOf(
  sort: ListSort | undefined,
  field: string,
): 'ascending' | 'descending' | 'none' {
  if (sort?.field !== field) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A list's order in words, as its header states it for every list: `newest first`, `by title,
 * descending`; a list with no sort keeps the order records were created in, `oldest first`.
 */
export function describeSort(sort: ListSort | undefined): string {
  if (!sort) return 'oldest first';
  if (sort.field === 'createdAt')
    return sort.direction === 'desc' ? 'newest first' : 'oldest first';
  if (sort.field === 'updatedAt')
    return sort.direction === 'desc' ? 'last changed first' : 'least recently changed first';
  return `by ${sort.field}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`;
}
