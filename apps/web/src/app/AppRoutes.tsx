import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { OpenFromQuery } from '../features/open/OpenFromQuery.tsx';
import { RUN_ROUTE, specRouteOf } from '../features/run/runRoutes.ts';
import { ROUTES } from '../shared/routing/paths.ts';
import { LoadingState } from '../shared/ui/LoadingState.tsx';
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx';
import { ScreenErrorBoundary } from '../shared/ui/ScreenErrorBoundary.tsx';

// Each part of the app loads when first shown: the running app (its screens load their own
// code in turn) only when a spec is run, the gallery and the gap reports only when they are
// asked for, not in the running app of `specrun build`.
const loadRunScreen = () => import('../features/run/RunScreen.tsx');
const RunScreen = lazy(() => loadRunScreen().then((module) => ({ default: module.RunScreen })));

/** Starts loading the running app's code before its route renders (loaded once, kept). */
export function preloadRunScreen(): void {
  loadRunScreen().catch(() => undefined); // A failed load is reported when the route renders.
}
const GalleryScreen = lazy(() =>
  import('../features/gallery/GalleryScreen.tsx').then((m) => ({ default: m.GalleryScreen })),
);
const OpenSpecPanel = lazy(() =>
  import('../features/open/OpenSpecPanel.tsx').then((m) => ({ default: m.OpenSpecPanel })),
);
const ExampleScreen = lazy(() =>
  import('../features/example/ExampleScreen.tsx').then((m) => ({ default: m.ExampleScreen })),
);

// The workbench (its editor and diagrams in chunks of their own) loads only when it is opened.
const WorkbenchListScreen = lazy(() =>
  import('../features/workbench/list/WorkbenchListScreen.tsx').then((m) => ({
    default: m.WorkbenchListScreen,
  })),
);
const WorkbenchScreen = lazy(() =>
  import('../features/workbench/WorkbenchScreen.tsx').then((m) => ({ default: m.WorkbenchScreen })),
);
const CopyExampleScreen = lazy(() =>
  import('../features/workbench/list/CopyExampleScreen.tsx').then((m) => ({
    default: m.CopyExampleScreen,
  })),
);
const OpenSharedScreen = lazy(() =>
  import('../features/workbench/share/OpenSharedScreen.tsx').then((m) => ({
    default: m.OpenSharedScreen,
  })),
);

const LOADING = <LoadingState label="Loading…" />;

/**
 * Every screen of the app by route, each inside an error boundary that resets on navigation; a
 * spec named in the page's query (`?spec=`) opens first.
 */
export function AppRoutes() {
  const [location] = useLocation();
  // A running spec keeps its frame between its screens, which have boundaries of their own.
  const [running, run] = useRoute(RUN_ROUTE);
  return (
    <OpenFromQuery>
      <ScreenErrorBoundary key={running ? `run:${run.place}` : location}>
        <Suspense fallback={LOADING}>
          <Switch>
            <Route path={ROUTES.gallery}>
              <GalleryScreen openPanel={<OpenSpecPanel />} />
            </Route>
            <Route path={ROUTES.example}>{(params) => <ExampleScreen slug={params.slug} />}</Route>
            <Route path={ROUTES.workbench}>
              <WorkbenchListScreen />
            </Route>
            <Route path={ROUTES.workbenchFromExample}>
              {(params) => <CopyExampleScreen slug={params.slug} />}
            </Route>
            <Route path={ROUTES.workbenchSpec}>
              {(params) => <WorkbenchScreen id={params.id} />}
            </Route>
            <Route path={ROUTES.share}>
              {(params) => <OpenSharedScreen payload={params.payload} />}
            </Route>
            <Route path={RUN_ROUTE}>
              {(params) => <RunScreen place={params.place} path={specRouteOf(params['*'])} />}
            </Route>
            <Route>
              <NotFoundScreen what={`page at ${location}`} />
            </Route>
          </Switch>
        </Suspense>
      </ScreenErrorBoundary>
    </OpenFromQuery>
  );
}
