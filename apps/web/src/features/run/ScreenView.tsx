import { useDocumentTitle } from '@mantine/hooks';
import type { AppScreen } from '@specrun/runtime';
import type { ScreenKind } from '@specrun/spec';
import type { ComponentType } from 'react';
import { DetailScreen } from './detail/DetailScreen.tsx';
import { FormScreen } from './form/FormScreen.tsx';
import { AboutScreen } from './home/AboutScreen.tsx';
import { HomeScreen } from './home/HomeScreen.tsx';
import { ListScreen } from './list/ListScreen.tsx';
import { BoardScreen } from './overview/BoardScreen.tsx';
import { DashboardScreen } from './overview/DashboardScreen.tsx';
import { PageScreen } from './page/PageScreen.tsx';
import { RunNotFound } from './RunNotFound.tsx';
import { ABOUT_PATH } from './runRoutes.ts';
import { useSession } from './SessionContext.ts';

/** What every screen of the running app receives: its screen of point 2 and the route's values. */
export interface ScreenProps {
  screen: AppScreen;
  params: Record<string, string>;
}

/** The component of each kind of screen. */
const SCREENS: Record<ScreenKind, ComponentType<ScreenProps>> = {
  home: HomeScreen,
  list: ListScreen,
  detail: DetailScreen,
  form: FormScreen,
  board: BoardScreen,
  dashboard: DashboardScreen,
  page: PageScreen,
};

interface ScreenViewProps {
  path: string;
  /** The screen `path` opens, if any (`findScreen`). */
  found: ScreenProps | undefined;
}

/** The screen at a path of the running spec, or "not found" for a path the spec has no route for. */
export function ScreenView({ path, found }: ScreenViewProps) {
  if (path === ABOUT_PATH) return <AboutScreen />;
  if (!found) return <RunNotFound what={`screen at ${path}`} />;
  return <KnownScreen screen={found.screen} params={found.params} />;
}

function KnownScreen({ screen, params }: ScreenProps) {
  const { spec } = useSession();
  useDocumentTitle(`${screen.title} · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  const Screen = SCREENS[screen.kind];
  return <Screen screen={screen} params={params} />;
}
