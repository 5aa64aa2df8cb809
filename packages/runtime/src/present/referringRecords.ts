import type { Entity, Field, Spec } from '@specrun/spec';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { backReferences, recordLabel, refersTo } from './presentRecords.ts';

/** The records of one entity whose field points at a record: one "referenced by" group. */
export interface ReferringGroup {
  entity: Entity;
  field: Field;
  /** The records, ordered by their label. */
  records: StoredRecord[];
}

/**
 * The records that point at the record `id` of `entity`, one group per referring field (also of
 * the entity itself, and through lists), from the referring entities' records. Every referring
 * field has a group, empty when nothing points here.
 */
export function referringRecords(
  spec: Spec,
  entity: string,
  id: string,
  records: Readonly<Record<string, readonly StoredRecord[]>>,
): ReferringGroup[] {
  return backReferences(spec, entity).map(({ entity: other, field }) => {
    const found = (records[other.name] ?? []).filter(
      (record) => refersTo(record, field, id) && !(other.name === entity && record.id === id),
    );
    const label = (record: StoredRecord) => recordLabel(other, record);
    found.sort((a, b) => label(a).localeCompare(label(b)));
    return { entity: other, field, records: found };
  });
}
