import type { ValuesInput } from '../data/DataSource.ts';
import type { FieldValue } from '../fields/fieldKinds.ts';

/** Values after a write of `input` (`null` clears a field). */
export function mergeValues(
  values: Readonly<Record<string, FieldValue>>,
  input: ValuesInput,
): Record<string, FieldValue> {
  const merged: Record<string, FieldValue> = { ...values };
  for (const [name, value] of Object.entries(input)) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}
