import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { SeedResult } from '@specrun/runtime/backend';
import { useState } from 'react';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';

/** Sample records for every entity, written through the mock backend's checks. */
export function SeedForm({ runtime }: { runtime: CallsRuntime }) {
  const [seed, setSeed] = useState(1);
  const [perEntity, setPerEntity] = useState(10);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; result: SeedResult }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const run = () => {
    setState({ kind: 'busy' });
    runtime.seed({ seed, perEntity }).then(
      (result) => setState({ kind: 'done', result }),
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Seed number"
          min={0}
          value={seed}
          onChange={(value) => setSeed(typeof value === 'number' ? Math.trunc(value) : 0)}
          w={160}
        />
        <NumberInput
          label="Records per entity"
          min={1}
          max={1000}
          value={perEntity}
          onChange={(value) => setPerEntity(typeof value === 'number' ? Math.trunc(value) : 1)}
          w={180}
        />
        <Button variant="default" onClick={run} loading={state.kind === 'busy'}>
          Generate sample records
        </Button>
      </Group>
      <Text size="xs" c="dark.6">
        The same seed number gives the same records. They pass the spec’s rules and permissions like
        any other write; those a rule refuses are skipped.
      </Text>
      {state.kind === 'done' && (
        <Text size="sm" role="status">
          Created {state.result.created} records
          {state.result.skipped > 0 &&
            `; skipped ${state.result.skipped} (${Object.entries(state.result.reasons)
              .map(([code, n]) => `${code} ${n}`)
              .join(', ')})`}
          .
        </Text>
      )}
      {state.kind === 'failed' && (
        <Text size="sm" c="red.9" role="alert">
          The sample records could not be written: {state.message}
        </Text>
      )}
    </Stack>
  );
}
