import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  describeReferring,
  entityNoun,
  recordLabel,
  referringEntities,
  type AppError,
  type Outcome,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../SessionContext.ts';
import { useReferringRecords } from './useReferringRecords.ts';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';

interface DeleteRecordButtonProps {
  entity: Entity;
  record: StoredRecord;
  /** Where to go once the record is deleted. */
  afterDelete: string;
}

/**
 * "Delete", then a dialog that asks to confirm, saying which records point at this one; on
 * success the app moves on to `afterDelete`.
 */
export function DeleteRecordButton({ entity, record, afterDelete }: DeleteRecordButtonProps) {
  const { source } = useSession();
  const [, navigate] = useLocation();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<AppError[]>([]);
  const noun = entityNoun(entity);

  const close = () => {
    setOpened(false);
    setErrors([]);
  };
  const remove = async () => {
    setBusy(true);
    let outcome: Outcome<void>;
    try {
      outcome = await source.remove(entity.name, record.id);
    } catch (error) {
      // A data source answers with outcomes; a store that fails underneath still gets its say.
      const detail = error instanceof Error ? error.message : String(error);
      outcome = { ok: false, errors: [{ code: 'STORAGE', message: detail }] };
    }
    setBusy(false);
    if (outcome.ok) navigate(afterDelete);
    else setErrors(outcome.errors);
  };

  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title={`Delete this ${noun.one}?`} centered>
        <Stack gap="md">
          <Text>
            “{recordLabel(entity, record)}” will be deleted from this device. This cannot be undone.
          </Text>
          <ReferringNote entity={entity} record={record} />
          {errors.length > 0 && (
            <Alert color="red.9" variant="outline" title="It was not deleted" role="alert">
              {errors.map((error) => (
                <Text size="sm" key={error.code}>
                  <ErrorText error={error} />
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red.9" onClick={() => void remove()} loading={busy}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The records that will point at nothing once this one is gone. Point 3 states no cascade, so
 * none is invented: they keep the id and show it as missing.
 */
function ReferringNote({ entity, record }: { entity: Entity; record: StoredRecord }) {
  const { spec } = useSession();
  const groups = useReferringRecords(entity.name, record.id);
  if (referringEntities(spec, entity.name).length === 0) return null;
  if (groups.status === 'loading')
    return <Text size="sm">Looking for records that point here…</Text>;
  if (groups.status === 'error')
    return (
      <Text size="sm">The records that point here could not be read ({groups.error.message}).</Text>
    );
  const note = describeReferring(entity, groups.value);
  return note === undefined ? null : <Text fw={600}>{note}</Text>;
}
