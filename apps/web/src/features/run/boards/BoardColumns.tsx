import { boardOf, filterWhere } from '@specrun/runtime';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import type { Entity, Expression } from '@specrun/model';
import { Alert, Box, Group, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useSession } from '../SessionContext.ts';
import { useRecords } from '../useRecords.ts';
import { useScopeBase } from '../useScopeBase.ts';
import { BoardColumn } from './BoardColumn.tsx';
import { manyTitle, noneYet } from './nouns.ts';
import { useBoardMoves, type BoardMoving } from './useBoardMoves.ts';
import { WhereProblem } from './WhereProblem.tsx';

interface BoardColumnsProps {
  entity: Entity;
  where: Expression | undefined;
  onRetry: () => void;
}

/**
 * The columns of a board, kept live; an empty state above them when there are no records. On a
 * board of a lifecycle's states, cards move by dragging or by their "Move" menu, and what the last
 * move did is said above the columns.
 */
export function BoardColumns({ entity, where, onRetry }: BoardColumnsProps) {
  const { spec } = useSession();
  const records = useRecords(entity.name);
  const base = useScopeBase();
  const outcome = useMemo(
    () =>
      records.status === 'ready' ? filterWhere(records.value, entity, where, base) : undefined,
    [records, entity, where, base],
  );
  const board = useMemo(
    () =>
      outcome && (outcome.ok || !where)
        ? boardOf(spec, entity, outcome.ok ? outcome.records : [])
        : undefined,
    [outcome, where, spec, entity],
  );
  const moving = useBoardMoves(entity, board);
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
  if (!board) return null;
  const total = board.columns.reduce((sum, c) => sum + c.records.length, 0);
  return (
    <Stack gap="sm">
      {total === 0 && <Text>{noneYet(entity, where)}</Text>}
      {moving && <MoveOutcomeView moving={moving} />}
      {/* Wide boards scroll sideways inside their own box, not the page. */}
      <Box style={{ overflowX: 'auto' }} pb="xs">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {board.columns.map((column) => (
            <BoardColumn
              key={column.value ?? '\u0000none'}
              entity={entity}
              field={board.field}
              column={column}
              moving={moving}
            />
          ))}
        </Group>
      </Box>
    </Stack>
  );
}

/** What the last move did: a polite status when a card moved, an alert with codes when refused. */
function MoveOutcomeView({ moving }: { moving: BoardMoving }) {
  const outcome = moving.outcome;
  return (
    <>
      <Text size="sm" role="status">
        {outcome?.kind === 'moved' ? outcome.text : ''}
      </Text>
      {outcome?.kind === 'refused' && (
        <Alert color="red.9" variant="outline" title={outcome.title} role="alert">
          <List size="sm">
            {outcome.errors.map((error, i) => (
              <List.Item key={i}>
                <ErrorText error={error} />
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
