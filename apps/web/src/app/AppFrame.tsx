import { Anchor, Box, Container, Group } from '@mantine/core';
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
  // In the workbench's preview frame the running app is shown alone: the workbench around it is
  // Specrun's, and its header would be said twice.
  const framed = window.self !== window.top;
  return (
    // A plain header and main rather than Mantine's AppShell: the frame needs no navbar or scroll
    // locking, and AppShell's scroll-lock code would be on every start page.
    <>
      {!framed && (
        <Box
          component="header"
          h={56}
          pos="sticky"
          top={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
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
        </Box>
      )}
      {/* Focusable from code only, to take the focus after a navigation; it is no control. */}
      <Box component="main" id={MAIN_ID} tabIndex={-1} py="md" style={{ outline: 'none' }}>
        {/* The same container as the header's, so that both start at the same edge. */}
        <Container size="lg" py="md">
          {children}
        </Container>
      </Box>
    </>
  );
}
