import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { MAX_LATENCY_MS, type FaultSettings } from '@specrun/runtime/calls';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { useCallSettings } from './useCallsRuntime.ts';

const number = (value: string | number, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Faults injected into every call, to try how the prototype handles them: added latency, a
 * share of calls failing with a chosen status, and no connection at all.
 */
export function FaultsForm({ runtime }: { runtime: CallsRuntime }) {
  const { faults } = useCallSettings(runtime);
  const set = (change: Partial<FaultSettings>) => runtime.setFaults({ ...faults, ...change });
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Added latency (ms)"
          min={0}
          max={MAX_LATENCY_MS}
          step={100}
          value={faults.latencyMs}
          onChange={(value) => set({ latencyMs: number(value, 0) })}
          w={180}
        />
        <NumberInput
          label="Calls that fail (%)"
          min={0}
          max={100}
          value={Math.round(faults.failureRate * 100)}
          onChange={(value) => set({ failureRate: number(value, 0) / 100 })}
          w={180}
        />
        <NumberInput
          label="Failing with status"
          min={400}
          max={599}
          value={faults.failureStatus}
          onChange={(value) => set({ failureStatus: number(value, 500) })}
          w={180}
        />
      </Group>
      <Checkbox
        label="Offline: no call gets through"
        checked={faults.offline}
        onChange={(event) => set({ offline: event.currentTarget.checked })}
      />
      <Text size="xs" c="dark.6">
        Faults apply to the next call, in mock and live mode alike, and are kept for this spec on
        this device. A failed save keeps what was typed: save again once the connection is back.
      </Text>
    </Stack>
  );
}
