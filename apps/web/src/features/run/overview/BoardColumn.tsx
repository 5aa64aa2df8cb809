import { pathTo, type RecordGroup } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/spec';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useSession } from '../SessionContext.ts';
import { useRunHref } from '../useRunHref.ts';
import { BoardCard } from './BoardCard.tsx';
import { countOf, nounFor } from './nouns.ts';
import { valueLabel } from './valueLabel.ts';

interface BoardColumnProps {
  entity: Entity;
  field: Field;
  column: RecordGroup;
}

/**
 * One column of a board: a region named after its value and count ("todo, 2 tasks"), holding a
 * list of cards. `column.value` is what a card dropped here would move to (issue 5).
 */
export function BoardColumn({ entity, field, column }: BoardColumnProps) {
  const { app } = useSession();
  const href = useRunHref();
  const headingId = useId();
  const label = valueLabel(column);
  const count = column.records.length;
  return (
    <Paper
      component="section"
      aria-label={`${label}, ${countOf(entity, count)}`}
      bg="gray.0"
      withBorder
      radius="md"
      p="sm"
      w={272}
      style={{ flex: '0 0 auto' }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Title order={2} id={headingId} fz="md" fs={column.listed ? undefined : 'italic'}>
          {label}
        </Title>
        <Badge variant="filled" color="gray.7" radius="sm" aria-hidden>
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="gray.7">
          No {nounFor(entity, 0)}
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-labelledby={headingId}
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {column.records.map((record) => {
            const detail = pathTo(app, 'detail', entity.name, record.id);
            return (
              <li key={record.id}>
                <BoardCard
                  entity={entity}
                  record={record}
                  columnField={field}
                  href={detail === undefined ? undefined : href(detail)}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
