import { pathTo, type BoardTarget, type RecordGroup } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/model';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type DragEvent } from 'react';
import { useSession } from '../SessionContext.ts';
import { useRunHref } from '../useRunHref.ts';
import { BoardCard } from './BoardCard.tsx';
import { dropNote } from './dropNote.ts';
import { countOf, nounFor } from './nouns.ts';
import type { BoardMoving } from './useBoardMoves.ts';
import { valueLabel } from './valueLabel.ts';

interface BoardColumnProps {
  entity: Entity;
  field: Field;
  column: RecordGroup;
  /** Moving cards, on a board of a lifecycle's states. */
  moving: BoardMoving | undefined;
}

/**
 * One column of a board: a region named after its value and count ("todo, 2 tasks"), holding a
 * list of cards. While a card is dragged, the column says whether it takes the card (and by
 * which action) or why not; only a column an action leads to accepts the drop.
 */
export function BoardColumn({ entity, field, column, moving }: BoardColumnProps) {
  const { app } = useSession();
  const href = useRunHref();
  const headingId = useId();
  const label = valueLabel(column);
  const count = column.records.length;
  const dragging = moving?.dragging;
  const target: BoardTarget | undefined = dragging?.moves.targets.find(
    (t) => t.column === column.value,
  );
  const action = target?.actions[0];
  const takes = dragging !== undefined && action !== undefined;
  // A drop happens only where dragover was cancelled: the columns that may take the card.
  const onDragOver = (event: DragEvent) => {
    if (!takes) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent) => {
    if (!takes || !moving) return;
    event.preventDefault();
    const record = dragging.record;
    moving.endDrag();
    void moving.move(record, action);
  };
  const note = dragging && target ? dropNote(entity, dragging.record, field, target) : undefined;
  return (
    <Paper
      component="section"
      aria-label={`${label}, ${countOf(entity, count)}`}
      bg={dragging === undefined ? 'gray.0' : takes ? 'blue.0' : 'gray.2'}
      withBorder
      radius="md"
      p="sm"
      w={272}
      onDragOver={onDragOver}
      onDrop={onDrop}
      data-drop={dragging === undefined ? undefined : takes ? 'allowed' : 'refused'}
      style={{
        flex: '0 0 auto',
        ...(dragging !== undefined && {
          borderWidth: 2,
          borderStyle: 'dashed',
          borderColor: takes ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-gray-6)',
        }),
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Title order={2} id={headingId} fz="md" fs={column.listed ? undefined : 'italic'}>
          {label}
        </Title>
        <Badge variant="filled" color="gray.7" radius="sm" aria-hidden>
          {count}
        </Badge>
      </Group>
      {note !== undefined && (
        <Text size="sm" fw={takes ? 600 : 400} c={takes ? 'blue.9' : 'dark.7'} mb="sm">
          {note}
        </Text>
      )}
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
                  moving={moving}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
