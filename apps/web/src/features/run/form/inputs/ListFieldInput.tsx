import { MultiSelect, TagsInput } from '@mantine/core';
import type { FieldType } from '@specrun/model';
import { itemsOf, type FieldInputProps } from './FieldInputProps.ts';
import { PICKER_LIMIT } from './RefFieldInput.tsx';
import { refPickerProps } from './refPickerProps.tsx';
import { useRefOptions, withChosen } from './useRefOptions.ts';

const elementOf = (type: FieldType): FieldType =>
  type.kind === 'list' ? type.of : { kind: 'unknown', text: '' };

/**
 * A list of a type: records chosen by searching for a list of references, values picked from
 * an enum's list, and typed items (Enter or a comma ends one) for everything else.
 */
export function ListFieldInput(props: FieldInputProps) {
  const of = elementOf(props.field.type);
  if (of.kind === 'ref') return <RefListInput {...props} entity={of.entity} />;
  const { input, onChange, common } = props;
  if (of.kind === 'enum')
    return (
      <MultiSelect
        {...common}
        data={[...new Set([...of.values, ...itemsOf(input)])]}
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
