import { Text, TextInput } from '@mantine/core';
import { readInput } from '@specrun/runtime';
import { textOf, type FieldInputProps } from './FieldInputProps.ts';
import singleLine from './singleLine.module.css';

/**
 * A number as typed: a whole number for an integer; for money, the currency beside it and two
 * decimals once the input is left. Mantine's NumberInput is not used on purpose: it rewrites
 * what it cannot read (a pasted `12,5,3` becomes `1253`) where the form must say so instead.
 */
export function NumberFieldInput({ field, input, onChange, common }: FieldInputProps) {
  const type = field.type;
  const currency = type.kind === 'money' ? type.currency : undefined;
  // Money shows two decimals once the input is left (12.5 becomes 12.50).
  const fixTwoDecimals = (): void => {
    const read = readInput(input, type);
    if (read.status === 'value' && typeof read.value === 'number') onChange(read.value.toFixed(2));
  };
  return (
    <TextInput
      {...common}
      value={textOf(input)}
      onChange={(event) => onChange(event.currentTarget.value)}
      classNames={{ input: singleLine.input }}
      inputMode={type.kind === 'integer' ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...(currency
        ? {
            onBlur: fixTwoDecimals,
            rightSection: (
              <Text size="sm" c="dimmed">
                {currency}
              </Text>
            ),
            rightSectionWidth: 48,
            rightSectionPointerEvents: 'none' as const,
          }
        : {})}
    />
  );
}
