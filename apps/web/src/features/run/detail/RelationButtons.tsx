import { Alert, Button, Group } from '@mantine/core';
import type { Entity } from '@specrun/model';
import { relationActions, type AppError, type StoredRecord } from '@specrun/runtime';
import { useState } from 'react';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import { useSession } from '../SessionContext.ts';

/**
 * The actions that add the acting user to a list of users on the record, or take them out
 * (`added by favorite`, `removed by unfavorite`): one button a list, the one that applies now,
 * where point 6 lets the user take it. Pressed, it writes and the record is read again.
 */
export function RelationButtons({ entity, record }: { entity: Entity; record: StoredRecord }) {
  const { access, source } = useSession();
  const [busy, setBusy] = useState<string | undefined>();
  const [errors, setErrors] = useState<AppError[]>([]);
  const buttons = relationActions(entity, record, access);
  if (buttons.length === 0) return null;
  async function take(action: string): Promise<void> {
    setBusy(action);
    const outcome = await source.relate(entity.name, record.id, action);
    setBusy(undefined);
    setErrors(outcome.ok ? [] : outcome.errors);
  }
  return (
    <Group gap="sm">
      {buttons.map(({ action, holds }) => (
        <Button
          key={action}
          variant={holds ? 'default' : 'filled'}
          loading={busy === action}
          onClick={() => void take(action)}
        >
          {action.charAt(0).toUpperCase() + action.slice(1)}
        </Button>
      ))}
      {errors.length > 0 && (
        <Alert color="red.9" variant="outline" role="alert">
          {errors.map((e) => (
            <span key={`${e.code}:${e.message}`} style={{ display: 'block' }}>
              <ErrorText error={e} />
            </span>
          ))}
        </Alert>
      )}
    </Group>
  );
}
