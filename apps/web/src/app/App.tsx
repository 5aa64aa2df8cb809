import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { SingleSpecMode } from '../features/site/SingleSpecMode.tsx';
import { onSingleSpecMode, singleSpecResource } from '../features/site/singleSpecResource.ts';
import { AppFrame } from './AppFrame.tsx';
import { AppRoutes, preloadRunScreen } from './AppRoutes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// Whether the page is a single spec's app is found out while the first render is under way, not
// after it. The running app's code loads alongside what the start page fetches first, not after
// it: at once for a link into a running spec, and as soon as the page turns out to be a single
// spec's app.
singleSpecResource.preload();
if (window.location.hash.startsWith('#/s/')) preloadRunScreen();
onSingleSpecMode(preloadRunScreen);

/** The whole app: Mantine's theme, hash routes, the frame and the screens. */
export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
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
