import { boardOf, filterWhere } from '@specrun/runtime';
import type { Entity, Expression } from '@specrun/spec';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useSession } from '../SessionContext.ts';
import { useRecords } from '../useRecords.ts';
import { useScopeBase } from '../useScopeBase.ts';
import { BoardColumn } from './BoardColumn.tsx';
import { manyTitle, noneYet } from './nouns.ts';
import { WhereProblem } from './WhereProblem.tsx';

interface BoardColumnsProps {
  entity: Entity;
  where: Expression | undefined;
  onRetry: () => void;
}

/** The columns of a board, kept live; an empty state above them when there are no records. */
export function BoardColumns({ entity, where, onRetry }: BoardColumnsProps) {
  const { spec } = useSession();
  const records = useRecords(entity.name);
  const base = useScopeBase();
  const outcome = useMemo(
    () =>
      records.status === 'ready' ? filterWhere(records.value, entity, where, base) : undefined,
    [records, entity, where, base],
  );
  const noun = manyTitle(entity).toLowerCase();
  if (records.status === 'error')
    return (
      <LoadErrorState
        title={`The ${noun} could not be loaded`}
        error={records.error}
        onRetry={onRetry}
      />
    );
  if (!outcome) return <LoadingState label={`Loading the ${noun}…`} />;
  if (!outcome.ok && where) return <WhereProblem where={where} problem={outcome.problem} />;
  const board = boardOf(spec, entity, outcome.ok ? outcome.records : []);
  if (!board) return null;
  const total = board.columns.reduce((sum, c) => sum + c.records.length, 0);
  return (
    <Stack gap="sm">
      {total === 0 && <Text>{noneYet(entity, where)}</Text>}
      {/* Wide boards scroll sideways inside their own box, not the page. */}
      <Box style={{ overflowX: 'auto' }} pb="xs">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {board.columns.map((column) => (
            <BoardColumn
              key={column.value ?? '\u0000none'}
              entity={entity}
              field={board.field}
              column={column}
            />
          ))}
        </Group>
      </Box>
    </Stack>
  );
}
