import { Alert, Button, Stack, Text } from '@mantine/core';

interface LoadErrorStateProps {
  title: string;
  error: Error;
  onRetry: () => void;
}

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function LoadErrorState({ title, error, onRetry }: LoadErrorStateProps) {
  return (
    <Alert color="red.9" variant="outline" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button onClick={onRetry} size="xs">
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
