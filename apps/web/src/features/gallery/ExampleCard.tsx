import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { Example } from '../../shared/examples/Example.ts';
import { describeDiagnosticCounts } from '../../shared/format/describeCounts.ts';
import { examplePath } from '../../shared/routing/paths.ts';
import { GapSummary } from './GapSummary.tsx';

/** One example in the gallery: its name, intro, gap summary, diagnostics count and a way in. */
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
        <GapSummary name={example.name} gaps={example.gaps} />
        <Text size="sm" fw={500}>
          Diagnostics: {describeDiagnosticCounts(example.counts)}
        </Text>
        <Button
          component={Link}
          href={examplePath(example.slug)}
          mt="auto"
          fullWidth
          // A long spec name wraps instead of running out of the card.
          styles={{
            root: { height: 'auto', minHeight: 36, paddingBlock: 8 },
            label: { whiteSpace: 'normal' },
          }}
        >
          Open {example.name}
        </Button>
      </Stack>
    </Card>
  );
}
