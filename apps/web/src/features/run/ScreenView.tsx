import { useDocumentTitle } from '@mantine/hooks';
import type { ScreenKind } from '@specrun/model';
import type { ComponentType } from 'react';
import type { LazyProps } from '../../shared/loading/lazyComponent.tsx';
import { preloadCallsCode } from '../../shared/calls/callsHandle.ts';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { HomeScreen } from './home/HomeScreen.tsx';
import { PageScreen } from './page/PageScreen.tsx';
import { screenAllowed } from './acting/screenAllowed.ts';
import { NotAllowedScreen } from './NotAllowedScreen.tsx';
import { lazyComponent } from '../../shared/loading/lazyComponent.tsx';
import { LAZY_SCREENS, OWN_PAGES } from './screenCode.ts';
import type { ScreenProps } from './ScreenProps.ts';
import { useSession } from './SessionContext.ts';
import { Titled } from '../../shared/ui/Titled.tsx';
import { usePainted } from '../../shared/loading/usePainted.ts';

/** The component of each kind of screen. */
const SCREENS: Record<ScreenKind, ComponentType<ScreenProps & LazyProps>> = {
  home: HomeScreen,
  ...LAZY_SCREENS,
  page: PageScreen,
};

const SCREEN_LOADING = <LoadingState label="Loading the screen…" />;

// "Not found" is no first screen: its code (and that of "Why?") loads when a path needs it.
const RunNotFound = lazyComponent(() =>
  import('./RunNotFound.tsx').then((module) => module.RunNotFound),
);

interface ScreenViewProps {
  path: string;
  /** The screen `path` opens, if any (`findScreen`). */
  found: ScreenProps | undefined;
}

/** The screen at a path of the running spec, or "not found" for a path the spec has no route for. */
export function ScreenView({ path, found }: ScreenViewProps) {
  const OwnPage = OWN_PAGES[path];
  if (OwnPage !== undefined) return <OwnPage fallback={SCREEN_LOADING} />;
  if (!found) return <RunNotFound what={`screen at ${path}`} fallback={SCREEN_LOADING} />;
  return <KnownScreen screen={found.screen} params={found.params} />;
}

function KnownScreen({ screen, params }: ScreenProps) {
  const { spec, access } = useSession();
  useDocumentTitle(`${screen.title} · ${spec.name.trim() || 'Untitled spec'} · Specrun`);
  const painted = usePainted();
  const lazy =
    screen.kind === 'home' || screen.kind === 'page' ? undefined : LAZY_SCREENS[screen.kind];
  // A screen of records reads them through the spec's calls, when it has any: their code starts
  // loading with the screen's own (once; again is free).
  if (painted && lazy !== undefined && spec.calls.length > 0) preloadCallsCode();
  if (!screenAllowed(access, screen)) return <NotAllowedScreen screen={screen} />;
  // While its code loads, the screen's title shows at once, where the screen will show it.
  const loading = <Titled title={screen.title}>{SCREEN_LOADING}</Titled>;
  // The code is asked for once the frame and that title have been painted: on a phone, the
  // code's arrival (compiling and running it) would otherwise hold their first paint back.
  if (lazy !== undefined && !lazy.isLoaded() && !painted) return loading;
  const Screen = SCREENS[screen.kind];
  return <Screen screen={screen} params={params} fallback={loading} />;
}
