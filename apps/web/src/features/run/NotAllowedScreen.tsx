import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { userInProse, type AppScreen } from '@specrun/runtime';
import { Link } from 'wouter';
import { useSession } from './SessionContext.ts';
import { useRunHref } from './useRunHref.ts';

/**
 * A screen the acting user may not open (point 2's roles, point 6's permissions), when reached by
 * a URL typed by hand or kept from another user: says so with the catalogue's code.
 */
export function NotAllowedScreen({ screen }: { screen: AppScreen }) {
  const { spec, access, user } = useSession();
  // What opening the screen would do: read, or create or update a record through its form.
  const editing = screen.segments.some((segment) => segment.kind === 'param');
  const refusal = access.refusal(screen.kind !== 'form' ? 'read' : editing ? 'update' : 'create');
  const href = useRunHref();
  return (
    <Stack gap="md" align="flex-start" py="md">
      <Title order={1}>Not allowed</Title>
      <Text>
        {userInProse(user, true)} may not open {screen.title}: {refusal.message} ({refusal.code})
      </Text>
      <Text size="sm">Act as another user to open it, as point 6 of the spec allows.</Text>
      <Group>
        <Button component={Link} href={href('/')}>
          Back to {spec.name.trim() || 'Untitled spec'}
        </Button>
      </Group>
    </Stack>
  );
}
