import { TextInput } from '@mantine/core';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';
import singleLine from './singleLine.module.css';

/** A field whose type Specrun does not know: plain text, with a note that says so. */
export function UnknownFieldInput({ field, input, onChange, common }: FieldInputProps) {
  const type = field.type.kind === 'unknown' ? field.type.text : '';
  const note =
    type === ''
      ? 'The spec gives this field no type; it is kept as text.'
      : `The type “${type}” is unknown; it is kept as text.`;
  const notes = typeof common.description === 'string' ? ` ${common.description}` : '';
  return (
    <TextInput
      {...common}
      description={note + notes}
      value={textOf(input)}
      onChange={(event) => onChange(event.currentTarget.value)}
      classNames={{ input: singleLine.input }}
      autoComplete="off"
    />
  );
}
