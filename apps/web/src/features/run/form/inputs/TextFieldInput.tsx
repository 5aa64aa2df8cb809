import { TextInput } from '@mantine/core';
import type { InputElement } from '@specrun/runtime';
import type { ChangeEvent } from 'react';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';
import singleLine from './singleLine.module.css';

type Line = Extract<InputElement, { control: 'line' }>;

/**
 * A one-line input of the element's HTML type: text, an address, a link, a telephone number, a
 * date, or a local date and time (which the form stores as UTC). The form checks what was typed
 * itself.
 */
export function TextFieldInput({
  element,
  input,
  onChange,
  common,
  inputRef,
}: FieldInputProps<Line>) {
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
      type={element.htmlType}
      classNames={{ input: singleLine.input }}
      autoComplete="off"
    />
  );
}
