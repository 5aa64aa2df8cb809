import { Alert, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import type { AppScreen } from '@specrun/runtime';
import { Link } from 'wouter';
import { describeDiagnosticCounts } from '../../shared/format/describeCounts.ts';
import { lazyComponent } from '../../shared/loading/lazyComponent.tsx';
import { UserSwitcher } from './acting/UserSwitcher.tsx';
import {
  ABOUT_PATH,
  CALLS_PATH,
  CATALOGUE_PATH,
  CONSTANTS_PATH,
  DATA_PATH,
  PERMISSIONS_PATH,
} from './runRoutes.ts';
import { RunMenu } from './RunMenu.tsx';
import { RunNavigation } from './RunNavigation.tsx';
import { useSession } from './SessionContext.ts';
import { useRunHref } from './useRunHref.ts';

// Signing up, in and out loads only for a spec whose calls sign people in.
const AccountMenu = lazyComponent(() =>
  import('./acting/AccountMenu.tsx').then((m) => m.AccountMenu),
);

/** Specrun's own views of the spec, beside the spec's screens. */
const SPEC_VIEWS = [
  [ABOUT_PATH, 'About this spec'],
  [CATALOGUE_PATH, 'Error catalogue'],
  [CONSTANTS_PATH, 'Constants'],
  [PERMISSIONS_PATH, 'Permissions'],
  [CALLS_PATH, 'Calls'],
  [DATA_PATH, 'Sample data'],
] as const;

interface RunHeaderProps {
  /** The screen shown, to mark in the navigation. */
  current: AppScreen | undefined;
  path: string;
}

/**
 * The running app's header: the spec's name (a way home), its diagnostics when it has errors or
 * warnings, Specrun's views of the spec, the navigation of point 2 with the user the app acts as,
 * and a notice when the screens were derived instead.
 */
export function RunHeader({ current, path }: RunHeaderProps) {
  const { spec, app, counts, user, accounts } = useSession();
  // The switcher shows only when the spec has users or roles: nothing is invented for one without.
  const actsAsSomeone = spec.users.length > 0 || user.roles.length > 0;
  const href = useRunHref();
  const name = spec.name.trim() || 'Untitled spec';
  const troubled = counts.error + counts.warning > 0;
  const views = (
    <>
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
    </>
  );
  return (
    <Stack gap="sm" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        <Anchor component={Link} href={href('/')} fw={700} size="xl" c="dark.9" underline="hover">
          {name}
        </Anchor>
        <Group gap="md" visibleFrom="xs">
          {views}
        </Group>
        <RunMenu>
          {views}
          {actsAsSomeone && <UserSwitcher />}
        </RunMenu>
      </Group>
      {(app.navigation.length > 1 || actsAsSomeone) && (
        <Group justify="space-between" align="flex-end" gap="sm">
          {app.navigation.length > 1 ? <RunNavigation name={name} current={current} /> : <span />}
          {actsAsSomeone && (
            <Group gap="sm" align="flex-end">
              {accounts && <AccountMenu />}
              <Box visibleFrom="xs">
                <UserSwitcher />
              </Box>
            </Group>
          )}
        </Group>
      )}
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
