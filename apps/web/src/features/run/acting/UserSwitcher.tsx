import { Select } from '@mantine/core';
import { useSession } from '../SessionContext.ts';

/**
 * Who the app acts as: the spec's sample users (or one user holding every role). Switching
 * changes what navigation, lists, details and actions offer, as point 6 says.
 */
export function UserSwitcher() {
  const { users, user, switchUser } = useSession();
  if (users.length === 0 || user === undefined) return null;
  const data = users.map((u) => ({
    value: u.id,
    label: u.roles.length > 0 ? `${u.name} (${u.roles.join(', ')})` : u.name,
  }));
  return (
    <Select
      label="Acting as"
      data={data}
      value={user.id}
      allowDeselect={false}
      onChange={(id) => id !== null && switchUser(id)}
      size="sm"
      w={{ base: '100%', sm: 340 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
