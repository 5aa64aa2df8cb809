import { Group, Stack, Text, Title } from '@mantine/core';
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { GapSummary } from '../../../shared/ui/spec/GapSummary.tsx';
import { ABOUT_PATH } from '../runRoutes.ts';
import { useRunHref } from '../useRunHref.ts';
import { LazyImportReport } from '../../../shared/ui/spec/LazyImportReport.tsx';
import { PurposeSection } from '../../../shared/ui/spec/PurposeSection.tsx';
import type { ScreenProps } from '../ScreenProps.ts';
import { useSession } from '../SessionContext.ts';
import { SpecDataMenu } from '../import-export/SpecDataMenu.tsx';
import { KeptRecordsNotice } from './KeptRecordsNotice.tsx';

/**
 * The app's home: what the product does and for whom (point 1), or plainly that this is not
 * shown, the records kept of entities the spec no longer has, and the gap report in one line (in
 * full on About). What point 2 says the home shows is quoted, not made up.
 */
export function HomeScreen({ screen }: ScreenProps) {
  const { spec, gaps, opened } = useSession();
  const href = useRunHref();
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
      {/* The report in one line; its table, with what each point lacks, is on About. */}
      <Stack gap="xs" component="section" aria-labelledby="gaps-heading">
        <Title order={2} id="gaps-heading">
          Gap report
        </Title>
        <GapSummary gaps={gaps} />
        <Anchor component={Link} href={href(ABOUT_PATH)} size="sm">
          What each point lacks, on About this spec
        </Anchor>
      </Stack>
      <LazyImportReport report={opened.importReport} />
    </Stack>
  );
}
