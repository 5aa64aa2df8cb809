import { Button, Group, Stack, Text } from '@mantine/core';
import type { Gap, PointNumber } from '@specrun/spec';
import { describeGapCounts } from '../../../shared/format/describeCounts.ts';
import { GapStatusBadge } from '../../../shared/ui/GapStatusBadge.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

interface GapsPanelProps {
  gaps: readonly Gap[];
  onJump: (at: { line: number; column: number }) => void;
  /** Adds a point's missing section; absent when the form cannot take one (YAML). */
  onAddSection: ((point: PointNumber) => void) | undefined;
}

/** The gap report of the text, per point: its status, what is missing, and a way to its section. */
export function GapsPanel({ gaps, onJump, onAddSection }: GapsPanelProps) {
  if (gaps.length === 0)
    return <Text size="sm">The gap report shows once the text has been read.</Text>;
  return (
    <Stack gap="sm" component="section" aria-labelledby="wb-gaps-heading">
      <Text id="wb-gaps-heading" fw={700} component="h2" m={0} size="md">
        Gap report
      </Text>
      <Text size="sm">{describeGapCounts(gaps)}.</Text>
      <PlainTable aria-labelledby="wb-gaps-heading">
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Status</th>
            <th scope="col">What is missing</th>
            <th scope="col">Section</th>
          </tr>
        </thead>
        <tbody>
          {gaps.map((gap) => (
            <tr key={gap.point}>
              <th scope="row">
                {gap.point}. {gap.title}
              </th>
              <td>
                <GapStatusBadge status={gap.status} />
              </td>
              <td>
                <Text size="sm">{missingOf(gap)}</Text>
              </td>
              <td>
                <SectionLink gap={gap} onJump={onJump} onAddSection={onAddSection} />
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </Stack>
  );
}

function missingOf(gap: Gap): string {
  if (gap.missing.length > 0) return gap.missing.join('; ');
  return gap.status === 'not shown' ? 'The whole point' : 'Nothing';
}

function SectionLink({ gap, onJump, onAddSection }: { gap: Gap } & Omit<GapsPanelProps, 'gaps'>) {
  const { at } = gap;
  if (at !== undefined)
    return (
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onJump(at)}
          aria-label={`Go to section ${gap.point}, ${gap.title}, at line ${at.line}`}
        >
          Line {at.line}
        </Button>
      </Group>
    );
  if (onAddSection === undefined) return <Text size="sm">No section</Text>;
  return (
    <Button
      size="compact-sm"
      variant="default"
      onClick={() => onAddSection(gap.point)}
      aria-label={`Add section ${gap.point}, ${gap.title}`}
    >
      Add section
    </Button>
  );
}
