import type { Field } from '@specrun/model';

/** A field for tests: `name` of `type`, not required, not unique, without notes. */
export function optionalField(name: string, type: Field['type']): Field {
  return { name, type, required: false, unique: false, notes: '' };
}
