import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { ExampleScreen } from '../features/example/ExampleScreen.tsx';
import { GalleryScreen } from '../features/gallery/GalleryScreen.tsx';
import { OpenFromQuery } from '../features/open/OpenFromQuery.tsx';
import { OpenSpecPanel } from '../features/open/OpenSpecPanel.tsx';
import { RUN_ROUTE, specRouteOf } from '../features/run/runRoutes.ts';
import { ROUTES } from '../shared/routing/paths.ts';
import { LoadingState } from '../shared/ui/LoadingState.tsx';
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx';
import { ScreenErrorBoundary } from '../shared/ui/ScreenErrorBoundary.tsx';

// The running app (tables, forms, charts) loads only when a spec is run, not for the gallery.
const RunScreen = lazy(() =>
  import('../features/run/RunScreen.tsx').then((module) => ({ default: module.RunScreen })),
);

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
        <Switch>
          <Route path={ROUTES.gallery}>
            <GalleryScreen openPanel={<OpenSpecPanel />} />
          </Route>
          <Route path={ROUTES.example}>{(params) => <ExampleScreen slug={params.slug} />}</Route>
          <Route path={RUN_ROUTE}>
            {(params) => (
              <Suspense fallback={<LoadingState label="Loading the app…" />}>
                <RunScreen place={params.place} path={specRouteOf(params['*'])} />
              </Suspense>
            )}
          </Route>
          <Route>
            <NotFoundScreen what={`page at ${location}`} />
          </Route>
        </Switch>
      </ScreenErrorBoundary>
    </OpenFromQuery>
  );
}
