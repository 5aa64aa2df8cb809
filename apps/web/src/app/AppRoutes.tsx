import { Route, Switch, useLocation, useRoute } from 'wouter';
import { OpenFromQuery } from '../features/open/OpenFromQuery.tsx';
import { RUN_ROUTE, specRouteOf } from '../features/run/runRoutes.ts';
import { lazyComponent } from '../shared/loading/lazyComponent.tsx';
import { ROUTES } from '../shared/routing/paths.ts';
import { BootFrame } from '../shared/loading/BootFrame.tsx';
import { LoadingState } from '../shared/ui/LoadingState.tsx';
import { SingleSpecPath } from '../features/site/SingleSpecPath.tsx';
import { ScreenErrorBoundary } from '../shared/ui/ScreenErrorBoundary.tsx';

// Each part of the app loads when first shown: the running app (its screens load their own
// code in turn) only when a spec is run, the gallery and the gap reports only when they are
// asked for, not in the running app of `specrun build`.
const RunScreen = lazyComponent(() =>
  import('../features/run/RunScreen.tsx').then((module) => module.RunScreen),
);

/** Starts loading the running app's code before its route renders (loaded once, kept). */
export function preloadRunScreen(): void {
  void RunScreen.preload(); // A failed load is reported when the route renders.
}
const OpenSpecPanel = lazyComponent(() =>
  import('../features/open/OpenSpecPanel.tsx').then((m) => m.OpenSpecPanel),
);
// The gallery shows with its panel for opening a spec, not before it (nothing moves).
const GalleryScreen = lazyComponent(() =>
  Promise.all([import('../features/gallery/GalleryScreen.tsx'), OpenSpecPanel.preload()]).then(
    ([m]) => m.GalleryScreen,
  ),
);
const ExampleScreen = lazyComponent(() =>
  import('../features/example/ExampleScreen.tsx').then((m) => m.ExampleScreen),
);

// The workbench (its editor and diagrams in chunks of their own) loads only when it is opened.
const WorkbenchListScreen = lazyComponent(() =>
  import('../features/workbench/list/WorkbenchListScreen.tsx').then((m) => m.WorkbenchListScreen),
);
const WorkbenchScreen = lazyComponent(() =>
  import('../features/workbench/WorkbenchScreen.tsx').then((m) => m.WorkbenchScreen),
);
const CopyExampleScreen = lazyComponent(() =>
  import('../features/workbench/list/CopyExampleScreen.tsx').then((m) => m.CopyExampleScreen),
);
const OpenSharedScreen = lazyComponent(() =>
  import('../features/workbench/share/OpenSharedScreen.tsx').then((m) => m.OpenSharedScreen),
);

const LOADING = <LoadingState label="Loading…" />;
const RUN_LOADING = <BootFrame fallback={LOADING} />;

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
            <GalleryScreen openPanel={<OpenSpecPanel />} fallback={LOADING} />
          </Route>
          <Route path={ROUTES.example}>
            {(params) => <ExampleScreen slug={params.slug} fallback={LOADING} />}
          </Route>
          <Route path={ROUTES.workbench}>
            <WorkbenchListScreen fallback={LOADING} />
          </Route>
          <Route path={ROUTES.workbenchFromExample}>
            {(params) => <CopyExampleScreen slug={params.slug} fallback={LOADING} />}
          </Route>
          <Route path={ROUTES.workbenchSpec}>
            {(params) => <WorkbenchScreen id={params.id} fallback={LOADING} />}
          </Route>
          <Route path={ROUTES.share}>
            {(params) => <OpenSharedScreen payload={params.payload} fallback={LOADING} />}
          </Route>
          <Route path={RUN_ROUTE}>
            {(params) => (
              <RunScreen
                place={params.place}
                path={specRouteOf(params['*'])}
                fallback={RUN_LOADING}
              />
            )}
          </Route>
          <Route>
            <SingleSpecPath path={location} />
          </Route>
        </Switch>
      </ScreenErrorBoundary>
    </OpenFromQuery>
  );
}
