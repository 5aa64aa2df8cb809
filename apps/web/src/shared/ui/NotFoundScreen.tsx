import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';
import { ROUTES } from '../routing/paths.ts';

interface NotFoundScreenProps {
  /** What was looked for, as the user would name it: `the page /nowhere`, `the example "x"`. */
  what: string;
}

/** A clear "not found" page with a way back to the gallery, instead of a blank one. */
export function NotFoundScreen({ what }: NotFoundScreenProps) {
  useDocumentTitle('Not found · Specrun');
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <Title order={1}>Not found</Title>
      <Text>There is no {what} here. It may have been renamed or removed.</Text>
      <Button component={Link} href={ROUTES.gallery}>
        Back to the examples
      </Button>
    </Stack>
  );
}
