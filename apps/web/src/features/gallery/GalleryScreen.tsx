import { Button, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { examplesResource } from '../../shared/examples/examplesResource.ts';
import { useResource } from '../../shared/loading/useResource.ts';
import { ROUTES } from '../../shared/routing/paths.ts';
import { LoadErrorState } from '../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { ExampleCard } from './ExampleCard.tsx';

interface GalleryScreenProps {
  /** Where the user opens a spec of their own, shown after the examples (composed by the app). */
  openPanel?: ReactNode;
}

/** The start page: what Specrun is, one card per example with its gap summary, and the user's own specs. */
export function GalleryScreen({ openPanel }: GalleryScreenProps) {
  useDocumentTitle('Specrun');
  const examples = useResource(examplesResource);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>Specrun</Title>
        <Text size="lg">
          Specrun runs a product specification written in the nine-point form as a web app in your
          browser, and reports what the specification leaves out.
        </Text>
        <Group>
          <Button component={Link} href={ROUTES.workbench} variant="light">
            Write a spec in the workbench
          </Button>
        </Group>
      </Stack>
      {/* A spec of one's own opens from the first screen, without scrolling past the examples. */}
      {openPanel}
      <Stack gap="md" component="section" aria-labelledby="examples-heading">
        <Title order={2} id="examples-heading">
          Examples
        </Title>
        {examples.status === 'loading' && <LoadingState label="Loading the examples…" />}
        {examples.status === 'error' && (
          <LoadErrorState
            title="The examples could not be loaded"
            error={examples.error}
            onRetry={() => examplesResource.reload()}
          />
        )}
        {examples.status === 'ready' && examples.value.length === 0 && (
          <EmptyState
            title="No examples yet"
            description="Put a nine-point spec in the examples folder and it appears here."
          />
        )}
        {examples.status === 'ready' && examples.value.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {examples.value.map((example) => (
              <ExampleCard key={example.slug} example={example} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
