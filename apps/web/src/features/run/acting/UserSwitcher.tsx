import { NativeSelect } from '@mantine/core';
import { useSession } from '../SessionContext.ts';

/**
 * Who the app acts as: the spec's sample users (or one user holding every role). Switching
 * changes what navigation, lists, details and actions offer, as point 6 says. A native select:
 * it is on every screen's frame, so it stays light, and phones show their own picker. Not shown
 * on a server that signs people in with tokens (`specrun serve` without `--dev`).
 */
export function UserSwitcher() {
  const { users, user, switchUser, opened } = useSession();
  if (users.length === 0) return null;
  // A server that takes tokens knows only whom its own sign-in answered for.
  if (opened.origin.kind === 'single' && opened.origin.servedBy?.acting === 'token') return null;
  const data = users.map((u) => ({
    value: u.id,
    label: u.roles.length > 0 ? `${u.name} (${u.roles.join(', ')})` : u.name,
  }));
  // A user signed up or in (or the signed-out visitor) is shown too, though none to switch to.
  if (!users.some((u) => u.id === user.id))
    data.unshift({ value: user.id, label: user.id === '' ? 'Visitor (signed out)' : user.name });
  return (
    <NativeSelect
      label="Acting as"
      data={data}
      value={user.id}
      onChange={(event) => {
        const id = event.currentTarget.value;
        if (users.some((u) => u.id === id)) switchUser(id);
      }}
      size="sm"
      w={{ base: '100%', sm: 340 }}
    />
  );
}
