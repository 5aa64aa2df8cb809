import { Text, TextInput } from '@mantine/core';
import { inputOf, readInput, type InputElement } from '@specrun/runtime';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';
import singleLine from './singleLine.module.css';

type NumberElement = Extract<InputElement, { control: 'number' }>;

/**
 * A number as typed: a whole number when the element is `integral`; its `unit` beside it (the
 * currency of money), and, when it is `tidy`, rewritten as its kind shows it once the input is
 * left (money with two decimals). Mantine's NumberInput is not used on purpose: it rewrites
 * what it cannot read (a pasted `12,5,3` becomes `1253`) where the form must say so instead.
 */
export function NumberFieldInput({
  field,
  element,
  input,
  onChange,
  common,
}: FieldInputProps<NumberElement>) {
  const type = field.type;
  const { unit, tidy, integral } = element;
  // Money shows two decimals once the input is left (12.5 becomes 12.50).
  const tidyUp = (): void => {
    const read = readInput(input, type);
    if (read.status === 'value') onChange(inputOf(read.value, type));
  };
  return (
    <TextInput
      {...common}
      value={textOf(input)}
      onChange={(event) => onChange(event.currentTarget.value)}
      classNames={{ input: singleLine.input }}
      inputMode={integral ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...(tidy ? { onBlur: tidyUp } : {})}
      {...(unit
        ? {
            rightSection: (
              <Text size="sm" c="dimmed">
                {unit}
              </Text>
            ),
            rightSectionWidth: 48,
            rightSectionPointerEvents: 'none' as const,
          }
        : {})}
    />
  );
}
