import { TextInput } from '@mantine/core';
import type { InputElement } from '@specrun/runtime';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';
import singleLine from './singleLine.module.css';

type Plain = Extract<InputElement, { control: 'plain' }>;

/** A field whose type Specrun does not know: plain text, with the element's note saying so. */
export function UnknownFieldInput({ element, input, onChange, common }: FieldInputProps<Plain>) {
  const { note } = element;
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
