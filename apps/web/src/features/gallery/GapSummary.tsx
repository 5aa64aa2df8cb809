import type { Gap } from '@specrun/model';
import { Group, List, Text } from '@mantine/core';
import { describeGapCounts } from '../../shared/format/describeCounts.ts';
import { GapStatusBadge } from '../../shared/ui/GapStatusBadge.tsx';

interface GapSummaryProps {
  /** The example's name, to label the list. */
  name: string;
  gaps: readonly Gap[];
}

/** The nine points of one spec in a few lines: each point's short name and its status in words. */
export function GapSummary({ name, gaps }: GapSummaryProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {describeGapCounts(gaps)}
      </Text>
      <List listStyleType="none" spacing={4} size="sm" aria-label={`The nine points of ${name}`}>
        {gaps.map((gap) => (
          <List.Item key={gap.point} title={gap.title}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" w="7.5rem">
                {gap.point}. {shortName(gap.key)}
              </Text>
              <GapStatusBadge status={gap.status} />
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** The point's key in the YAML form, capitalised: `constants` → `Constants`. */
function shortName(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}
