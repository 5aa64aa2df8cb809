import { Checkbox } from '@mantine/core';
import type { FieldInputProps } from './FieldInputProps.ts';

/**
 * Yes or no, as a checkbox. A checkbox always holds one of the two, so it is never empty and
 * carries no "required" mark (on a checkbox that would mean "must be ticked").
 */
export function BooleanFieldInput({ input, onChange, common }: FieldInputProps) {
  const { required: _required, ...rest } = common;
  return (
    <Checkbox
      {...rest}
      checked={input === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
