import type { Entity, Field, Spec } from '@specrun/model';
import { recordComparator, defaultSort, type ListSort } from '../query/queryRecords.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { boardField, fieldValues } from './fieldValues.ts';
import { groupRecords, type RecordGroup } from './groupRecords.ts';

/** A board of an entity's records: one column per value of its board field. */
export interface Board {
  field: Field;
  columns: RecordGroup[];
}

const OLDEST_FIRST: ListSort = { field: 'createdAt', direction: 'asc' };

/**
 * An entity's records as a board: columns by its state field (else its first enum field) in
 * lifecycle or enum order, each column's records in the order of the entity's list (oldest first
 * when the spec names none); a column of records without a value comes last, when there are any.
 * `undefined` when the entity has no state or enum field to make columns of.
 */
export function boardOf(
  spec: Spec,
  entity: Entity,
  records: readonly StoredRecord[],
): Board | undefined {
  const field = boardField(entity);
  if (!field) return undefined;
  const sorted = [...records].sort(recordComparator(entity, defaultSort(entity) ?? OLDEST_FIRST));
  return { field, columns: groupRecords(sorted, field.name, fieldValues(spec, entity, field)) };
}
