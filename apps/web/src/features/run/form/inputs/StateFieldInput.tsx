import { TextInput } from '@mantine/core';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';

/**
 * A record's state, shown but not editable: it changes through the lifecycle's actions. A new
 * record shows the state it will start in.
 */
export function StateFieldInput({ input, common, hint }: FieldInputProps) {
  // The field's notes ("see point 4") say less here than what the input is for.
  const { required: _required, description: _notes, ...rest } = common;
  return (
    <TextInput
      {...rest}
      value={textOf(input)}
      readOnly
      variant="filled"
      description={hint ?? 'Changes through its actions, not in this form'}
      placeholder="No initial state is given"
    />
  );
}
