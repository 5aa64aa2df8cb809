import { useDocumentTitle } from '@mantine/hooks';
import type { AppScreen } from '@specrun/runtime';
import type { ScreenKind } from '@specrun/spec';
import { Stack, Title } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { HomeScreen } from './home/HomeScreen.tsx';
import { PageScreen } from './page/PageScreen.tsx';
import { screenAllowed } from './acting/screenAllowed.ts';
import { NotAllowedScreen } from './NotAllowedScreen.tsx';
import { RunNotFound } from './RunNotFound.tsx';
import {
  ABOUT_PATH,
  CALLS_PATH,
  CATALOGUE_PATH,
  CONSTANTS_PATH,
  PERMISSIONS_PATH,
} from './runRoutes.ts';
import { useSession } from './SessionContext.ts';

/** What every screen of the running app receives: its screen of point 2 and the route's values. */
export interface ScreenProps {
  screen: AppScreen;
  params: Record<string, string>;
}

// Each kind of screen but the home loads when first shown: the start page of a spec is its home,
// and lists (tables, virtualisation), forms, details and charts are code it does not need.
const AboutScreen = lazy(() =>
  import('./home/AboutScreen.tsx').then((m) => ({ default: m.AboutScreen })),
);

const CatalogueScreen = lazy(() =>
  import('./reference/CatalogueScreen.tsx').then((m) => ({ default: m.CatalogueScreen })),
);
const ConstantsScreen = lazy(() =>
  import('./reference/ConstantsScreen.tsx').then((m) => ({ default: m.ConstantsScreen })),
);
const PermissionsScreen = lazy(() =>
  import('./reference/PermissionsScreen.tsx').then((m) => ({ default: m.PermissionsScreen })),
);

const CallsScreen = lazy(() =>
  import('./calls/CallsScreen.tsx').then((m) => ({ default: m.CallsScreen })),
);

/** The component of each kind of screen. */
const SCREENS: Record<ScreenKind, ComponentType<ScreenProps>> = {
  home: HomeScreen,
  list: lazy(() => import('./list/ListScreen.tsx').then((m) => ({ default: m.ListScreen }))),
  detail: lazy(() =>
    import('./detail/DetailScreen.tsx').then((m) => ({ default: m.DetailScreen })),
  ),
  form: lazy(() => import('./form/FormScreen.tsx').then((m) => ({ default: m.FormScreen }))),
  board: lazy(() => import('./overview/BoardScreen.tsx').then((m) => ({ default: m.BoardScreen }))),
  dashboard: lazy(() =>
    import('./overview/DashboardScreen.tsx').then((m) => ({ default: m.DashboardScreen })),
  ),
  page: PageScreen,
};

const SCREEN_LOADING = <LoadingState label="Loading the screen…" />;

interface ScreenViewProps {
  path: string;
  /** The screen `path` opens, if any (`findScreen`). */
  found: ScreenProps | undefined;
}

/** The screen at a path of the running spec, or "not found" for a path the spec has no route for. */
export function ScreenView(props: ScreenViewProps) {
  // A screen whose code is still loading says so inside the spec's frame, which stays.
  return (
    <Suspense fallback={SCREEN_LOADING}>
      <ScreenAt {...props} />
    </Suspense>
  );
}

function ScreenAt({ path, found }: ScreenViewProps) {
  if (path === ABOUT_PATH) return <AboutScreen />;
  if (path === CATALOGUE_PATH) return <CatalogueScreen />;
  if (path === CONSTANTS_PATH) return <ConstantsScreen />;
  if (path === PERMISSIONS_PATH) return <PermissionsScreen />;
  if (path === CALLS_PATH) return <CallsScreen />;
  if (!found) return <RunNotFound what={`screen at ${path}`} />;
  return <KnownScreen screen={found.screen} params={found.params} />;
}

function KnownScreen({ screen, params }: ScreenProps) {
  const { spec, access } = useSession();
  useDocumentTitle(`${screen.title} · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  if (!screenAllowed(access, screen)) return <NotAllowedScreen screen={screen} />;
  const Screen = SCREENS[screen.kind];
  // While its code loads, the screen's title shows at once, where the screen will show it.
  return (
    <Suspense
      fallback={
        <Stack gap="md">
          <Title order={1}>{screen.title}</Title>
          {SCREEN_LOADING}
        </Stack>
      }
    >
      <Screen screen={screen} params={params} />
    </Suspense>
  );
}
