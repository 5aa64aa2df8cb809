import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { NotShownNotice } from '../reference/NotShownNotice.tsx';
import { useSession } from '../SessionContext.ts';
import { CallCoverageTable } from './CallCoverageTable.tsx';
import { CallLogView } from './CallLogView.tsx';
import { CallTargetForm } from './CallTargetForm.tsx';
import { FaultsForm } from './FaultsForm.tsx';
import { useCallsRuntime } from './useCallsRuntime.ts';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Panels({ runtime, fileName }: { runtime: CallsRuntime; fileName: string }) {
  const { spec } = useSession();
  return (
    <>
      <Section title="Where the calls go">
        <CallTargetForm runtime={runtime} />
      </Section>
      <Section title="Call log">
        <CallLogView runtime={runtime} fileName={fileName} />
      </Section>
      <Section title="What goes where">
        <CallCoverageTable spec={spec} />
      </Section>
      <Section title="Faults">
        <FaultsForm runtime={runtime} />
      </Section>
    </>
  );
}

/**
 * Point 7 at work: where the spec's calls go (the mock backend or a live server), the log of
 * every call with how the app handled it, what stays in local storage and faults to inject (sample
 * records are the Sample data page's).
 */
export function CallsScreen() {
  const { spec, gaps, calls, opened } = useSession();
  useDocumentTitle(`Calls · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  const runtime = useCallsRuntime(calls);
  const gap = gaps.find((g) => g.point === 7);
  return (
    <Stack gap="xl">
      <Title order={1}>Calls</Title>
      {!calls && gap?.status === 'not shown' && <NotShownNotice point={7} title={gap.title} />}
      {!calls && gap?.status !== 'not shown' && (
        <Text>The spec lists no calls: every record stays in this browser’s storage.</Text>
      )}
      {runtime?.status === 'loading' && <LoadingState label="Loading the calls…" />}
      {runtime?.status === 'error' && (
        <LoadErrorState
          title="The calls could not be loaded"
          error={runtime.error}
          onRetry={() => window.location.reload()}
        />
      )}
      {runtime?.status === 'ready' && (
        <Panels runtime={runtime.value} fileName={`${opened.place}-calls.json`} />
      )}
    </Stack>
  );
}
