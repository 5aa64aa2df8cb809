import type { Entity, Field } from '@specrun/model';

/**
 * The fields of an entity a person fills in a form: all but those the backend computes
 * (`= …`) or sets (`set on create: …`), the lists of users its actions change (`added by
 * favorite`), and a declared `id`, which the store gives. The state field stays: it is shown,
 * and moved by actions.
 */
export function formFields(entity: Entity): Field[] {
  return entity.fields.filter(isFormField);
}

/** True when a person fills this field in a form (`formFields`). */
export function isFormField(field: Field): boolean {
  return (
    field.computed === undefined &&
    field.set === undefined &&
    field.addedBy === undefined &&
    field.removedBy === undefined &&
    field.name !== 'id'
  );
}
