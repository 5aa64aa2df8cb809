import { Button, FileButton, Group } from '@mantine/core';
import type { Entity } from '@specrun/model';
import { useRef } from 'react';
import { useSession } from '../SessionContext.ts';
import { ExportButton } from './ExportButton.tsx';
import type { ExportFormat } from './ExportMenu.tsx';
import { LazyImportDialog } from './LazyImportDialog.tsx';
import { useDataTransfer } from './useDataTransfer.ts';

const ACCEPT = '.json,.csv,application/json,text/csv';

/**
 * An entity's data in and out, for its list screen's header: "Export" as JSON or CSV (downloads
 * `<spec>-<entity>.json|csv`), and "Import" of such a file, all or nothing, for a user who may
 * create the entity's records (as "New" is): the import refuses the others with NOT_ALLOWED.
 */
export function EntityDataMenu({ entity }: { entity: Entity }) {
  const { store, spec, opened, access } = useSession();
  const transfer = useDataTransfer();
  const resetRef = useRef<() => void>(null);
  const exportAs = (format: ExportFormat): void =>
    transfer.exportFile((exports) =>
      exports.exportEntity(store, spec, opened.place, entity, format),
    );
  return (
    <Group gap="xs">
      <ExportButton busy={transfer.exporting} onExport={exportAs} />
      {access.canCreate(entity.name) && (
        <FileButton
          resetRef={resetRef}
          accept={ACCEPT}
          onChange={(file) => {
            resetRef.current?.();
            if (file)
              transfer.startImport(file, { kind: 'records', entity }, `Import into ${entity.name}`);
          }}
        >
          {(props) => (
            <Button variant="default" {...props}>
              Import
            </Button>
          )}
        </FileButton>
      )}
      <LazyImportDialog
        dialog={transfer.dialog}
        onCancel={transfer.cancel}
        onClose={transfer.close}
      />
    </Group>
  );
}
