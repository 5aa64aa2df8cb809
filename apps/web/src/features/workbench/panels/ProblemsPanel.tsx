import { Group, Stack, Text } from '@mantine/core';
import { describeDiagnosticCounts } from '../../../shared/format/describeCounts.ts';
import type { Analysis } from '../analysis/analyseText.ts';
import { ProblemList } from './ProblemList.tsx';

interface ProblemsPanelProps {
  analysis: Analysis | undefined;
  /** Whether the text shown is newer than the analysis: the list may be a moment behind. */
  reading: boolean;
  onJump: (at: { line: number; column: number }) => void;
}

const HEADING_ID = 'problems-heading';

/** Every diagnostic of the text: severity, code, message and place; a click shows it in the editor. */
export function ProblemsPanel({ analysis, reading, onJump }: ProblemsPanelProps) {
  return (
    <Stack gap={4} component="section" aria-labelledby={HEADING_ID}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={HEADING_ID} fw={700} size="sm" component="h2" m={0}>
          Problems
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" role="status" data-testid="problem-count">
            {analysis === undefined ? 'Reading…' : describeDiagnosticCounts(analysis.counts)}
          </Text>
          {analysis !== undefined && (
            <Text size="xs" c="dimmed">
              {reading ? 'reading…' : `read in ${Math.max(1, Math.round(analysis.ms))} ms`}
            </Text>
          )}
        </Group>
      </Group>
      {analysis !== undefined && analysis.diagnostics.length === 0 && (
        <Text size="sm" c="dimmed">
          The spec reads and checks without a problem.
        </Text>
      )}
      {analysis !== undefined && (
        // Keyed by reading: a new reading starts with the first problems listed again.
        <ProblemList
          key={analysis.revision}
          diagnostics={analysis.diagnostics}
          total={analysis.total}
          onJump={onJump}
          labelledBy={HEADING_ID}
        />
      )}
    </Stack>
  );
}
