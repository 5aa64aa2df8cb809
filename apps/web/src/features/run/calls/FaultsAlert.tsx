import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { FaultSettings } from '@specrun/runtime/calls';
import { Link } from 'wouter';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { CALLS_PATH } from '../runRoutes.ts';
import { useRunHref } from '../useRunHref.ts';
import { useCallSettings } from './useCallsRuntime.ts';

/** The faults in words, or `undefined` when none is injected. */
export function describeFaults(faults: FaultSettings): string | undefined {
  const parts: string[] = [];
  if (faults.offline) parts.push('offline');
  if (faults.failureRate > 0)
    parts.push(
      `${Math.round(faults.failureRate * 100)}% of calls fail with ${faults.failureStatus}`,
    );
  if (faults.latencyMs > 0) parts.push(`${faults.latencyMs} ms added to each call`);
  return parts.length === 0 ? undefined : parts.join(', ');
}

/** The notice of the faults injected now, with a way to stop them; nothing when there are none. */
export function FaultsAlert({ runtime }: { runtime: CallsRuntime }) {
  const { faults } = useCallSettings(runtime);
  const href = useRunHref();
  const described = describeFaults(faults);
  if (!described) return null;
  return (
    <Alert color="orange.9" variant="outline" p="xs" title="Faults injected into the calls">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {described[0]?.toUpperCase()}
          {described.slice(1)}.{' '}
          <Anchor component={Link} href={href(CALLS_PATH)}>
            Change them
          </Anchor>
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            runtime.setFaults({ ...faults, latencyMs: 0, failureRate: 0, offline: false })
          }
        >
          Stop the faults
        </Button>
      </Group>
    </Alert>
  );
}
