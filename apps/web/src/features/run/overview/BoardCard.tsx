import { groupFields, recordLabel, type StoredRecord } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/spec';
import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { Link } from 'wouter';

interface BoardCardProps {
  entity: Entity;
  record: StoredRecord;
  /** The field the board's columns come from: not repeated on the card. */
  columnField: Field;
  /** The path of the record's detail screen, when the app has one. */
  href: string | undefined;
}

/**
 * One record on a board: its label, a link to its detail, and the values of its other enum and
 * state fields. (Issue 5 makes a card draggable where an action allows the move.)
 */
export function BoardCard({ entity, record, columnField, href }: BoardCardProps) {
  const label = recordLabel(entity, record);
  const others = groupFields(entity).filter((f) => f.name !== columnField.name);
  const tags = others.flatMap((f) => {
    const value = record.values[f.name];
    return typeof value === 'string' && value !== '' ? [{ field: f.name, value }] : [];
  });
  return (
    <Paper withBorder radius="sm" p="sm" shadow="xs">
      {href === undefined ? (
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
      ) : (
        <Anchor component={Link} href={href} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Anchor>
      )}
      {tags.length > 0 && (
        <Group gap={6} mt={6}>
          {tags.map((tag) => (
            <Badge key={tag.field} variant="outline" color="gray.7" radius="sm" tt="none" fw={500}>
              {tag.field}: {tag.value}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}
