import { groupFields, recordLabel, type StoredRecord } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/model';
import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import type { DragEvent } from 'react';
import { Link } from 'wouter';
import { BoardMoveMenu } from './BoardMoveMenu.tsx';
import type { BoardMoving } from './useBoardMoves.ts';

interface BoardCardProps {
  entity: Entity;
  record: StoredRecord;
  /** The field the board's columns come from: not repeated on the card. */
  columnField: Field;
  /** The path of the record's detail screen, when the app has one. */
  href: string | undefined;
  /** Moving cards, on a board of a lifecycle's states. */
  moving: BoardMoving | undefined;
}

/**
 * One record on a board: its label, a link to its detail, and the values of its other enum and
 * state fields. On a board of a lifecycle's states it can be dragged to a column an action leads
 * to, and its "Move" menu names the same actions for the keyboard and screen readers.
 */
export function BoardCard({ entity, record, columnField, href, moving }: BoardCardProps) {
  const label = recordLabel(entity, record);
  const others = groupFields(entity).filter((f) => f.name !== columnField.name);
  const tags = others.flatMap((f) => {
    const value = record.values[f.name];
    return typeof value === 'string' && value !== '' ? [{ field: f.name, value }] : [];
  });
  const moves = moving?.movesOf(record).moves ?? [];
  const dragged = moving?.dragging?.record.id === record.id;
  const onDragStart = (event: DragEvent) => {
    if (!moving) return;
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only when it carries some data.
    event.dataTransfer.setData('text/plain', label);
    moving.startDrag(record);
  };
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      shadow="xs"
      draggable={moving !== undefined}
      onDragStart={moving && onDragStart}
      onDragEnd={moving?.endDrag}
      style={{
        ...(moving && { cursor: 'grab' }),
        ...(dragged && { outline: '2px solid var(--mantine-color-blue-8)' }),
      }}
    >
      {href === undefined ? (
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
      ) : (
        <Anchor
          component={Link}
          href={href}
          fw={500}
          draggable={false}
          style={{ overflowWrap: 'anywhere' }}
        >
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
      {moving && moves.length > 0 && (
        <BoardMoveMenu
          label={label}
          moves={moves}
          busy={moving.busy === record.id}
          disabled={moving.busy !== undefined}
          onMove={(action) => void moving.move(record, action)}
        />
      )}
    </Paper>
  );
}
