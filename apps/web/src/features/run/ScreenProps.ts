import type { AppScreen } from '@specrun/runtime';

/** What every screen of the running app receives: its screen of point 2 and the route's values. */
export interface ScreenProps {
  screen: AppScreen;
  params: Record<string, string>;
}
