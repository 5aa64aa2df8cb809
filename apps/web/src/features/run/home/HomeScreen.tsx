import { Group, Stack, Text, Title } from '@mantine/core';
import { GapReport } from '../../../shared/ui/spec/GapReport.tsx';
import { ImportReportSection } from '../../../shared/ui/spec/ImportReportSection.tsx';
import { PurposeSection } from '../../../shared/ui/spec/PurposeSection.tsx';
import type { ScreenProps } from '../ScreenProps.ts';
import { useSession } from '../SessionContext.ts';
import { SpecDataMenu } from '../import-export/SpecDataMenu.tsx';
import { KeptRecordsNotice } from './KeptRecordsNotice.tsx';

/**
 * The app's home: what the product does and for whom (point 1), or plainly that this is not
 * shown, the records kept of entities the spec no longer has, and the gap report. What point 2 says the home shows is quoted, not made up.
 */
export function HomeScreen({ screen }: ScreenProps) {
  const { spec, gaps, opened } = useSession();
  const purpose = gaps[0];
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>{spec.name.trim() || 'Untitled spec'}</Title>
          {/* Data in and out only where there is data: a spec without entities stores nothing. */}
          {spec.entities.length > 0 && <SpecDataMenu />}
        </Group>
        {spec.intro !== '' && <Text style={{ whiteSpace: 'pre-wrap' }}>{spec.intro}</Text>}
        {!screen.derived && screen.shows.trim() !== '' && (
          <Text size="sm">
            Point 2 says this screen shows: <q>{screen.shows}</q>.
          </Text>
        )}
      </Stack>
      <KeptRecordsNotice />
      {purpose && <PurposeSection spec={spec} gap={purpose} />}
      <GapReport gaps={gaps} />
      {opened.importReport !== undefined && <ImportReportSection report={opened.importReport} />}
    </Stack>
  );
}
