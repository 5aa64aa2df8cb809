import { TextInput } from '@mantine/core';
import type { ComponentType } from 'react';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';

/** The HTML input types the text-like fields use. */
export type TextInputType = 'text' | 'email' | 'url' | 'tel' | 'date' | 'datetime-local';

/**
 * A one-line input of an HTML type: text, an address, a link, a telephone number, a date, or a
 * local date and time (which the form stores as UTC). The form checks what was typed itself.
 */
export function textFieldInput(type: TextInputType): ComponentType<FieldInputProps> {
  function TextFieldInput({ input, onChange, common }: FieldInputProps) {
    return (
      <TextInput
        {...common}
        type={type}
        value={textOf(input)}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="off"
      />
    );
  }
  return TextFieldInput;
}
