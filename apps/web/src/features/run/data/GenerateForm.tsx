import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  describeGeneration,
  entityNoun,
  generateRecords,
  localGenerationTarget,
  type GenerateResult,
} from '@specrun/runtime';
import { useEffect, useRef, useState } from 'react';
import { useLoadedCalls } from '../calls/useCallsRuntime.ts';
import { useSession } from '../SessionContext.ts';

type GenerateState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; message: string };

/**
 * Generates any number of records per entity, written as the spec's own users would write them
 * and moved along their lifecycles by its actions (`generateRecords`): through the mock backend
 * when the spec's calls go there, else into this browser's storage. Shows how far it is, with a
 * way to cancel, then says what it made and what it skipped and why.
 */
export function GenerateForm() {
  const { spec, store, calls } = useSession();
  const runtime = useLoadedCalls(calls);
  const [seed, setSeed] = useState(1);
  const [count, setCount] = useState(10);
  const [state, setState] = useState<GenerateState>({ kind: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const live = runtime?.target().mode === 'live';

  const run = async () => {
    const own = new AbortController();
    controller.current = own;
    setState({ kind: 'running', done: 0, total: count * spec.entities.length });
    const onProgress = (done: number, total: number) => setState({ kind: 'running', done, total });
    try {
      let result: GenerateResult;
      if (calls) {
        const loaded = await calls.load();
        result = await loaded.seed({ seed, perEntity: count, signal: own.signal, onProgress });
      } else {
        const target = localGenerationTarget(spec, store);
        try {
          result = await generateRecords(spec, target, {
            seed,
            count,
            signal: own.signal,
            onProgress,
          });
        } finally {
          target.close();
        }
      }
      const nouns = new Map(spec.entities.map((e) => [e.name, entityNoun(e)]));
      const text = describeGeneration(result, (entity, n) => {
        const noun = nouns.get(entity);
        return noun ? (n === 1 ? noun.one : noun.many) : entity;
      });
      setState({ kind: 'done', text });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  if (spec.entities.length === 0) return <Text>The spec has no entities to make records of.</Text>;
  if (live)
    return (
      <Text>
        The calls go to a live server, whose data is its own: records are generated for the mock
        backend and this browser only.
      </Text>
    );
  const running = state.kind === 'running';
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Records per entity"
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          value={count}
          onChange={(value) =>
            setCount(typeof value === 'number' ? Math.max(0, Math.trunc(value)) : 0)
          }
          w={180}
        />
        <NumberInput
          label="Seed number"
          min={0}
          allowDecimal={false}
          value={seed}
          onChange={(value) => setSeed(typeof value === 'number' ? Math.trunc(value) : 0)}
          w={160}
        />
        <Button onClick={() => void run()} disabled={running}>
          Generate records
        </Button>
      </Group>
      <Text size="sm">
        The same seed gives the same records. Each is written by a sample user who may create it,
        then moved along its lifecycle by the spec&apos;s actions, so that the records spread over
        the states and users; what a rule or permission refuses is skipped and counted.
      </Text>
      {state.kind === 'running' && (
        <Group gap="sm" role="status">
          <Text size="sm">{`Writing ${state.done.toLocaleString('en')} of ${state.total.toLocaleString('en')} records…`}</Text>
          <Button size="compact-sm" variant="default" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        </Group>
      )}
      {state.kind === 'done' && (
        <Text size="sm" role="status">
          {state.text}
        </Text>
      )}
      {state.kind === 'failed' && (
        <Text size="sm" c="red.9" role="alert">
          {`The records could not be written: ${state.message}`}
        </Text>
      )}
    </Stack>
  );
}
