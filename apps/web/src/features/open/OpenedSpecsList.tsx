import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { runPath, type OpenedSpec } from '../../shared/session/OpenedSpec.ts';
import { LoadErrorState } from '../../shared/ui/LoadErrorState.tsx';
import { describeOrigin, labelOf } from './describeOrigin.ts';

// Loaded when needed: the library (and IndexedDB's wrapper) stays out of the start page's code.
const library = () => import('../../shared/session/specLibrary.ts');

/** The database `specLibrary.ts` keeps opened specs in. */
const LIBRARY_DATABASE = 'specrun:library';

/**
 * The specs opened before, the most recent first. On a first visit there is no library yet, and
 * asking the browser for its databases' names spares loading the library's code at all.
 */
async function listOpened(): Promise<OpenedSpec[]> {
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some((d) => d.name === LIBRARY_DATABASE)) return [];
  }
  const { listOpenedSpecs } = await library();
  // A workbench's preview keeps its spec in the library too; the workbench lists those itself.
  return (await listOpenedSpecs()).filter((opened) => opened.origin.kind !== 'workbench');
}

const toError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/** The specs opened before on this device, each with a way to open it again and to forget it. */
export function OpenedSpecsList({ headingId }: { headingId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [specs, setSpecs] = useState<Loadable<OpenedSpec[]>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    listOpened().then(
      (value) => current && setSpecs({ status: 'ready', value }),
      (error: unknown) => current && setSpecs({ status: 'error', error: toError(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const forget = (place: string): void => {
    void library()
      .then(({ forgetOpenedSpec }) => forgetOpenedSpec(place))
      .finally(() => {
        setAttempt((n) => n + 1);
        // The button pressed is gone: the keyboard goes on from the section's heading.
        document.getElementById(headingId)?.focus();
      });
  };

  if (specs.status === 'loading') return null;
  if (specs.status === 'error')
    return (
      <LoadErrorState
        title="The specs opened before could not be listed"
        error={specs.error}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (specs.value.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id="opened-heading">
        Opened before
      </Title>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        aria-labelledby="opened-heading"
        style={{ listStyle: 'none' }}
      >
        {specs.value.map((opened) => {
          const label = labelOf(opened);
          return (
            <Card component="li" key={opened.place} withBorder padding="sm" radius="md">
              <Group justify="space-between" gap="sm">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </Text>
                  <Text size="sm">{describeOrigin(opened)}</Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    component={Link}
                    href={runPath(opened.place)}
                    size="sm"
                    aria-label={`Open ${label}`}
                  >
                    Open
                  </Button>
                  <Button
                    variant="default"
                    size="sm"
                    aria-label={`Forget ${label}`}
                    title="Removes it from this list; its records stay on this device."
                    onClick={() => forget(opened.place)}
                  >
                    Forget
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
