import type { Entity, Field, Spec } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { fieldValues, groupFields } from './fieldValues.ts';
import { groupRecords } from './groupRecords.ts';

/** How many records hold one value of a field; `value` is `undefined` for those without one. */
export interface ValueCount {
  value: string | undefined;
  /** False for a value the field's list of values does not name. */
  listed: boolean;
  count: number;
}

/** The counts of an entity's records per value of one of its enum or state fields. */
export interface FieldCounts {
  field: Field;
  counts: ValueCount[];
}

/** What a dashboard shows of an entity: how many records, and how many per enum and state value. */
export interface EntitySummary {
  entity: Entity;
  total: number;
  fields: FieldCounts[];
}

/** Counts an entity's records, in all and per value of each enum and state field (in value order). */
export function summarizeRecords(
  spec: Spec,
  entity: Entity,
  records: readonly StoredRecord[],
): EntitySummary {
  return {
    entity,
    total: records.length,
    fields: groupFields(entity).map((field) => ({
      field,
      counts: groupRecords(records, field.name, fieldValues(spec, entity, field)).map((g) => ({
        value: g.value,
        listed: g.listed,
        count: g.records.length,
      })),
    })),
  };
}

/**
 * Counts the records of every entity of a spec, in the spec's order; an entity missing from
 * `records` counts as having none.
 */
export function summarizeSpec(
  spec: Spec,
  records: ReadonlyMap<string, readonly StoredRecord[]>,
): EntitySummary[] {
  return spec.entities.map((entity) =>
    summarizeRecords(spec, entity, records.get(entity.name) ?? []),
  );
}
