import { Textarea } from '@mantine/core';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';

/** Several lines of text, growing with what is typed; Enter starts a new line. */
export function LongTextFieldInput({ input, onChange, common }: FieldInputProps) {
  return (
    <Textarea
      {...common}
      value={textOf(input)}
      onChange={(event) => onChange(event.currentTarget.value)}
      autosize
      minRows={3}
      maxRows={12}
    />
  );
}
