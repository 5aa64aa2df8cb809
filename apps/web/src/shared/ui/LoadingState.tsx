import { Group, Loader, Text } from '@mantine/core';

/** What a screen shows while its data loads; announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Group role="status" gap="sm" py="xl">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}
