import { Select } from '@mantine/core';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';

/** One of an enum's listed values; an optional one can be cleared. */
export function EnumFieldInput({ field, input, onChange, common }: FieldInputProps) {
  const values = field.type.kind === 'enum' ? field.type.values : [];
  const value = textOf(input);
  // A stored value the spec no longer lists stays visible, so that saving does not hide it.
  const data = value === '' || values.includes(value) ? values : [...values, value];
  return (
    <Select
      {...common}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      clearable={!common.required}
      allowDeselect={!common.required}
      placeholder="Choose a value"
    />
  );
}
