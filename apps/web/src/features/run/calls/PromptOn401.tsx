import { Button, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { AccountDialog } from '../acting/AccountDialog.tsx';
import { useSession } from '../SessionContext.ts';
import { isUnauthenticated } from './isUnauthenticated.ts';

/**
 * The sign-in prompt itself, shown when the last call is answered 401 (see `SignInPrompt`);
 * calls up to the log entry `since` were seen before it. A spec with a sign-in call gets its
 * form; one without, a choice of its sample users.
 */
export function PromptOn401({ runtime, since }: { runtime: CallsRuntime; since: number }) {
  const { users, user, switchUser, accounts } = useSession();
  const entries = useSyncExternalStore(
    (listener) => runtime.log.subscribe(listener),
    () => runtime.log.entries(),
  );
  const last = entries.at(-1);
  const [seen, setSeen] = useState(since);
  const [picked, setChosen] = useState<string | undefined>();
  const chosen = picked ?? user.id;
  const asking = last !== undefined && last.id > seen && isUnauthenticated(last);
  const close = () => setSeen(last?.id ?? 0);
  const said = `The server answered 401 to “${last?.call ?? 'a call'}”: sign in to go on.`;
  if (accounts?.signIn !== undefined)
    return asking ? (
      <AccountDialog mode="signIn" form={accounts.signIn} onClose={close} reason={said} />
    ) : null;
  return (
    <Modal opened={asking} onClose={close} title="Sign in" centered>
      <Stack gap="sm">
        <Text size="sm">
          The server answered <strong>401</strong> to “{last?.call ?? 'a call'}”: sign in to go on.
          What you typed is kept; try again once signed in.
        </Text>
        {users.length > 0 && (
          <NativeSelect
            label="Sign in as"
            data={users.map((u) => ({ value: u.id, label: u.name }))}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
          />
        )}
        <Button
          onClick={() => {
            close();
            switchUser(chosen);
          }}
        >
          Sign in
        </Button>
      </Stack>
    </Modal>
  );
}
