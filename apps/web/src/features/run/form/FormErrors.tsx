import { Alert, List } from '@mantine/core';
import type { FormStore } from '@specrun/runtime';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import type { Ref } from 'react';
import { useFormErrors } from './useFormStore.ts';

/**
 * The errors that belong to no field (a conflict, a rule over several fields), at the top of the
 * form; nothing when there are none. Focusable, to take the focus after a failed save. Live
 * checks show them before any save, so "Not saved" is said only once a save was `refused`.
 */
export function FormErrors({
  store,
  refused,
  ref,
}: {
  store: FormStore;
  refused: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const errors = useFormErrors(store);
  if (errors.length === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red.9"
      variant="outline"
      title={refused ? 'Not saved' : 'Cannot be saved yet'}
    >
      {errors.length === 1 ? (
        <ErrorText error={errors[0]!} />
      ) : (
        <List size="sm">
          {errors.map((e) => (
            <List.Item key={`${e.code}:${e.message}`}>
              <ErrorText error={e} />
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
