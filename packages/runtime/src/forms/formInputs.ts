import type { FieldType } from '@specrun/model';
import { kindOf } from '../fields/kinds/registry.ts';
import type { FieldValue, InputElement, InputReading, InputValue } from '../fields/kinds/types.ts';

// A form's inputs, as each field's kind meets them (`FormInputKind` in fields/kinds/).

export type { InputElement, InputReading, InputValue } from '../fields/kinds/types.ts';

/** What the input of a field of `type` shows for `value` (its empty content when there is none). */
export function inputOf(value: FieldValue | undefined, type: FieldType): InputValue {
  const { input } = kindOf(type);
  return value === undefined ? input.empty : input.show(value, type);
}

/** Reads what the user entered in the input of a field of `type`. */
export function readInput(input: InputValue, type: FieldType): InputReading {
  return kindOf(type).input.read(input, type);
}

/** The element that edits a field of `type`, for the page to render. */
export function inputElementOf(type: FieldType): InputElement {
  return kindOf(type).input.element(type);
}
