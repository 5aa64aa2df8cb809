import { Alert, Text } from '@mantine/core';

/** Says plainly that the spec does not show a point, instead of an empty table. */
export function NotShownNotice({ point, title }: { point: number; title: string }) {
  return (
    <Alert color="gray.7" variant="outline" title="Not shown">
      <Text size="sm">
        The spec does not show point {point} ({title.toLowerCase()}): there is nothing to list, and
        Specrun invents nothing.
      </Text>
    </Alert>
  );
}
