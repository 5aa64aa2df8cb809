import { Select } from '@mantine/core';
import type { InputElement } from '@specrun/runtime';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';

type Select = Extract<InputElement, { control: 'select' }>;

/** One of listed values (an enum's); an optional one can be cleared. */
export function EnumFieldInput({ element, input, onChange, common }: FieldInputProps<Select>) {
  const { values } = element;
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
