import { boardField, fieldLabel, type AppScreen } from '@specrun/runtime';
import { Alert, Code, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../SessionContext.ts';
import { BoardColumns } from './BoardColumns.tsx';
import { manyTitle } from './nouns.ts';

/**
 * A `board` screen: the records of its entity (the screen's `where` applied) as cards in columns
 * by its state field, else its first enum field, in lifecycle or enum order, each column with its
 * count. Cards link to the record's detail. When the columns are a lifecycle's states, a card
 * moves to another column only by an action the acting user may take now: dragged, or through
 * its "Move" menu.
 */
export function BoardScreen({ screen }: { screen: AppScreen }) {
  const [attempt, setAttempt] = useState(0);
  const { entity, where } = screen;
  const { lifecycles } = useSession();
  const field = entity && boardField(entity);
  const movable = entity !== undefined && lifecycles.get(entity.name)?.stateField === field?.name;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{screen.title}</Title>
        {entity && field && (
          <Text>
            {manyTitle(entity)}
            {where ? (
              <>
                {' '}
                where <Code>{where.source}</Code>
              </>
            ) : null}{' '}
            in columns by {fieldLabel(field).toLowerCase()}.
          </Text>
        )}
        {movable && (
          <Text size="sm">
            Drag a card to another column, or use its Move menu, to take an action that leads there.
          </Text>
        )}
      </Stack>
      {!entity ? (
        <Alert variant="outline" color="gray.8" title="This board shows no entity">
          <Text size="sm">
            A board shows the records of one entity; the spec says it shows “{screen.shows}”, which
            names none.
          </Text>
        </Alert>
      ) : !field ? (
        <Alert variant="outline" color="gray.8" title="This board has nothing to make columns of">
          <Text size="sm">
            A board needs a state or enum field to sort its cards into columns, and {entity.name}{' '}
            has neither.
          </Text>
        </Alert>
      ) : (
        <BoardColumns
          key={attempt}
          entity={entity}
          where={where}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
    </Stack>
  );
}
