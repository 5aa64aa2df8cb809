import type { Field, Spec } from '@specrun/model';
import type { LabelIndex } from '../labels/referenceLabels.ts';
import { referenceTarget } from '../labels/referenceLabels.ts';

/** One value a choice filter offers, with the words people see for it. */
export interface FilterChoice {
  value: string | boolean;
  label: string;
}

/** The states of an entity's lifecycle (point 4): the initial one first, then in table order. */
export function statesOf(spec: Spec, entity: string): string[] {
  const lifecycle = spec.lifecycles.find((l) => l.entity === entity);
  if (!lifecycle) return [];
  const states = new Set<string>();
  if (lifecycle.initial !== undefined) states.add(lifecycle.initial);
  for (const t of lifecycle.transitions) {
    states.add(t.from);
    states.add(t.to);
  }
  return [...states];
}

/**
 * The values a choice filter (`filterKindOf` is `oneOf`) offers for a field: an enum's values, the
 * states of the entity's lifecycle, yes and no, or the records a reference may point at (from
 * `labels`, by label). Empty for a field of another type.
 */
export function filterChoices(
  spec: Spec,
  entity: string,
  field: Field,
  labels?: LabelIndex,
): FilterChoice[] {
  const type = field.type;
  switch (type.kind) {
    case 'enum':
      return type.values.map((value) => ({ value, label: value }));
    case 'state':
      return statesOf(spec, entity).map((value) => ({ value, label: value }));
    case 'boolean':
      return [
        { value: true, label: 'yes' },
        { value: false, label: 'no' },
      ];
    case 'ref': {
      const target = referenceTarget(type);
      const known = target === undefined ? undefined : labels?.get(target);
      if (!known) return [];
      return [...known]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label));
    }
    default:
      return [];
  }
}
