import type { FieldValue } from '../fields/fieldKinds.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/**
 * The records that share one value of a field. `value` is `undefined` for the records without a
 * value; `listed` is false for a value the field's list of values does not name (one kept from an
 * earlier version of the spec, say).
 */
export interface RecordGroup {
  value: string | undefined;
  listed: boolean;
  records: StoredRecord[];
}

function keyOf(value: FieldValue | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(', ');
  return String(value);
}

/**
 * Groups records by a field's value: one group per value of `values`, in that order and even when
 * empty; then a group per value the records hold that `values` lacks, in alphabetical order; then,
 * only when there are any, the records without a value. Records keep their order in each group.
 */
export function groupRecords(
  records: readonly StoredRecord[],
  field: string,
  values: readonly string[],
): RecordGroup[] {
  const listed = new Map<string, RecordGroup>();
  for (const value of values) {
    if (!listed.has(value)) listed.set(value, { value, listed: true, records: [] });
  }
  const unlisted = new Map<string, RecordGroup>();
  const none: RecordGroup = { value: undefined, listed: false, records: [] };
  for (const record of records) {
    const key = keyOf(record.values[field]);
    if (key === undefined) {
      none.records.push(record);
      continue;
    }
    let group = listed.get(key) ?? unlisted.get(key);
    if (!group) {
      group = { value: key, listed: false, records: [] };
      unlisted.set(key, group);
    }
    group.records.push(record);
  }
  const extra = [...unlisted.values()].sort((a, b) => ((a.value ?? '') < (b.value ?? '') ? -1 : 1));
  return [...listed.values(), ...extra, ...(none.records.length > 0 ? [none] : [])];
}
