import { useDocumentTitle } from '@mantine/hooks';
import type { AppScreen } from '@specrun/runtime';
import type { ScreenKind } from '@specrun/spec';
import { Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { lazyComponent, type LazyProps } from '../../shared/loading/lazyComponent.tsx';
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
const AboutScreen = lazyComponent(() =>
  import('./home/AboutScreen.tsx').then((m) => m.AboutScreen),
);

const CatalogueScreen = lazyComponent(() =>
  import('./reference/CatalogueScreen.tsx').then((m) => m.CatalogueScreen),
);
const ConstantsScreen = lazyComponent(() =>
  import('./reference/ConstantsScreen.tsx').then((m) => m.ConstantsScreen),
);
const PermissionsScreen = lazyComponent(() =>
  import('./reference/PermissionsScreen.tsx').then((m) => m.PermissionsScreen),
);

const CallsScreen = lazyComponent(() =>
  import('./calls/CallsScreen.tsx').then((m) => m.CallsScreen),
);

/** The component of each kind of screen. */
const SCREENS: Record<ScreenKind, ComponentType<ScreenProps & LazyProps>> = {
  home: HomeScreen,
  list: lazyComponent(() => import('./list/ListScreen.tsx').then((m) => m.ListScreen)),
  detail: lazyComponent(() => import('./detail/DetailScreen.tsx').then((m) => m.DetailScreen)),
  form: lazyComponent(() => import('./form/FormScreen.tsx').then((m) => m.FormScreen)),
  board: lazyComponent(() => import('./overview/BoardScreen.tsx').then((m) => m.BoardScreen)),
  dashboard: lazyComponent(() =>
    import('./overview/DashboardScreen.tsx').then((m) => m.DashboardScreen),
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
  return <ScreenAt {...props} />;
}

function ScreenAt({ path, found }: ScreenViewProps) {
  if (path === ABOUT_PATH) return <AboutScreen fallback={SCREEN_LOADING} />;
  if (path === CATALOGUE_PATH) return <CatalogueScreen fallback={SCREEN_LOADING} />;
  if (path === CONSTANTS_PATH) return <ConstantsScreen fallback={SCREEN_LOADING} />;
  if (path === PERMISSIONS_PATH) return <PermissionsScreen fallback={SCREEN_LOADING} />;
  if (path === CALLS_PATH) return <CallsScreen fallback={SCREEN_LOADING} />;
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
    <Screen
      screen={screen}
      params={params}
      fallback={
        <Stack gap="md">
          <Title order={1}>{screen.title}</Title>
          {SCREEN_LOADING}
        </Stack>
      }
    />
  );
}
