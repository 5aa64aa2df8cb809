import { Button, Group, Text } from '@mantine/core';
import type { Gap, PointNumber } from '@specrun/model';
import { GapReport } from '../../../shared/ui/spec/GapReport.tsx';

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
    <GapReport
      gaps={gaps}
      headingId="wb-gaps-heading"
      size="panel"
      extra={{
        title: 'Section',
        cell: (gap) => <SectionLink gap={gap} onJump={onJump} onAddSection={onAddSection} />,
      }}
    />
  );
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
