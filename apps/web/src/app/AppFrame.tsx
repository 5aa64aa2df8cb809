import { Anchor, AppShell, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { ROUTES } from '../shared/routing/paths.ts';
import { useNavigationReset } from './useNavigationReset.ts';

const MAIN_ID = 'main';

/** The frame around every screen: a header with the product's name and navigation, and the main area. */
export function AppFrame({ children }: { children: ReactNode }) {
  const [onGallery] = useRoute(ROUTES.gallery);
  const [location] = useLocation();
  useNavigationReset(location, MAIN_ID);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor
              component={Link}
              href={ROUTES.gallery}
              fw={700}
              size="lg"
              c="dark.9"
              underline="hover"
            >
              Specrun
            </Anchor>
            <Group component="nav" aria-label="Main" gap="md">
              <Anchor
                component={Link}
                href={ROUTES.gallery}
                aria-current={onGallery ? 'page' : undefined}
              >
                Examples
              </Anchor>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      {/* Focusable from code only, to take the focus after a navigation; it is no control. */}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Container size="lg" py="md">
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
