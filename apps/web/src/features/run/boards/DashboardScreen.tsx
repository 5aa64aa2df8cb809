import type { AppScreen } from '@specrun/runtime';
import { Code, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EntityDashboard } from './EntityDashboard.tsx';
import { manyTitle } from './nouns.ts';
import { SpecDashboard } from './SpecDashboard.tsx';

/**
 * A `dashboard` screen: when it shows an entity, the counts of its records (the screen's `where`
 * applied) per value of each enum and state field; when it shows prose, the counts of every
 * entity and of each one's values. Each count is a chart with a table of the numbers.
 */
export function DashboardScreen({ screen }: { screen: AppScreen }) {
  const [attempt, setAttempt] = useState(0);
  const retry = (): void => setAttempt((n) => n + 1);
  const { entity, where } = screen;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{screen.title}</Title>
        {entity ? (
          <Text>
            How many {manyTitle(entity).toLowerCase()} there are
            {where ? (
              <>
                {' '}
                where <Code>{where.source}</Code>
              </>
            ) : null}
            , per value of each enum and state field.
          </Text>
        ) : (
          screen.shows.trim() !== '' && <Text>{sentence(screen.shows)}</Text>
        )}
      </Stack>
      {entity ? (
        <EntityDashboard key={attempt} entity={entity} where={where} onRetry={retry} />
      ) : (
        <SpecDashboard key={attempt} onRetry={retry} />
      )}
    </Stack>
  );
}

/** Prose of the spec as a sentence: its first letter in upper case. */
function sentence(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
