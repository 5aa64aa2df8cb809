import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { SingleSpecMode } from '../features/single/SingleSpecMode.tsx';
import { AppFrame } from './AppFrame.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { theme } from './theme.ts';

/** The whole app: Mantine's theme, hash routes, the frame and the screens. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Router hook={useHashLocation}>
        <AppFrame>
          <SingleSpecMode>
            <AppRoutes />
          </SingleSpecMode>
        </AppFrame>
      </Router>
    </MantineProvider>
  );
}
