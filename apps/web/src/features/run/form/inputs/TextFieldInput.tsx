import { TextInput } from '@mantine/core';
import type { ChangeEvent, ComponentType } from 'react';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';
import singleLine from './singleLine.module.css';

/** The HTML input types the text-like fields use. */
export type TextInputType =
  'text' | 'email' | 'url' | 'tel' | 'date' | 'datetime-local' | 'password';

/**
 * A one-line input of an HTML type: text, an address, a link, a telephone number, a date, or a
 * local date and time (which the form stores as UTC). The form checks what was typed itself.
 */
export function textFieldInput(type: TextInputType): ComponentType<FieldInputProps> {
  function TextFieldInput({ input, onChange, common, inputRef }: FieldInputProps) {
    // With `inputRef`, the element keeps what is typed and reports it itself (a keystroke
    // renders nothing); without, it shows the form's value.
    const text = inputRef
      ? { defaultValue: textOf(input), ref: inputRef }
      : {
          value: textOf(input),
          onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value),
        };
    return (
      <TextInput
        {...common}
        {...text}
        type={type}
        classNames={{ input: singleLine.input }}
        autoComplete="off"
      />
    );
  }
  return TextFieldInput;
}
