import { Button } from '@mantine/core';
import { useState } from 'react';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import type { ExportFormat } from './ExportMenu.tsx';

// The menu and its popover (floating-ui, focus trap, transitions) load when first asked for, not
// with the list screen.
const ExportMenu = lazyComponent(() =>
  import('./ExportMenu.tsx').then((module) => module.ExportMenu),
);

interface ExportButtonProps {
  busy: boolean;
  onExport: (format: ExportFormat) => void;
}

/** "Export", opening a menu of formats: a plain button until it is first pressed. */
export function ExportButton({ busy, onExport }: ExportButtonProps) {
  const [wanted, setWanted] = useState(false);
  const plain = (loading: boolean) => (
    <Button
      variant="default"
      loading={loading}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
    >
      Export
    </Button>
  );
  if (!wanted) return plain(busy);
  return <ExportMenu busy={busy} onExport={onExport} fallback={plain(true)} />;
}
