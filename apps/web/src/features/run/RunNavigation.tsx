import { Button, Group } from '@mantine/core';
import type { AppScreen } from '@specrun/runtime';
import { Link } from 'wouter';
import { screenAllowed } from './acting/screenAllowed.ts';
import { useSession } from './SessionContext.ts';
import { useRunHref } from './useRunHref.ts';

interface RunNavigationProps {
  /** The spec's name, to name the navigation. */
  name: string;
  current: AppScreen | undefined;
}

/**
 * The screens of point 2 that take no parameters, forms excluded, each named after its screen:
 * those the acting user may open.
 */
export function RunNavigation({ name, current }: RunNavigationProps) {
  const { app, access } = useSession();
  const href = useRunHref();
  return (
    <Group component="nav" aria-label={`Screens of ${name}`} gap={4}>
      {app.navigation
        .filter((screen) => screenAllowed(access, screen))
        .map((screen) => {
          const here = screen === current;
          return (
            <Button
              key={screen.route}
              component={Link}
              href={href(screen.route)}
              variant={here ? 'light' : 'subtle'}
              aria-current={here ? 'page' : undefined}
              size="sm"
            >
              {screen.title}
            </Button>
          );
        })}
    </Group>
  );
}
