import { Stack, Text, Title } from '@mantine/core';
import type { ScreenProps } from '../ScreenView.tsx';

/** A screen of kind `page`: the prose point 2 gives it, as text. */
export function PageScreen({ screen }: ScreenProps) {
  return (
    <Stack gap="md">
      <Title order={1}>{screen.title}</Title>
      {screen.shows.trim() === '' ? (
        <Text>Point 2 does not say what this page shows.</Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{screen.shows}</Text>
      )}
    </Stack>
  );
}
