import type { Gap, GapStatus } from '@specrun/model';
import { Text } from '@mantine/core';
import { describeGapCounts, GAP_STATUS_LABEL } from '../../format/describeCounts.ts';

interface GapSummaryProps {
  gaps: readonly Gap[];
}

/**
 * The nine points of one spec in one line: how many are shown, partly shown and not shown, and
 * which points are not wholly shown (`6 shown, 3 partly shown (States, Validation, Calls)`).
 */
export function GapSummary({ gaps }: GapSummaryProps) {
  const statuses: GapStatus[] = ['shown', 'partly', 'not shown'];
  const of = (status: GapStatus) => gaps.filter((gap) => gap.status === status);
  const whole = statuses.some((status) => of(status).length === gaps.length);
  const line = whole
    ? describeGapCounts(gaps)
    : statuses
        .filter((status) => of(status).length > 0)
        .map((status) => {
          const count = `${of(status).length} ${GAP_STATUS_LABEL[status]}`;
          if (status === 'shown') return count;
          return `${count} (${of(status)
            .map((gap) => shortName(gap.key))
            .join(', ')})`;
        })
        .join(', ');
  return (
    <Text size="sm" fw={500}>
      {line}
    </Text>
  );
}

/** The point's key in the YAML form, capitalised: `constants` → `Constants`. */
function shortName(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}
