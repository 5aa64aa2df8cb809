import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { describeLabelFailure, type LabelFailure } from '@specrun/runtime';
import { useSession } from './SessionContext.ts';

interface LabelFailureNoticeProps {
  failures: readonly LabelFailure[];
  retrying: boolean;
  onRetry: () => void;
}

/**
 * What a screen says when the records its references point at could not be listed: which, why
 * (each error with its code), what the references show instead, and a way to list them again.
 * Nothing when every list was read.
 */
export function LabelFailureNotice({ failures, retrying, onRetry }: LabelFailureNoticeProps) {
  const { spec } = useSession();
  if (failures.length === 0) return null;
  return (
    <Stack gap="sm">
      {failures.map((failure) => {
        const { title, errors, consequence } = describeLabelFailure(spec, failure);
        return (
          <Alert key={failure.entity} color="red.9" variant="outline" title={title} role="alert">
            <Stack gap="xs" align="flex-start">
              {errors.length === 1 ? (
                <Text size="sm">{errors[0]}</Text>
              ) : (
                <List size="sm">
                  {errors.map((error, index) => (
                    <List.Item key={index}>{error}</List.Item>
                  ))}
                </List>
              )}
              <Text size="sm">{consequence}</Text>
              <Button size="xs" onClick={onRetry} loading={retrying}>
                Try again
              </Button>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
