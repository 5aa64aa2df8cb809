import { useEffect, useRef, useState } from 'react';
import { useSession } from '../SessionContext.ts';
import { downloadFile, type ExportFile } from './exportData.ts';
import { readImportInWorker } from './readImportInWorker.ts';
import { runImport, type ImportJob, type ImportPhase } from './runImport.ts';

/** What the transfer dialog shows: which transfer, of which file, and where it stands. */
export interface TransferDialog {
  title: string;
  fileName: string;
  phase: ImportPhase;
}

/** Exports and imports of the running spec's data, with the state of the dialog that shows them. */
export interface DataTransfer {
  dialog: TransferDialog | undefined;
  exporting: boolean;
  startImport(file: File, job: ImportJob, title: string): void;
  exportFile(make: () => Promise<ExportFile>): void;
  cancel(): void;
  close(): void;
}

/**
 * Runs imports (read in a worker, written in one all-or-nothing write into the session's store,
 * whose change events update the lists) and exports (downloaded) for the running spec.
 */
export function useDataTransfer(): DataTransfer {
  const session = useSession();
  const [dialog, setDialog] = useState<TransferDialog | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  // Leaving the screen (the browser's back button) cancels an import the user can no longer see.
  useEffect(() => () => controller.current?.abort(), []);

  const startImport = (file: File, job: ImportJob, title: string): void => {
    const mine = new AbortController();
    controller.current = mine;
    void runImport(file, job, session, {
      read: readImportInWorker,
      signal: mine.signal,
      onPhase: (phase) => {
        if (controller.current === mine) setDialog({ title, fileName: file.name, phase });
      },
    });
  };

  const exportFile = (make: () => Promise<ExportFile>): void => {
    setExporting(true);
    make()
      .then(downloadFile, (error: unknown) =>
        setDialog({
          title: 'Export',
          fileName: '',
          phase: {
            phase: 'failed',
            message: error instanceof Error ? error.message : String(error),
          },
        }),
      )
      .finally(() => setExporting(false));
  };

  return {
    dialog,
    exporting,
    startImport,
    exportFile,
    cancel: () => controller.current?.abort(),
    close: () => {
      controller.current = undefined;
      setDialog(undefined);
    },
  };
}
