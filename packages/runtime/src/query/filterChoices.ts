import type { Field, Spec } from '@specrun/model';
import { kindOf } from '../fields/kinds/registry.ts';
import type { FilterChoice } from '../fields/kinds/types.ts';
import type { LabelIndex } from '../labels/referenceLabels.ts';

export type { FilterChoice } from '../fields/kinds/types.ts';

/**
 * The values a choice filter (`filterKindOf` is `oneOf`) offers for a field, as its kind gives
 * them: an enum's values, the states of the entity's lifecycle, yes and no, or the records a
 * reference may point at (from `labels`, by label). Empty for a field of another type.
 */
export function filterChoices(
  spec: Spec,
  entity: string,
  field: Field,
  labels?: LabelIndex,
): FilterChoice[] {
  const { filter } = kindOf(field.type);
  return filter.kind === 'oneOf' ? filter.choices(field.type, { spec, entity, labels }) : [];
}
