import type { Entity, Field, Spec } from '@specrun/model';
import { statesOf } from '../lifecycle/statesOf.ts';

/** The fields of an entity a dashboard counts by, in the entity's order: its enum and state fields. */
export function groupFields(entity: Entity): Field[] {
  return entity.fields.filter((f) => f.type.kind === 'enum' || f.type.kind === 'state');
}

/** The field a board's columns come from: the entity's state field, else its first enum field. */
export function boardField(entity: Entity): Field | undefined {
  return (
    entity.fields.find((f) => f.type.kind === 'state') ??
    entity.fields.find((f) => f.type.kind === 'enum')
  );
}

/**
 * The values of an enum or state field in their order: an enum's values as listed, a state
 * field's states in lifecycle order (point 4 of the spec); empty for other fields, and for a state
 * field whose entity has no lifecycle.
 */
export function fieldValues(spec: Spec, entity: Entity, field: Field): string[] {
  if (field.type.kind === 'enum') return [...new Set(field.type.values)];
  if (field.type.kind !== 'state') return [];
  return statesOf(spec, entity.name).filter((state) => state !== '');
}
