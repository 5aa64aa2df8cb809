import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState, type DragEvent } from 'react';
import { SPEC_FILE_EXTENSIONS } from '@specrun/model';

interface SpecDropZoneProps {
  onFiles: (files: File[]) => void;
  busy: boolean;
}

const ACCEPT = [
  ...SPEC_FILE_EXTENSIONS,
  '.json',
  'text/markdown',
  'application/yaml',
  'application/json',
].join(',');

const carriesFiles = (event: DragEvent): boolean => event.dataTransfer.types.includes('Files');

/** Where a spec file is dropped, with the "Open a spec" file picker for those who do not drag. */
export function SpecDropZone({ onFiles, busy }: SpecDropZoneProps) {
  const [over, setOver] = useState(false);
  // Cleared after each pick, so that picking the same file again (fixed on disk) opens it again.
  const resetRef = useRef<() => void>(null);
  const onDragOver = (event: DragEvent): void => {
    if (!carriesFiles(event)) return;
    // Without this the browser would open the dropped file itself, leaving the app.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent): void => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        // Moving over the zone's own text fires a leave too: only leaving the zone counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      data-testid="spec-drop-zone"
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-blue-8)' : undefined,
        backgroundColor: over ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group justify="space-between" gap="md">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Text fw={500}>Drop a spec file here, or open one from your device.</Text>
          <Text size="sm">
            Markdown (.md) or YAML (.yaml, .yml), in the nine-point form, or an OpenAPI document
            (.json, .yaml), made into one. It runs in this browser and its records stay on this
            device; opening a new version of the same file keeps them.
          </Text>
        </Stack>
        <FileButton
          resetRef={resetRef}
          accept={ACCEPT}
          onChange={(file) => {
            resetRef.current?.();
            if (file) onFiles([file]);
          }}
        >
          {(props) => (
            <Button {...props} loading={busy}>
              Open a spec
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  );
}
