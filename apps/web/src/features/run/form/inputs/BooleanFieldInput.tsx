import { Checkbox } from '@mantine/core';
import type { FieldInputProps } from './FieldInputProps.ts';

// The same colours as the other inputs' description and error (above WCAG AA contrast).
const INLINE_STYLES = {
  description: { color: 'var(--mantine-color-gray-7)' },
  error: { color: 'var(--mantine-color-red-9)' },
};

/**
 * Yes or no, as a checkbox. A checkbox always holds one of the two, so it is never empty and
 * carries no "required" mark (on a checkbox that would mean "must be ticked").
 */
export function BooleanFieldInput({ input, onChange, common }: FieldInputProps) {
  const { required: _required, descriptionProps: _d, errorProps: _e, ...rest } = common;
  return (
    <Checkbox
      {...rest}
      checked={input === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      styles={INLINE_STYLES}
    />
  );
}
