import { Text } from '@mantine/core';
import type { ScreenProps } from '../ScreenProps.ts';
import { Titled } from '../../../shared/ui/Titled.tsx';

/** A screen of kind `page`: the prose point 2 gives it, as text. */
export function PageScreen({ screen }: ScreenProps) {
  return (
    <Titled title={screen.title}>
      {screen.shows.trim() === '' ? (
        <Text>Point 2 does not say what this page shows.</Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{screen.shows}</Text>
      )}
    </Titled>
  );
}
