import { Button, FileButton, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSession } from '../SessionContext.ts';
import { LazyImportDialog } from './LazyImportDialog.tsx';
import { useDataTransfer } from './useDataTransfer.ts';

/** What the user asked of the home's data buttons before their code was loaded. */
export type DataRequest = { kind: 'export' } | { kind: 'import'; file: File };

/**
 * The whole spec's data in and out, for the running app's home: "Export all data" as one JSON
 * file (with the records of entities the spec no longer has, and the values kept aside), and
 * "Import all data" from such a file, all or nothing. It does `first`, the request that loaded it.
 */
export function SpecDataTransfer({ first }: { first: DataRequest }) {
  const { store, spec, opened } = useSession();
  const transfer = useDataTransfer();
  const resetRef = useRef<() => void>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (first.kind === 'export')
      transfer.exportFile((exports) => exports.exportAll(store, spec, opened.place));
    else transfer.startImport(first.file, { kind: 'data' }, 'Import all data');
  });
  return (
    <Group gap="xs">
      <Button
        variant="default"
        loading={transfer.exporting}
        onClick={() =>
          transfer.exportFile((exports) => exports.exportAll(store, spec, opened.place))
        }
      >
        Export all data
      </Button>
      <FileButton
        resetRef={resetRef}
        accept=".json,application/json"
        onChange={(file) => {
          resetRef.current?.();
          if (file) transfer.startImport(file, { kind: 'data' }, 'Import all data');
        }}
      >
        {(props) => (
          <Button variant="default" {...props}>
            Import all data
          </Button>
        )}
      </FileButton>
      <LazyImportDialog
        dialog={transfer.dialog}
        onCancel={transfer.cancel}
        onClose={transfer.close}
      />
    </Group>
  );
}
