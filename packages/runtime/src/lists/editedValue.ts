import { formatFieldType, type ErrorEntry, type Field, type ReadBehaviour } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import type { FieldValue, InputValue } from '../fields/kinds/types.ts';
import { readInput } from '../forms/formInputs.ts';
import { fieldLabel } from '../labels/fieldLabel.ts';
import { editedText } from './inlineText.ts';

/**
 * What saving an inline edit does: write the field's new value (`null` clears it), delete the
 * record, nothing, or nothing yet because what was entered is no value of the field's type.
 */
export type InlineEditSave =
  | { kind: 'write'; value: FieldValue | null }
  | { kind: 'delete' }
  | { kind: 'none' }
  | { kind: 'invalid'; error: AppError };

/**
 * What saving an inline `edit` of `field` does with what its input holds (`InputValue`, as the
 * field kind's input keeps it): a text field as `editedText` says (trimmed, empty deletes); any
 * other kind read by its kind (`readInput`): a value equal to the stored one writes nothing, an
 * empty input clears the field (or deletes the record when the behaviour says `empty deletes`),
 * and an input that is no value of the type is `invalid`, with the form's INVALID_VALUE error.
 */
export function editedValue(
  behaviour: ReadBehaviour,
  field: Field,
  input: InputValue,
  stored: FieldValue | undefined,
  catalogue: readonly ErrorEntry[] = [],
): InlineEditSave {
  if (typeof input === 'string' && isTextKind(field)) {
    const saved = editedText(behaviour, input, stored);
    return saved.kind === 'write' ? { kind: 'write', value: saved.text } : saved;
  }
  const reading = readInput(input, field.type);
  if (reading.status === 'invalid') {
    const values = { field: fieldLabel(field), type: formatFieldType(field.type) };
    return { kind: 'invalid', error: appError('INVALID_VALUE', catalogue, values, field.name) };
  }
  if (reading.status === 'empty') {
    if (behaviour.options.includes('empty deletes')) return { kind: 'delete' };
    return stored === undefined ? { kind: 'none' } : { kind: 'write', value: null };
  }
  return sameValue(reading.value, stored)
    ? { kind: 'none' }
    : { kind: 'write', value: reading.value };
}

/** True for the kinds whose input is text kept as typed (text, long text, links, addresses). */
function isTextKind(field: Field): boolean {
  const { kind } = field.type;
  return (
    kind === 'text' || kind === 'longtext' || kind === 'email' || kind === 'url' || kind === 'phone'
  );
}

function sameValue(a: FieldValue, b: FieldValue | undefined): boolean {
  return b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
