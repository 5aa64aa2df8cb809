import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { entityNoun, recordLabel, type ScreenBehaviour, type StoredRecord } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useState } from 'react';
import type { Bulk } from './useBulk.ts';
import type { ListWrites } from './useListWrites.ts';

interface DeleteAllButtonProps {
  entity: Entity;
  control: ScreenBehaviour;
  /** The records it deletes: those its condition keeps that the user may delete. */
  records: readonly StoredRecord[];
  writes: ListWrites;
  bulk: Bulk;
}

/** How many records the confirmation names before it says "and N more". */
const NAMED = 5;

/**
 * A button that deletes the records a `delete all` keeps ("Clear completed"), after a dialog that
 * says how many and which: nothing is deleted without the user's yes.
 */
export function DeleteAllButton({ entity, control, records, writes, bulk }: DeleteAllButtonProps) {
  const [opened, setOpened] = useState(false);
  const noun = entityNoun(entity);
  const many = `${records.length.toLocaleString('en')} ${records.length === 1 ? noun.one : noun.many}`;
  const named = records.slice(0, NAMED).map((r) => `“${recordLabel(entity, r)}”`);
  const more = records.length - named.length;

  const confirm = () => {
    setOpened(false);
    void bulk.run(
      {
        doing: `Deleting ${noun.many}`,
        did: (n) => `Deleted ${n.toLocaleString('en')} ${n === 1 ? noun.one : noun.many}`,
      },
      records,
      (record) => writes.remove(record),
    );
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red.9"
        size="compact-sm"
        disabled={bulk.state.status === 'running'}
        onClick={() => setOpened(true)}
      >
        {control.label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`${control.label}?`} centered>
        <Stack gap="md">
          <Text>
            {`This deletes ${many} from this device: ${named.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en')} more` : ''}. It cannot be undone.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button color="red.9" onClick={confirm}>
              {`Delete ${many}`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
