import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSession } from '../SessionContext.ts';
import { EmptyPlaceForm } from './EmptyPlaceForm.tsx';
import { GenerateForm } from './GenerateForm.tsx';
import { SpecSamples } from './SpecSamples.tsx';

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

/**
 * The data of this place: the spec's own sample records it started with, more records generated
 * through the spec's users and actions, and a way to start empty.
 */
export function SampleDataScreen() {
  const { spec } = useSession();
  useDocumentTitle(`Sample data · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Sample data</Title>
        <Text>
          The records this place holds are kept in this browser. Add more to try the screens with
          many, or start again with none.
        </Text>
      </Stack>
      <Section title="The spec's sample records">
        <SpecSamples />
      </Section>
      <Section title="Generate records">
        <GenerateForm />
      </Section>
      <Section title="Start empty">
        <EmptyPlaceForm />
      </Section>
    </Stack>
  );
}
