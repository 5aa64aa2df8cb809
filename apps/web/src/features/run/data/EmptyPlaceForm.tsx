import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../SessionContext.ts';

/**
 * Deletes every record of this place, after a confirmation: to try the app from nothing, as a
 * new user of the product would. The spec's sample records do not come back by themselves.
 */
export function EmptyPlaceForm() {
  const { store } = useSession();
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done'; count: number }>({
    kind: 'idle',
  });
  const empty = async () => {
    setOpened(false);
    setState({ kind: 'busy' });
    let count = 0;
    for (const entity of await store.entities()) {
      for (const record of await store.list(entity)) {
        if (await store.remove(entity, record.id)) count += 1;
      }
    }
    setState({ kind: 'done', count });
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="outline"
        color="red.9"
        loading={state.kind === 'busy'}
        onClick={() => setOpened(true)}
      >
        Delete every record
      </Button>
      {state.kind === 'done' && (
        <Text role="status">{`Deleted ${state.count.toLocaleString('en')} records: this place is empty.`}</Text>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete every record?" centered>
        <Stack gap="md">
          <Text>
            Every record of this place is deleted from this browser. This cannot be undone; export
            the data first to keep it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button color="red.9" onClick={() => void empty()}>
              Delete every record
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
