import { Button, FileButton, Group, Text } from '@mantine/core';
import { formatTimeOfDay } from '@specrun/runtime';
import type { SpecFormat } from '@specrun/model';
import { FORM_NAMES } from './convert/formNames.ts';
import { SPEC_FILE_TYPES } from './files/specFiles.ts';
import type { SaveStatus } from './workbenchStore.ts';

interface WorkbenchToolbarProps {
  format: SpecFormat;
  save: SaveStatus;
  converting: boolean;
  onSave: () => void;
  onOpenFile: (file: File | null) => void;
  onSaveFile: () => void;
  onConvert: () => void;
  onShare: () => void;
}

function describeSave(save: SaveStatus): string {
  switch (save.status) {
    case 'saved':
      return `Saved ${formatTimeOfDay(save.at)}`;
    case 'unsaved':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'error':
      return `Not saved: ${save.message}`;
  }
}

/** The workbench's commands: save, files, conversion and sharing. */
export function WorkbenchToolbar(props: WorkbenchToolbarProps) {
  const { format, save } = props;
  const other: SpecFormat = format === 'yaml' ? 'markdown' : 'yaml';
  return (
    <Group gap="xs" component="div" role="toolbar" aria-label="Spec commands">
      <Text size="sm" c={save.status === 'error' ? 'red.9' : 'dimmed'} role="status" mr="xs">
        {describeSave(save)}
      </Text>
      <Button size="sm" onClick={props.onSave} title="Save a version now (Ctrl+S)">
        Save
      </Button>
      <FileButton onChange={props.onOpenFile} accept={SPEC_FILE_TYPES}>
        {(fileProps) => (
          <Button size="sm" variant="default" {...fileProps}>
            Open file
          </Button>
        )}
      </FileButton>
      <Button size="sm" variant="default" onClick={props.onSaveFile}>
        Save file
      </Button>
      <Button size="sm" variant="default" onClick={props.onConvert} loading={props.converting}>
        Convert to {FORM_NAMES[other]}
      </Button>
      <Button size="sm" variant="light" onClick={props.onShare}>
        Share link
      </Button>
    </Group>
  );
}
