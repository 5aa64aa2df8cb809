import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Loadable } from '../../../shared/loading/createResource.ts';
import { listVersions } from '../storage/workbenchDb.ts';
import type { SpecVersion } from '../storage/WorkbenchSpec.ts';
import { DiffView } from './DiffView.tsx';
import { describeVersion } from './describeVersion.ts';

interface HistoryPanelProps {
  specId: string;
  /** Grows with each save: the list is read again. */
  savedVersions: number;
  /** Restores a version; `name` is how the history names it. */
  onRestore: (version: SpecVersion, name: string) => void;
}

/** Every saved version, newest first, a diff between any two, and a way to restore one. */
export function HistoryPanel({ specId, savedVersions, onRestore }: HistoryPanelProps) {
  const [versions, setVersions] = useState<Loadable<SpecVersion[]>>({ status: 'loading' });
  const [pair, setPair] = useState<{ older?: number | undefined; newer?: number | undefined }>({});
  useEffect(() => {
    let current = true;
    listVersions(specId).then(
      (value) => current && setVersions({ status: 'ready', value }),
      (error: unknown) =>
        current &&
        setVersions({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      current = false;
    };
  }, [specId, savedVersions]);

  if (versions.status === 'loading') return <Text size="sm">Loading the history…</Text>;
  if (versions.status === 'error')
    return (
      <Alert color="red.9" variant="outline" title="The history could not be read" role="alert">
        {versions.error.message}
      </Alert>
    );
  const list = versions.value;
  const byId = (id: number | undefined) => list.find((v) => v.id === id);
  const newer = byId(pair.newer) ?? list[0];
  const older = byId(pair.older) ?? list[1] ?? list[0];
  const name = (v: SpecVersion) => describeVersion(v, list.length - list.indexOf(v));
  const options = list.map((v) => ({ value: String(v.id), label: name(v) }));
  return (
    <Stack gap="md">
      <Stack gap="xs" component="section" aria-labelledby="versions-heading">
        <Text id="versions-heading" fw={700} component="h2" m={0}>
          Versions
        </Text>
        <Text size="sm">
          Every save keeps a version; restoring one saves it as the newest, so nothing is lost.
        </Text>
        <ol
          aria-labelledby="versions-heading"
          style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}
        >
          {list.map((version, index) => (
            <li key={version.id}>
              <Group
                justify="space-between"
                gap="xs"
                py={4}
                wrap="nowrap"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {name(version)}
                    {index === 0 ? ' (newest)' : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {version.format === 'yaml' ? 'YAML' : 'Markdown'},{' '}
                    {version.text.split('\n').length.toLocaleString('en')} lines
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setPair({ older: version.id, newer: list[0]?.id })}
                    aria-label={`Compare ${name(version)} with the newest`}
                    disabled={index === 0}
                  >
                    Compare
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onRestore(version, name(version))}
                    aria-label={`Restore ${name(version)}`}
                    disabled={index === 0}
                  >
                    Restore
                  </Button>
                </Group>
              </Group>
            </li>
          ))}
        </ol>
      </Stack>
      {older && newer && list.length > 1 && (
        <Stack gap="xs" component="section" aria-labelledby="diff-heading">
          <Text id="diff-heading" fw={700} component="h2" m={0}>
            Changes
          </Text>
          <Group grow gap="xs">
            <NativeSelect
              label="From version"
              data={options}
              value={String(older.id)}
              onChange={(e) => setPair({ older: Number(e.currentTarget.value), newer: newer.id })}
            />
            <NativeSelect
              label="To version"
              data={options}
              value={String(newer.id)}
              onChange={(e) => setPair({ older: older.id, newer: Number(e.currentTarget.value) })}
            />
          </Group>
          <DiffView
            older={older.text}
            newer={newer.text}
            label={`Changes from ${name(older)} to ${name(newer)}`}
          />
        </Stack>
      )}
    </Stack>
  );
}
