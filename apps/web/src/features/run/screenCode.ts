import type { ScreenKind } from '@specrun/model';
import { lazyComponent, type LazyComponent } from '../../shared/loading/lazyComponent.tsx';
import {
  ABOUT_PATH,
  CALLS_PATH,
  CATALOGUE_PATH,
  CONSTANTS_PATH,
  DATA_PATH,
  PERMISSIONS_PATH,
} from './runRoutes.ts';
import type { ScreenProps } from './ScreenProps.ts';

// Each kind of screen but the home and pages loads when first shown: the start page of a spec is
// its home, and lists (tables, virtualisation), forms, details and charts are code it does not
// need. Specrun's own pages about the spec load the same way.

/** The screens of point 2 whose code loads apart, by kind. */
export const LAZY_SCREENS: Record<
  Exclude<ScreenKind, 'home' | 'page'>,
  LazyComponent<ScreenProps>
> = {
  list: lazyComponent(() => import('./list/ListScreen.tsx').then((m) => m.ListScreen)),
  detail: lazyComponent(() => import('./detail/DetailScreen.tsx').then((m) => m.DetailScreen)),
  form: lazyComponent(() => import('./form/FormScreen.tsx').then((m) => m.FormScreen)),
  board: lazyComponent(() => import('./boards/BoardScreen.tsx').then((m) => m.BoardScreen)),
  dashboard: lazyComponent(() =>
    import('./boards/DashboardScreen.tsx').then((m) => m.DashboardScreen),
  ),
};

/** Specrun's own pages about the running spec, by path (`~about`, `~errors`…). */
export const OWN_PAGES: Readonly<Record<string, LazyComponent<object>>> = {
  [ABOUT_PATH]: lazyComponent(() => import('./home/AboutScreen.tsx').then((m) => m.AboutScreen)),
  [CATALOGUE_PATH]: lazyComponent(() =>
    import('./reference/CatalogueScreen.tsx').then((m) => m.CatalogueScreen),
  ),
  [CONSTANTS_PATH]: lazyComponent(() =>
    import('./reference/ConstantsScreen.tsx').then((m) => m.ConstantsScreen),
  ),
  [PERMISSIONS_PATH]: lazyComponent(() =>
    import('./reference/PermissionsScreen.tsx').then((m) => m.PermissionsScreen),
  ),
  [CALLS_PATH]: lazyComponent(() => import('./calls/CallsScreen.tsx').then((m) => m.CallsScreen)),
  [DATA_PATH]: lazyComponent(() =>
    import('./data/SampleDataScreen.tsx').then((m) => m.SampleDataScreen),
  ),
};
