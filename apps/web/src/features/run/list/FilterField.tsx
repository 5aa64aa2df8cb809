import { Checkbox, Group, MultiSelect, NumberInput, TextInput } from '@mantine/core';
import { fieldLabel, kindOf, type FilterChoice, type RangeInput } from '@specrun/runtime';
import type { Field } from '@specrun/model';
import type { FilterInput } from './listControls.ts';

/** Up to this many values are offered as checkboxes; more as a searchable choice. */
const CHECKBOX_LIMIT = 8;

interface FilterFieldProps {
  field: Field;
  input: FilterInput;
  /** The values a choice filter offers. */
  choices: readonly FilterChoice[];
  onChange: (input: FilterInput) => void;
}

/**
 * The filter of one field, by its type: text that the value contains, a range from and to
 * (numbers, amounts, dates), or a choice of values (enum, state, yes/no, references).
 */
export function FilterField({ field, input, choices, onChange }: FilterFieldProps) {
  const name = fieldLabel(field);
  if (input.kind === 'contains') {
    return (
      <TextInput
        label={`${name} contains`}
        value={input.text}
        onChange={(event) => onChange({ kind: 'contains', text: event.currentTarget.value })}
      />
    );
  }
  if (input.kind === 'range') {
    const set = (end: 'min' | 'max', value: string) => onChange({ ...input, [end]: value });
    return (
      <Group gap="xs" grow align="flex-end" wrap="nowrap">
        <RangeEnd
          input={rangeInputOf(field)}
          label={`${name} from`}
          value={input.min}
          onChange={(v) => set('min', v)}
        />
        <RangeEnd
          input={rangeInputOf(field)}
          label={`${name} to`}
          value={input.max}
          onChange={(v) => set('max', v)}
        />
      </Group>
    );
  }
  const data = choices.map((choice) => ({ value: String(choice.value), label: choice.label }));
  const set = (values: string[]) => onChange({ kind: 'oneOf', values });
  if (data.length > CHECKBOX_LIMIT) {
    return (
      <MultiSelect
        label={name}
        data={data}
        value={input.values}
        onChange={set}
        searchable
        clearable
      />
    );
  }
  return (
    <Checkbox.Group label={name} value={input.values} onChange={set}>
      <Group gap="sm" mt={4}>
        {data.length === 0 ? (
          <span>No values to choose from</span>
        ) : (
          data.map((choice) => (
            <Checkbox key={choice.value} value={choice.value} label={choice.label} />
          ))
        )}
      </Group>
    </Checkbox.Group>
  );
}

/** The input of each end of a field's range filter, as its kind gives it. */
function rangeInputOf(field: Field): RangeInput {
  const { filter } = kindOf(field.type);
  return filter.kind === 'range' ? filter.input : { control: 'number', integral: false };
}

interface RangeEndProps {
  input: RangeInput;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** One end of a range: a number, or a date (and time) picked with the browser's own input. */
function RangeEnd({ input, label, value, onChange }: RangeEndProps) {
  if (input.control === 'date') {
    return (
      <TextInput
        type={input.htmlType}
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={(next) => onChange(String(next))}
      allowDecimal={!input.integral}
      hideControls
    />
  );
}
