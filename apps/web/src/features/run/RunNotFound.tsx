import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { AppError } from '@specrun/runtime';
import { ErrorText } from '../../shared/ui/ErrorText.tsx';
import { Link } from 'wouter';
import { ROUTES } from '../../shared/routing/paths.ts';
import { useSession } from './SessionContext.ts';
import { useRunHref } from './useRunHref.ts';

interface RunNotFoundProps {
  /** What was looked for, as the user would name it: `screen at /nowhere`. */
  what: string;
  /**
   * The error that said so (a record's NOT_FOUND): shown as the message, with its code, in place
   * of Specrun's own sentence, so the spec's catalogue message is the one the user reads.
   */
  error?: AppError;
}

/** "Not found" inside a running spec, with a way back to its home and to the examples. */
export function RunNotFound({ what, error }: RunNotFoundProps) {
  const { spec } = useSession();
  const href = useRunHref();
  const name = spec.name.trim() || 'Untitled spec';
  useDocumentTitle(`Not found · ${name} · Specrun`);
  return (
    <Stack gap="md" align="flex-start" py="md">
      <Title order={1}>Not found</Title>
      {error ? (
        <>
          <Text>
            <ErrorText error={error} />
          </Text>
          <Text size="sm">
            You asked for the {what} in {name}.
          </Text>
        </>
      ) : (
        <Text>
          There is no {what} in {name}. It may have been removed, or never existed.
        </Text>
      )}
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
