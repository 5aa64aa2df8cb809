import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ExportFormat } from './ExportMenu.tsx';

// The menu and its popover (floating-ui, focus trap, transitions) load when first asked for, not
// with the list screen.
const ExportMenu = lazy(() =>
  import('./ExportMenu.tsx').then((module) => ({ default: module.ExportMenu })),
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
  return (
    <Suspense fallback={plain(true)}>
      <ExportMenu busy={busy} onExport={onExport} />
    </Suspense>
  );
}
