import type { Entity, ErrorEntry, User } from '@specrun/spec';
import { formatFieldType } from '@specrun/spec';
import { appError, type AppError } from '../errors/AppError.ts';
import { isFieldValue } from '../fields/fieldKinds.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';

/** What field checks need besides the record: the catalogue, the users, and the store for references. */
export interface FieldCheckContext {
  catalogue: readonly ErrorEntry[];
  users: readonly User[];
  store: RecordStore;
}

/**
 * Checks a record's values against its entity's fields: no unknown field, required fields
 * present, each value of its field's type, each reference pointing at an existing record.
 */
export async function checkFields(
  entity: Entity,
  values: StoredRecord['values'],
  context: FieldCheckContext,
): Promise<AppError[]> {
  const errors: AppError[] = [];
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  for (const name of Object.keys(values)) {
    if (!fields.has(name))
      errors.push(appError('UNKNOWN_FIELD', context.catalogue, { field: name }, name));
  }
  for (const field of entity.fields) {
    const value = values[field.name];
    if (value === undefined || value === '') {
      // A state is set by the lifecycle, not by the user: a spec without an initial state leaves it empty.
      if (field.required && field.type.kind !== 'state')
        errors.push(appError('REQUIRED', context.catalogue, { field: field.name }, field.name));
      continue;
    }
    if (!isFieldValue(value, field.type)) {
      const type = formatFieldType(field.type);
      errors.push(
        appError('INVALID_VALUE', context.catalogue, { field: field.name, type }, field.name),
      );
      continue;
    }
    const refs =
      field.type.kind === 'ref'
        ? [value]
        : field.type.kind === 'list' && field.type.of.kind === 'ref'
          ? (value as string[])
          : [];
    const target =
      field.type.kind === 'ref'
        ? field.type.entity
        : field.type.kind === 'list' && field.type.of.kind === 'ref'
          ? field.type.of.entity
          : '';
    for (const ref of refs) {
      const exists =
        target === 'User'
          ? context.users.some((u) => u.id === ref)
          : (await context.store.get(target, String(ref))) !== undefined;
      if (!exists) {
        errors.push(
          appError(
            'MISSING_REFERENCE',
            context.catalogue,
            { field: field.name, entity: target, id: String(ref) },
            field.name,
          ),
        );
      }
    }
  }
  return errors;
}
