import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { saidInWords } from '@specrun/model';
import { useMemo } from 'react';
import type { SpecOrigin } from '../../../shared/session/OpenedSpec.ts';
import { DiagnosticsSection } from '../../../shared/ui/spec/DiagnosticsSection.tsx';
import { GapReport } from '../../../shared/ui/spec/GapReport.tsx';
import { LazyImportReport } from '../../../shared/ui/spec/LazyImportReport.tsx';
import { PurposeSection } from '../../../shared/ui/spec/PurposeSection.tsx';
import { SaidInWordsSection } from '../../../shared/ui/spec/SaidInWordsSection.tsx';
import { useSession } from '../SessionContext.ts';
import { KeptRecordsNotice } from './KeptRecordsNotice.tsx';

/** Where a spec came from, in words. */
function describeOrigin(origin: SpecOrigin): string {
  switch (origin.kind) {
    case 'example':
      return `the example ${origin.slug}`;
    case 'file':
      return `the file ${origin.fileName}`;
    case 'url':
    case 'single':
      return origin.url;
    case 'workbench':
      return 'the workbench';
  }
}

/**
 * Specrun's page about the running spec: where it came from, point 1, its gaps, what it says only
 * in words (not run), the records kept of entities it no longer has, and its diagnostics.
 */
export function AboutScreen() {
  const { spec, opened, gaps, diagnostics, counts } = useSession();
  const name = spec.name.trim() || 'Untitled spec';
  useDocumentTitle(`About this spec · ${name} · Specrun`);
  const purpose = gaps[0];
  const said = useMemo(() => saidInWords(spec), [spec]);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>About this spec</Title>
        <Text size="sm">
          {name}, from {describeOrigin(opened.origin)}, written in{' '}
          {opened.format === 'yaml' ? 'YAML' : 'Markdown'}.
        </Text>
        {spec.intro !== '' && <Text style={{ whiteSpace: 'pre-wrap' }}>{spec.intro}</Text>}
      </Stack>
      <KeptRecordsNotice />
      {purpose && <PurposeSection spec={spec} gap={purpose} />}
      <GapReport gaps={gaps} />
      <LazyImportReport report={opened.importReport} />
      <SaidInWordsSection said={said} />
      <DiagnosticsSection diagnostics={diagnostics} counts={counts} />
    </Stack>
  );
}
