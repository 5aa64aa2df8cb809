import { Button, Group } from '@mantine/core';
import { useRef, useState } from 'react';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import type { DataRequest } from './SpecDataTransfer.tsx';

// Moving the whole spec's data in and out is seldom the first thing done on the home: its code
// loads with the first press of either button, which it then carries out.
const SpecDataTransfer = lazyComponent(() =>
  import('./SpecDataTransfer.tsx').then((m) => m.SpecDataTransfer),
);

/**
 * "Export all data" and "Import all data" on the running app's home, as plain buttons until one
 * is pressed (`SpecDataTransfer` then takes over).
 */
export function SpecDataMenu() {
  const [request, setRequest] = useState<DataRequest>();
  const input = useRef<HTMLInputElement>(null);
  const buttons = (
    <Group gap="xs">
      <Button variant="default" onClick={() => setRequest({ kind: 'export' })}>
        Export all data
      </Button>
      <Button variant="default" onClick={() => input.current?.click()}>
        Import all data
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) setRequest({ kind: 'import', file });
        }}
      />
    </Group>
  );
  if (request === undefined) return buttons;
  return <SpecDataTransfer first={request} fallback={buttons} />;
}
