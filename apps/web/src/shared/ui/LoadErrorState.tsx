import { Alert, Button, Stack, Text } from '@mantine/core';

interface LoadErrorStateProps {
  title: string;
  error: Error;
  /** Absent when trying again cannot change the answer (NOT_ALLOWED, NOT_FOUND): no button then. */
  onRetry?: (() => void) | undefined;
}

/** What a screen shows when its data could not be loaded, with a way to try again if it may help. */
export function LoadErrorState({ title, error, onRetry }: LoadErrorStateProps) {
  return (
    <Alert color="red.9" variant="outline" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {onRetry && (
          <Button onClick={onRetry} size="xs">
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
