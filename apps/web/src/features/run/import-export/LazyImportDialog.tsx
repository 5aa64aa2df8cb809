import { useState } from 'react';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import type { TransferDialog } from './useDataTransfer.ts';

const ImportDialog = lazyComponent(() => import('./ImportDialog.tsx').then((m) => m.ImportDialog));

interface LazyImportDialogProps {
  dialog: TransferDialog | undefined;
  onCancel: () => void;
  onClose: () => void;
}

/**
 * The transfer dialog, whose code (a modal, the problems table) loads the first time there is
 * something to show; it then stays, so that it closes with its transition.
 */
export function LazyImportDialog(props: LazyImportDialogProps) {
  const [needed, setNeeded] = useState(false);
  if (props.dialog !== undefined && !needed) setNeeded(true);
  if (!needed) return null;
  return <ImportDialog {...props} />;
}
