import { NativeSelect } from '@mantine/core';
import { useSession } from '../SessionContext.ts';

/**
 * Who the app acts as: the spec's sample users (or one user holding every role). Switching
 * changes what navigation, lists, details and actions offer, as point 6 says. A native select:
 * it is on every screen's frame, so it stays light, and phones show their own picker.
 */
export function UserSwitcher() {
  const { users, user, switchUser } = useSession();
  if (users.length === 0) return null;
  const data = users.map((u) => ({
    value: u.id,
    label: u.roles.length > 0 ? `${u.name} (${u.roles.join(', ')})` : u.name,
  }));
  return (
    <NativeSelect
      label="Acting as"
      data={data}
      value={user.id}
      onChange={(event) => switchUser(event.currentTarget.value)}
      size="sm"
      w={{ base: '100%', sm: 340 }}
    />
  );
}
