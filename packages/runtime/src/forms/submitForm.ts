import type { Entity, ErrorEntry } from '@specrun/model';
import type { DataSource, Outcome } from '../data/DataSource.ts';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { buildValues, type FormInputs } from './formValues.ts';

/** What a form writes: a new record, or a record it opened at a version. */
export type FormTarget =
  { mode: 'create' } | { mode: 'edit'; id: string; version: number; initial: FormInputs };

/**
 * Saves a form: reads its inputs (an input that is not a value of its type fails here, before
 * any call) and creates or updates the record through the data source, which answers with the
 * stored record or the errors that refused it.
 */
export async function submitForm(
  source: DataSource,
  entity: Entity,
  inputs: FormInputs,
  target: FormTarget,
  catalogue: readonly ErrorEntry[] = [],
): Promise<Outcome<StoredRecord>> {
  const mode =
    target.mode === 'edit'
      ? { mode: 'edit' as const, initial: target.initial }
      : { mode: 'create' as const };
  const { values, errors } = buildValues(entity, inputs, mode, catalogue);
  if (errors.length > 0) return { ok: false, errors };
  return target.mode === 'edit'
    ? source.update(entity.name, target.id, values, target.version)
    : source.create(entity.name, values);
}
