import { MultiSelect, TagsInput } from '@mantine/core';
import type { InputElement } from '@specrun/runtime';
import { itemsOf, type FieldInputProps } from './FieldInputProps.ts';
import { PICKER_LIMIT } from './RefFieldInput.tsx';
import { refPickerProps } from './refPickerProps.tsx';
import { useRefOptions, withChosen } from './useRefOptions.ts';

type ListElement = Extract<InputElement, { control: 'multiselect' | 'records' | 'tags' }>;

/**
 * A list of a type, as its element asks: records chosen by searching (a list of references),
 * values picked among listed ones (a list of an enum), or typed items (Enter or a comma ends
 * one) for everything else.
 */
export function ListFieldInput(props: FieldInputProps<ListElement>) {
  const { element, input, onChange, common } = props;
  if (element.control === 'records') return <RefListInput {...props} entity={element.entity} />;
  if (element.control === 'multiselect')
    return (
      <MultiSelect
        {...common}
        data={[...new Set([...element.values, ...itemsOf(input)])]}
        value={itemsOf(input)}
        onChange={onChange}
        searchable
        placeholder="Choose values"
      />
    );
  return (
    <TagsInput
      {...common}
      value={itemsOf(input)}
      onChange={onChange}
      placeholder="Type a value, then Enter"
    />
  );
}

function RefListInput({ input, onChange, common, entity }: FieldInputProps & { entity: string }) {
  const refs = useRefOptions(entity);
  const chosen = itemsOf(input);
  return (
    <MultiSelect
      {...common}
      data={withChosen(refs, chosen)}
      value={chosen}
      onChange={onChange}
      searchable
      limit={PICKER_LIMIT}
      {...refPickerProps(entity, refs, common.error)}
    />
  );
}
