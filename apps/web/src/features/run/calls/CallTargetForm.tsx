import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { checkBaseUrl } from '@specrun/runtime/calls';
import { useState } from 'react';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { useCallSettings } from './useCallsRuntime.ts';

const MODES = [
  { value: 'mock', label: 'Mock backend, in this browser' },
  { value: 'live', label: 'Live server at a base URL' },
];

/** Where the spec's calls go: the mock backend, or a live server whose base URL the user sets. */
export function CallTargetForm({ runtime }: { runtime: CallsRuntime }) {
  const { target } = useCallSettings(runtime);
  const [mode, setMode] = useState(target.mode);
  const [url, setUrl] = useState(target.baseUrl);
  const [problem, setProblem] = useState<string | undefined>();
  const apply = () => {
    if (mode === 'mock') {
      setProblem(undefined);
      runtime.setTarget({ mode: 'mock', baseUrl: target.baseUrl });
      return;
    }
    const checked = checkBaseUrl(url);
    if (!checked.ok) return setProblem(checked.problem);
    if (checked.url === '') return setProblem('Give the live server’s base URL.');
    setProblem(undefined);
    setUrl(checked.url);
    runtime.setTarget({ mode: 'live', baseUrl: checked.url });
  };
  const changed = mode !== target.mode || (mode === 'live' && url.trim() !== target.baseUrl);
  return (
    <Stack gap="xs">
      <Text size="sm">
        Now:{' '}
        <strong>
          {target.mode === 'mock' ? 'the mock backend' : `the live server at ${target.baseUrl}`}
        </strong>
        . The choice is kept for this spec on this device.
      </Text>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Send the calls to"
          data={MODES}
          value={mode}
          onChange={(event) => setMode(event.currentTarget.value === 'live' ? 'live' : 'mock')}
          w={300}
        />
        {mode === 'live' && (
          <TextInput
            label="Base URL"
            placeholder="https://api.example.com"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={problem}
            w={340}
          />
        )}
        <Button onClick={apply} disabled={!changed}>
          Use it
        </Button>
      </Group>
      {mode === 'live' && (
        <Text size="xs" c="dark.6">
          A live server must allow this page’s origin (CORS). Specrun sends it no user: the acting
          user is the mock backend’s stand-in for signing in.
        </Text>
      )}
    </Stack>
  );
}
