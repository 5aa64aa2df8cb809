import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../SessionContext.ts';

// The dialog (a modal, a password input) loads when it is first opened, not with every screen.
const AccountDialog = lazy(() =>
  import('./AccountDialog.tsx').then((m) => ({ default: m.AccountDialog })),
);

/**
 * Signing up, in and out, in a spec whose calls do (`sign up`, `sign in`): a signed-out visitor
 * is offered both, a signed-in user their name and Sign out; a user the server signed out (its
 * token expired) is told why. The sample users stay in "Acting as" beside it.
 */
export function AccountMenu() {
  const { accounts, user, signOut, signedOut } = useSession();
  const [open, setOpen] = useState<'signUp' | 'signIn' | undefined>();
  if (accounts === undefined) return null;
  const form = open && accounts[open];
  return (
    <Group gap="xs" align="center">
      {signedOut !== undefined && (
        <Text size="sm" c="red.9" role="alert">
          {signedOut}
        </Text>
      )}
      {user.id === '' ? (
        <>
          {accounts.signIn && (
            <Button variant="default" size="sm" onClick={() => setOpen('signIn')}>
              Sign in
            </Button>
          )}
          {accounts.signUp && (
            <Button size="sm" onClick={() => setOpen('signUp')}>
              Sign up
            </Button>
          )}
        </>
      ) : (
        <>
          <Text size="sm">
            Signed in as <strong>{user.name}</strong>
          </Text>
          <Button variant="default" size="sm" onClick={signOut}>
            Sign out
          </Button>
        </>
      )}
      {open && form && (
        <Suspense fallback={null}>
          <AccountDialog mode={open} form={form} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </Group>
  );
}
