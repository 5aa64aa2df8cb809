import type { Entity, FieldType } from '@specrun/model';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { kindOf } from '../fields/kinds/registry.ts';
import { cellText, referenceTarget, type LabelIndex } from '../labels/referenceLabels.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import type { ListSort } from './ListSort.ts';

/** Options of a sort: with `labels`, references sort by the label of the record they point at. */
export interface SortOptions {
  labels?: LabelIndex;
}

type Key = number | string | undefined;

function keyOf(value: FieldValue | undefined, type: FieldType, options: SortOptions): Key {
  if (value === undefined) return undefined;
  const kind = kindOf(type);
  if (kind.sortsByNumber) return kind.sortKey(value);
  if (options.labels && referenceTarget(type) !== undefined) {
    return cellText(
      value,
      { name: '', type, required: false, unique: false, notes: '' },
      options.labels,
    );
  }
  return kind.sortKey(value);
}

/**
 * Sorts an entity's records by a field (or `createdAt` / `updatedAt`) as `recordComparator`
 * orders them, computing each record's sort key once: records without the value come last, equal
 * keys keep their order. Returns a new array.
 */
export function sortRecords(
  records: readonly StoredRecord[],
  entity: Entity,
  sort: ListSort,
  options: SortOptions = {},
): StoredRecord[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const order = records.map((_, index) => index);
  if (sort.field === 'createdAt' || sort.field === 'updatedAt') {
    const stamp = sort.field;
    order.sort((i, j) => {
      const a = records[i]!;
      const b = records[j]!;
      return sign * (a[stamp] < b[stamp] ? -1 : a[stamp] > b[stamp] ? 1 : a.id < b.id ? -1 : 1);
    });
    return order.map((index) => records[index]!);
  }
  const ranks = sortKeys(records, entity, sort.field, options);
  order.sort((i, j) => {
    const x = ranks[i];
    const y = ranks[j];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    return sign * (x - y);
  });
  return order.map((index) => records[index]!);
}

/**
 * Each record's sort key for a field of the entity, as a number that orders as
 * `recordComparator` does (texts are replaced by their rank), or `undefined` without a value.
 */
export function sortKeys(
  records: readonly StoredRecord[],
  entity: Entity,
  field: string,
  options: SortOptions = {},
): (number | undefined)[] {
  const type: FieldType = entity.fields.find((f) => f.name === field)?.type ?? {
    kind: 'unknown',
    text: '',
  };
  const keys = records.map((record) => keyOf(record.values[field], type, options));
  return kindOf(type).sortsByNumber
    ? (keys as (number | undefined)[])
    : rankTexts(keys, entity, field);
}

/**
 * The rank of each text of the last sort by each field of each entity: ranks from a sort of more
 * texts order any subset of them the same way, so that sorting again after a search or filter,
 * or the other way round, compares numbers only.
 */
const rankCache = new WeakMap<Entity, Map<string, Map<string, number>>>();

/**
 * Replaces texts by their rank in `localeCompare` order, so that the sort compares numbers: each
 * distinct text is compared once per step of sorting the distinct texts, which for a field of few
 * values (a state, a category) is almost nothing. (`localeCompare` without arguments is faster in
 * V8 than an `Intl.Collator`, and orders the same.)
 */
function rankTexts(keys: readonly Key[], entity: Entity, field: string): (number | undefined)[] {
  const distinct = new Set(keys.filter((key): key is string => key !== undefined));
  let byField = rankCache.get(entity);
  if (!byField) rankCache.set(entity, (byField = new Map()));
  let rank = byField.get(field);
  if (!rank || ![...distinct].every((text) => rank!.has(text))) {
    rank = rankOf([...distinct]);
    byField.set(field, rank);
  }
  const ranks = rank;
  return keys.map((key) => (key === undefined ? undefined : ranks.get(String(key))));
}

function rankOf(texts: string[]): Map<string, number> {
  // A first sort by code units (native, quick) leaves runs that locale order mostly agrees with,
  // which the second, stable sort then merges with far fewer calls of `localeCompare`.
  texts.sort();
  texts.sort((a, b) => a.localeCompare(b));
  const rank = new Map<string, number>();
  let previous: string | undefined;
  for (const text of texts) {
    // Texts that compare equal share a rank, so that they keep their order as they would.
    if (previous === undefined || previous.localeCompare(text) !== 0) rank.set(text, rank.size);
    else rank.set(text, rank.get(previous)!);
    previous = text;
  }
  return rank;
}
