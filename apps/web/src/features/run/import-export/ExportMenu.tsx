import { Button, Menu } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';

export type ExportFormat = 'json' | 'csv';

/** After the menu's own focus handling on close, as Mantine's focus return waits. */
const FOCUS_RETURN_DELAY_MS = 10;

interface ExportMenuProps {
  busy: boolean;
  onExport: (format: ExportFormat) => void;
}

/**
 * The "Export" button's menu of formats. It loads on the button's first press (see
 * `ExportButton`), so it mounts open, with the focus moved to its own button, which the plain
 * one it replaces had. A menu that mounts open has not seen where the focus was, so it is given
 * back here when the menu closes and nothing else took it.
 */
export function ExportMenu({ busy, onExport }: ExportMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => target.current?.focus(), []);
  const returnFocus = (): void => {
    const atClose = document.activeElement;
    window.setTimeout(() => {
      const now = document.activeElement;
      if (now === null || now === document.body || now === atClose) target.current?.focus();
    }, FOCUS_RETURN_DELAY_MS);
  };
  return (
    <Menu position="bottom-end" defaultOpened onClose={returnFocus}>
      <Menu.Target>
        <Button ref={target} variant="default" loading={busy}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport('json')}>Export as JSON</Menu.Item>
        <Menu.Item onClick={() => onExport('csv')}>Export as CSV</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
