import type { Entity } from '@specrun/model';
import { defaultFieldValue, isFieldValue } from '../fields/fieldKinds.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';

/** What a migration did to one record, in words a user can read. */
export interface MigrationNote {
  field: string;
  change: 'kept aside' | 'defaulted' | 'restored';
  reason: string;
}

/**
 * Fits a stored record to its entity as the spec now defines it, losing nothing: a value whose
 * field is gone, or that is not a value of the field's type any more, is moved to `aside`; a field
 * that is new since `previousFields` gets its default; a value kept aside earlier whose field is
 * back and fits again is restored; a state field with no value gets `initialState`, the initial
 * state of the entity's lifecycle, which the record's actions take it to be in anyway. Returns the
 * new record (the input is not changed).
 */
export function migrateRecord(
  record: StoredRecord,
  entity: Entity,
  previousFields: readonly string[] | undefined,
  now: string,
  initialState?: string,
): { record: StoredRecord; notes: MigrationNote[] } {
  const notes: MigrationNote[] = [];
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  const values: StoredRecord['values'] = {};
  const aside: StoredRecord['aside'] = { ...record.aside };

  for (const [name, value] of Object.entries(record.values)) {
    const field = fields.get(name);
    if (field && isFieldValue(value, field.type)) {
      values[name] = value;
      continue;
    }
    const reason = field
      ? `the value no longer fits the field ${name}, whose type changed`
      : `the field ${name} is no longer in the spec`;
    aside[freeKey(aside, name)] = { value, reason, since: now };
    notes.push({ field: name, change: 'kept aside', reason });
  }

  for (const field of entity.fields) {
    if (field.name in values) continue;
    const kept = aside[field.name];
    if (kept && isFieldValue(kept.value, field.type)) {
      values[field.name] = kept.value;
      delete aside[field.name];
      notes.push({
        field: field.name,
        change: 'restored',
        reason: 'the field is back and its value fits it',
      });
      continue;
    }
    if (field.type.kind === 'state' && initialState !== undefined) {
      values[field.name] = initialState;
      notes.push({
        field: field.name,
        change: 'defaulted',
        reason: 'the record had no state; it is in the initial state of its lifecycle',
      });
      continue;
    }
    const isNew = previousFields !== undefined && !previousFields.includes(field.name);
    const fallback = isNew ? defaultFieldValue(field) : undefined;
    if (fallback !== undefined) {
      values[field.name] = fallback;
      notes.push({
        field: field.name,
        change: 'defaulted',
        reason: 'the field is new and has a default',
      });
    }
  }

  return { record: { ...record, values, aside }, notes };
}

/** `name`, or `name (2)`, `name (3)`… when a value is already kept aside under that name. */
function freeKey(aside: StoredRecord['aside'], name: string): string {
  if (!(name in aside)) return name;
  let n = 2;
  while (`${name} (${n})` in aside) n++;
  return `${name} (${n})`;
}
