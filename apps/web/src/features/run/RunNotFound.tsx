import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';
import { ROUTES } from '../../shared/routing/paths.ts';
import { useSession } from './SessionContext.ts';
import { useRunHref } from './useRunHref.ts';

/** "Not found" inside a running spec, with a way back to its home and to the examples. */
export function RunNotFound({ what }: { what: string }) {
  const { spec } = useSession();
  const href = useRunHref();
  const name = spec.name.trim() || 'Untitled spec';
  useDocumentTitle(`Not found · ${name} · Specrun`);
  return (
    <Stack gap="md" align="flex-start" py="md">
      <Title order={1}>Not found</Title>
      <Text>
        There is no {what} in {name}. It may have been removed, or never existed.
      </Text>
      <Group>
        <Button component={Link} href={href('/')}>
          Back to {name}
        </Button>
        <Button component={Link} href={ROUTES.gallery} variant="default">
          Back to the examples
        </Button>
      </Group>
    </Stack>
  );
}
