import { pathTo, summarizeSpec } from '@specrun/runtime';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
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
 * entity's counts per enum and state value. Kept live.
 */
export function SpecDashboard({ onRetry }: { onRetry: () => void }) {
  const { spec, app } = useSession();
  const href = useRunHref();
  const names = useMemo(() => spec.entities.map((e) => e.name), [spec]);
  const records = useAllRecords(names);
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
  const summaries = summarizeSpec(spec, records.value);
  const total = summaries.reduce((sum, s) => sum + s.total, 0);
  return (
    <Stack gap="xl">
      {total === 0 ? (
        <Text>No records yet.</Text>
      ) : (
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
    </Stack>
  );
}
