import { fieldLabel, type EntitySummary } from '@specrun/runtime';
import type { Expression } from '@specrun/model';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CountChart } from './CountChart.tsx';
import { manyTitle, nounFor, noneYet } from './nouns.ts';
import { valueLabel } from './valueLabel.ts';

interface EntityCountsProps {
  summary: EntitySummary;
  /** True when the entity is all the dashboard shows: then it says when there is nothing to chart. */
  standalone?: boolean;
  /** The screen's filter, for the empty state's words. */
  where?: Expression | undefined;
}

/**
 * What a dashboard shows of one entity: how many records, then one chart per enum and state field
 * with the count of each value; an empty state when there are no records.
 */
export function EntityCounts({ summary, standalone = false, where }: EntityCountsProps) {
  const { entity, total, fields } = summary;
  if (total === 0) return <Text>{noneYet(entity, where)}</Text>;
  return (
    <Stack gap="md">
      <Text>
        <Text span fz={28} fw={700} lh={1}>
          {total}
        </Text>{' '}
        {nounFor(entity, total)} in all
      </Text>
      {fields.length === 0 ? (
        standalone && <Text>{entity.name} has no enum or state field to count by.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {fields.map(({ field, counts }) => (
            <CountChart
              key={field.name}
              title={`${manyTitle(entity)} by ${fieldLabel(field).toLowerCase()}`}
              bars={counts.map((c) => ({
                label: valueLabel(c),
                count: c.count,
                aside: !c.listed,
              }))}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
