import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { AppScreen } from '@specrun/runtime';
import { Link } from 'wouter';
import { describeDiagnosticCounts } from '../../shared/format/describeCounts.ts';
import { ABOUT_PATH, CATALOGUE_PATH, CONSTANTS_PATH } from './runRoutes.ts';
import { RunNavigation } from './RunNavigation.tsx';
import { useSession } from './SessionContext.ts';
import { useRunHref } from './useRunHref.ts';

/** Specrun's own views of the spec, beside the spec's screens. */
const SPEC_VIEWS = [
  [ABOUT_PATH, 'About this spec'],
  [CATALOGUE_PATH, 'Error catalogue'],
  [CONSTANTS_PATH, 'Constants'],
] as const;

interface RunHeaderProps {
  /** The screen shown, to mark in the navigation. */
  current: AppScreen | undefined;
  path: string;
}

/**
 * The running app's header: the spec's name (a way home), its diagnostics when it has errors or
 * warnings, the navigation of point 2, and a notice when the screens were derived instead.
 */
export function RunHeader({ current, path }: RunHeaderProps) {
  const { spec, app, counts } = useSession();
  const href = useRunHref();
  const name = spec.name.trim() || 'Untitled spec';
  const troubled = counts.error + counts.warning > 0;
  return (
    <Stack gap="sm" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" align="center" gap="sm">
        <Anchor component={Link} href={href('/')} fw={700} size="xl" c="dark.9" underline="hover">
          {name}
        </Anchor>
        <Group gap="md">
          {troubled && (
            <Anchor
              component={Link}
              href={href(ABOUT_PATH)}
              {...(counts.error > 0 ? { c: 'red.9' } : {})}
              fw={500}
              aria-label={`Diagnostics: ${describeDiagnosticCounts(counts)}`}
            >
              {describeDiagnosticCounts(counts)}
            </Anchor>
          )}
          {SPEC_VIEWS.map(([viewPath, label]) => (
            <Anchor
              key={viewPath}
              component={Link}
              href={href(viewPath)}
              aria-current={path === viewPath ? 'page' : undefined}
            >
              {label}
            </Anchor>
          ))}
        </Group>
      </Group>
      {app.navigation.length > 1 && <RunNavigation name={name} current={current} />}
      {app.derived && (
        <Alert color="gray.7" variant="outline" title="Derived screens" p="xs">
          <Text size="sm">
            These screens are derived from the entities, not specified in point 2 (screens and
            routes).
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
