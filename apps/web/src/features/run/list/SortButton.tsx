import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ListSort } from '@specrun/runtime';

interface SortButtonProps {
  /** The column's field, as the spec writes it. */
  name: string;
  /** The column's words for people: the button's name. */
  label: string;
  sort: ListSort | undefined;
  onClick: () => void;
}

/** A column header that sorts by its field; the arrow shows the direction (`aria-sort` says it). */
export function SortButton({ name, label, sort, onClick }: SortButtonProps) {
  const direction = sort?.field === name ? sort.direction : undefined;
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        <Text span inherit>
          {label}
        </Text>
        <Text span inherit aria-hidden {...(direction ? {} : { c: 'gray.6' })}>
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
