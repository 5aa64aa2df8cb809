import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { CALLS_PATH } from '../runRoutes.ts';
import { useRunHref } from '../useRunHref.ts';
import { describeFaults } from './describeFaults.ts';
import { useCallSettings } from './useCallsRuntime.ts';

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
