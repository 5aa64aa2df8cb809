import type { Entity, ErrorEntry, User } from '@specrun/model';
import type { AppError } from '../errors/AppError.ts';
import type * as FieldConstraintsModule from '../rules/fieldConstraints.ts';
import type { RecordStore, StoredRecord } from '../storage/RecordStore.ts';

/** What field checks need besides the record: the catalogue, the users, and the store for references. */
export interface FieldValidationContext {
  catalogue: readonly ErrorEntry[];
  users: readonly User[];
  store: RecordStore;
}

type FieldConstraints = typeof FieldConstraintsModule;

// The field kinds load with the first write, not with the first screen, which writes nothing;
// once, not on each write (a module loader may answer each `import()` late: 100,000 writes).
let constraints: Promise<FieldConstraints> | undefined;

/**
 * Checks a record's values against its entity's fields: no unknown field, required fields
 * present, each value of its field's type, each reference pointing at an existing record (read
 * from the store, so that a write is checked against what is stored now).
 */
export async function validateFields(
  entity: Entity,
  values: StoredRecord['values'],
  context: FieldValidationContext,
): Promise<AppError[]> {
  const { checkFieldValues, missingReference } = await (constraints ??=
    import('../rules/fieldConstraints.ts').catch((error: unknown) => {
      constraints = undefined;
      throw error;
    }));
  const { errors, references } = checkFieldValues(entity, values, context.catalogue);
  for (const reference of references) {
    // A user is a sample user of point 6, or a stored one (signed up) when the spec declares User.
    const exists =
      (reference.entity === 'User' && context.users.some((u) => u.id === reference.id)) ||
      (await context.store.get(reference.entity, reference.id)) !== undefined;
    if (!exists) errors.push(missingReference(reference, context.catalogue));
  }
  return errors;
}
