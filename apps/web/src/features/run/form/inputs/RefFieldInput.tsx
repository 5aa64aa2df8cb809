import { Select } from '@mantine/core';
import type { InputElement } from '@specrun/runtime';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';
import { refPickerProps } from './refPickerProps.tsx';
import { useRefOptions, withChosen } from './useRefOptions.ts';

/** How many matching records a picker lists at once; typing narrows them down. */
export const PICKER_LIMIT = 50;

type RecordElement = Extract<InputElement, { control: 'record' }>;

/** A record of another entity, chosen by searching its records by their label. */
export function RefFieldInput({
  element,
  input,
  onChange,
  common,
}: FieldInputProps<RecordElement>) {
  const { entity } = element;
  const refs = useRefOptions(entity);
  const value = textOf(input);
  return (
    <Select
      {...common}
      data={withChosen(refs, [value])}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={!common.required}
      allowDeselect={!common.required}
      limit={PICKER_LIMIT}
      {...refPickerProps(entity, refs, common.error)}
    />
  );
}
