import type { Field } from '@specrun/model';
import type { FieldValue } from '../fields/fieldKinds.ts';
import { kindOf } from '../fields/kinds/registry.ts';
import type { SampleContext } from '../fields/kinds/types.ts';

/**
 * A value of a field's type, drawn from `context.random`, as the field's kind makes it: text of
 * a few words (a number added when it must be unique), numbers, money with cents, dates and
 * times in the year before the anchor, well-formed emails, URLs and phone numbers, one of an
 * enum's values, the id of a record (or sample user) a reference may point at, the initial state.
 * `undefined` when no value can be made (a reference to an entity without records, a type the
 * reader did not know).
 */
export function sampleValue(field: Field, context: SampleContext): FieldValue | undefined {
  return kindOf(field.type).sample(field.type, field.name, context);
}
