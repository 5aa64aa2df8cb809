import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';
import { examplesResource } from '../../shared/examples/examplesResource.ts';
import { findExample, type Example } from '../../shared/examples/Example.ts';
import { useResource } from '../../shared/loading/useResource.ts';
import { ROUTES, workbenchFromExamplePath } from '../../shared/routing/paths.ts';
import { LoadErrorState } from '../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { NotFoundScreen } from '../../shared/ui/NotFoundScreen.tsx';
import { DiagnosticsSection } from '../../shared/ui/spec/DiagnosticsSection.tsx';
import { GapReport } from '../../shared/ui/spec/GapReport.tsx';
import { PurposeSection } from '../../shared/ui/spec/PurposeSection.tsx';

/** The place of one example: its name and intro, what it is for, its gap report and diagnostics. */
export function ExampleScreen({ slug }: { slug: string }) {
  const examples = useResource(examplesResource);
  if (examples.status === 'loading') return <LoadingState label="Loading the example…" />;
  if (examples.status === 'error') {
    return (
      <LoadErrorState
        title="The example could not be loaded"
        error={examples.error}
        onRetry={() => examplesResource.reload()}
      />
    );
  }
  const example = findExample(examples.value, slug);
  if (example === undefined) return <NotFoundScreen what={`example called “${slug}”`} />;
  return <ExampleView example={example} />;
}

function ExampleView({ example }: { example: Example }) {
  useDocumentTitle(`${example.name} · Specrun`);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor component={Link} href={ROUTES.gallery} size="sm">
          Back to the examples
        </Anchor>
        <Title order={1}>{example.name}</Title>
        {example.spec.intro !== '' && (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{example.spec.intro}</Text>
        )}
        <Text size="sm">
          From examples/{example.fileName}, written in{' '}
          {example.format === 'yaml' ? 'YAML' : 'Markdown'}.
        </Text>
        <Group>
          <Button component={Link} href={workbenchFromExamplePath(example.slug)} variant="light">
            Edit in the workbench
          </Button>
        </Group>
      </Stack>
      <PurposeSection spec={example.spec} gap={example.purpose} />
      <GapReport gaps={example.gaps} />
      <DiagnosticsSection diagnostics={example.diagnostics} counts={example.counts} />
    </Stack>
  );
}
