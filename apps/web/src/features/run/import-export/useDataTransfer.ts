import { useEffect, useRef, useState } from 'react';
import { useSession } from '../SessionContext.ts';
import type * as ExportData from './exportData.ts';
import type { ExportFile } from './exportData.ts';
import type { ImportJob, ImportPhase } from './runImport.ts';

/** The exports' code (the runtime's JSON and CSV writers), loaded on the first export. */
export type ExportModule = typeof ExportData;

// Imports and exports load their code when first used: the screens that offer them (the home, the
// lists) show without the CSV parser, the worker's client and the writers.
const loadExports = (): Promise<ExportModule> => import('./exportData.ts');
const loadImports = () =>
  Promise.all([import('./runImport.ts'), import('./readImportInWorker.ts')]);

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

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
  /** Makes a file with the export code, once loaded, and downloads it. */
  exportFile(make: (exports: ExportModule) => Promise<ExportFile>): void;
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
    const onPhase = (phase: ImportPhase): void => {
      if (controller.current === mine) setDialog({ title, fileName: file.name, phase });
    };
    onPhase({ phase: 'reading', done: 0, total: 0 });
    loadImports().then(
      ([{ runImport }, { readImportInWorker }]) =>
        runImport(file, job, session, { read: readImportInWorker, signal: mine.signal, onPhase }),
      (error: unknown) => onPhase({ phase: 'failed', message: messageOf(error) }),
    );
  };

  const exportFile = (make: (exports: ExportModule) => Promise<ExportFile>): void => {
    setExporting(true);
    loadExports()
      .then(async (exports) => exports.downloadFile(await make(exports)))
      .catch((error: unknown) =>
        setDialog({
          title: 'Export',
          fileName: '',
          phase: { phase: 'failed', message: messageOf(error) },
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
