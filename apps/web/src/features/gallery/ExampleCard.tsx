import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { Example } from '../../shared/examples/Example.ts';
import { describeDiagnosticCounts } from '../../shared/format/describeCounts.ts';
import { examplePath } from '../../shared/routing/paths.ts';
import { examplePlace, runPath } from '../../shared/session/OpenedSpec.ts';
import { GapSummary } from '../../shared/ui/spec/GapSummary.tsx';

/**
 * One example in the gallery: its name, intro, gap summary and diagnostics count, a way into its
 * running app and one to its gap report.
 */
export function ExampleCard({ example }: { example: Example }) {
  const headingId = `example-${example.slug}`;
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%">
        <Title order={3} id={headingId} size="h4">
          {example.name}
        </Title>
        {example.spec.intro !== '' && (
          <Text size="sm" lineClamp={4}>
            {example.spec.intro}
          </Text>
        )}
        <GapSummary gaps={example.gaps} />
        <Text size="sm" fw={500}>
          Diagnostics: {describeDiagnosticCounts(example.counts)}
        </Text>
        <Stack gap="xs" mt="auto">
          <Button
            component={Link}
            href={runPath(examplePlace(example.slug))}
            fullWidth
            // A long spec name wraps instead of running out of the card.
            styles={{
              root: { height: 'auto', minHeight: 36, paddingBlock: 8 },
              label: { whiteSpace: 'normal' },
            }}
          >
            Open {example.name}
          </Button>
          <Anchor component={Link} href={examplePath(example.slug)} size="sm" ta="center">
            Gap report of {example.name}
          </Anchor>
        </Stack>
      </Stack>
    </Card>
  );
}
