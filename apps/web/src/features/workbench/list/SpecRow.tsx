import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@specrun/runtime';
import { Link } from 'wouter';
import { workbenchPath } from '../../../shared/routing/paths.ts';
import type { WorkbenchSpec } from '../storage/WorkbenchSpec.ts';

/** One kept spec in the list: its name, form and last save, a way in and a way to delete it. */
export function SpecRow({ spec, onDelete }: { spec: WorkbenchSpec; onDelete: () => void }) {
  const lines = spec.text.split('\n').length;
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {spec.name}
            </Text>
            <Badge variant="outline" color="gray.8" size="sm" tt="none">
              {spec.format === 'yaml' ? 'YAML' : 'Markdown'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Saved {formatDateTime(spec.updatedAt)} · {lines.toLocaleString('en')} lines
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            href={workbenchPath(spec.id)}
            size="sm"
            aria-label={`Open ${spec.name}`}
          >
            Open
          </Button>
          <Button variant="default" size="sm" onClick={onDelete} aria-label={`Delete ${spec.name}`}>
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
