import { Alert, Stack, Text, Title } from '@mantine/core';
import { OpenedSpecsList } from './OpenedSpecsList.tsx';
import { SpecDropZone } from './SpecDropZone.tsx';
import { useOpenSpecFiles } from './useOpenSpecFiles.ts';

/** The gallery's section for the user's own specs: open one from a file, or one opened before. */
export function OpenSpecPanel() {
  const files = useOpenSpecFiles();
  return (
    <Stack gap="md" component="section" aria-labelledby="own-specs-heading">
      {/* Focusable from code only: the focus lands here when a spec is forgotten. */}
      <Title order={2} id="own-specs-heading" tabIndex={-1} style={{ outline: 'none' }}>
        Your own specs
      </Title>
      <SpecDropZone onFiles={files.open} busy={files.busy} />
      {files.step !== undefined && (
        <Text size="sm" role="status">
          {files.step}
        </Text>
      )}
      {files.error !== undefined && (
        <Alert
          color="red.9"
          variant="outline"
          title="Nothing was opened"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={files.dismiss}
        >
          <Text size="sm">{files.error}</Text>
        </Alert>
      )}
      <OpenedSpecsList headingId="own-specs-heading" />
    </Stack>
  );
}
