import { Button, Group, Stack, Text } from '@mantine/core';
import { createAccess, entityNoun } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useMemo } from 'react';
import { useSession } from '../SessionContext.ts';

/**
 * For a user who may not add a record of an entity: who may (the sample users point 6 lets
 * create one), with a button to act as each of them. Nothing when the user may, or nobody may.
 */
export function WhoMayAdd({ entity }: { entity: Entity }) {
  const { spec, users, user, access, switchUser } = useSession();
  const able = useMemo(
    () => users.filter((u) => u.id !== user.id && createAccess(spec, u).canCreate(entity.name)),
    [spec, users, user, entity],
  );
  if (access.canCreate(entity.name)) return null;
  const noun = entityNoun(entity);
  if (able.length === 0)
    return <Text size="sm">{`No sample user may add ${noun.many}, as point 6 says.`}</Text>;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">
        {`${user.name} may not add ${noun.many}; ${names(able.map((u) => u.name))} may.`}
      </Text>
      <Group gap="xs" justify="center">
        {able.slice(0, 3).map((u) => (
          <Button key={u.id} size="xs" variant="light" onClick={() => switchUser(u.id)}>
            {`Act as ${u.name}`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function names(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} or ${list.at(-1) ?? ''}`;
}
