import { pathTo, summarizeSpec } from '@specrun/runtime';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useSession } from '../SessionContext.ts';
import { useRunHref } from '../useRunHref.ts';
import { CountChart } from './CountChart.tsx';
import { EntityCounts } from './EntityCounts.tsx';
import { manyTitle } from './nouns.ts';
import { useAllRecords } from './useAllRecords.ts';

/**
 * A dashboard that names no entity: the number of records of each entity as a chart, then each
 * entity's counts per enum and state value. Kept live. An entity whose records could not be
 * listed (its call failed) says so in its place, with the errors and a way to try again; the
 * others are counted.
 */
export function SpecDashboard({ onRetry }: { onRetry: () => void }) {
  const { spec, app } = useSession();
  const href = useRunHref();
  const names = useMemo(() => spec.entities.map((e) => e.name), [spec]);
  const [attempt, setAttempt] = useState(0);
  const records = useAllRecords(names, attempt);
  if (spec.entities.length === 0)
    return <Text>This spec names no entities, so there is nothing to count.</Text>;
  if (records.status === 'error')
    return (
      <LoadErrorState
        title="The records could not be loaded"
        error={records.error}
        onRetry={onRetry}
      />
    );
  if (records.status === 'loading') return <LoadingState label="Counting the records…" />;
  const { failures } = records.value;
  const failed = new Map(failures.map((f) => [f.entity, f.errors]));
  const summaries = summarizeSpec(spec, records.value.records).filter(
    (s) => !failed.has(s.entity.name),
  );
  const total = summaries.reduce((sum, s) => sum + s.total, 0);
  const tryAgain = () => setAttempt((n) => n + 1);
  return (
    <Stack gap="xl">
      {total === 0 && failures.length === 0 ? (
        <Text>No records yet.</Text>
      ) : summaries.length === 0 ? null : (
        <CountChart
          title="Records per entity"
          bars={summaries.map((s) => ({ label: manyTitle(s.entity), count: s.total }))}
        />
      )}
      {summaries.map((summary) => {
        const headingId = `dashboard-${summary.entity.name}`;
        const list = pathTo(app, 'list', summary.entity.name);
        return (
          <Stack key={summary.entity.name} component="section" aria-labelledby={headingId} gap="sm">
            <Group justify="space-between" align="baseline">
              <Title order={2} id={headingId}>
                {manyTitle(summary.entity)}
              </Title>
              {list !== undefined && (
                <Anchor component={Link} href={href(list)} size="sm">
                  All {manyTitle(summary.entity).toLowerCase()}
                </Anchor>
              )}
            </Group>
            <EntityCounts summary={summary} />
          </Stack>
        );
      })}
      {spec.entities
        .filter((entity) => failed.has(entity.name))
        .map((entity) => (
          <Stack
            key={entity.name}
            component="section"
            aria-labelledby={`dashboard-${entity.name}`}
            gap="sm"
          >
            <Title order={2} id={`dashboard-${entity.name}`}>
              {manyTitle(entity)}
            </Title>
            <Alert
              color="red.9"
              variant="outline"
              role="alert"
              title={`The ${manyTitle(entity).toLowerCase()} could not be counted`}
            >
              <Stack gap="xs" align="flex-start">
                {(failed.get(entity.name) ?? []).map((error, index) => (
                  <Text size="sm" key={index}>
                    <ErrorText error={error} />
                  </Text>
                ))}
                <Button size="xs" onClick={tryAgain}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          </Stack>
        ))}
    </Stack>
  );
}
