import { Route, Switch, useLocation } from 'wouter';
import { ExampleScreen } from '../features/example/ExampleScreen.tsx';
import { GalleryScreen } from '../features/gallery/GalleryScreen.tsx';
import { ROUTES } from '../shared/routing/paths.ts';
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx';
import { ScreenErrorBoundary } from '../shared/ui/ScreenErrorBoundary.tsx';

/** Every screen of the app by route, each inside an error boundary that resets on navigation. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ScreenErrorBoundary key={location}>
      <Switch>
        <Route path={ROUTES.gallery}>
          <GalleryScreen />
        </Route>
        <Route path={ROUTES.example}>{(params) => <ExampleScreen slug={params.slug} />}</Route>
        <Route>
          <NotFoundScreen what={`page at ${location}`} />
        </Route>
      </Switch>
    </ScreenErrorBoundary>
  );
}
