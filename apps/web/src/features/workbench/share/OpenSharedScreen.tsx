import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';
import { ROUTES } from '../../../shared/routing/paths.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useCreateOnce } from '../list/useCreateOnce.ts';
import { createSpec } from '../storage/workbenchDb.ts';
import { readSharedInWorker } from './readSharedInWorker.ts';

async function openShared(payload: string) {
  const read = await readSharedInWorker(payload);
  if (!read.ok) return { refused: read.message };
  return createSpec(read.start);
}

/**
 * `#/share/<payload>`: opens the spec a link carries as a new copy in the workbench, with its own
 * place and records; a damaged or changed link opens nothing and says why. The link is decoded
 * and its spec read in a worker, while the page says it is opening it.
 */
export function OpenSharedScreen({ payload }: { payload: string }) {
  useDocumentTitle('Shared spec · Specrun');
  const refused = useCreateOnce(`share:${payload}`, () => openShared(payload));
  if (refused === undefined) return <LoadingState label="Opening the shared spec…" />;
  return (
    <Stack gap="md">
      <Title order={1}>This link opens nothing</Title>
      <Alert color="red.9" variant="outline" title="The shared spec was not opened" role="alert">
        <Text size="sm">{refused}</Text>
      </Alert>
      <Text size="sm">Nothing was kept. Ask for the link again, or for the spec as a file.</Text>
      <Group>
        <Button component={Link} href={ROUTES.workbench}>
          Go to the workbench
        </Button>
      </Group>
    </Stack>
  );
}
