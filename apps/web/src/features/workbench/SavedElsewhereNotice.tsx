import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@specrun/runtime';
import type { SavedElsewhere } from './workbenchStore.ts';

/**
 * Says that another tab saved this spec with a text that is not this tab's, and offers either
 * text: both stay in the history whichever the user takes.
 */
export function SavedElsewhereNotice({
  elsewhere,
  onTake,
  onKeep,
}: {
  elsewhere: SavedElsewhere;
  onTake: () => void;
  onKeep: () => void;
}) {
  const at = Number.isNaN(Date.parse(elsewhere.savedAt))
    ? ''
    : ` at ${formatDateTime(elsewhere.savedAt, { seconds: true })}`;
  return (
    <Alert
      color="orange.9"
      variant="outline"
      role="status"
      title="This spec was saved in another tab"
      mb="sm"
    >
      <Text size="sm">
        Another tab saved a different text{at}. Its version is in the history; the next save here
        makes this tab&rsquo;s text the newest again.
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onTake}>
          Open the other tab&rsquo;s text
        </Button>
        <Button size="xs" variant="default" onClick={onKeep}>
          Keep this tab&rsquo;s text
        </Button>
      </Group>
    </Alert>
  );
}
