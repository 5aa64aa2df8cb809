/** The running app's route: a place, then one of its spec's routes (`/s/example-x/claims/1`). */
export const RUN_ROUTE = '/s/:place/*?';

/**
 * Specrun's own page inside a place, about the spec itself (purpose, gaps, diagnostics); `~` keeps
 * it apart from the spec's routes, which are names.
 */
export const ABOUT_PATH = '/~about';

/** Specrun's view of the spec's error catalogue (point 8), every code with where it is used. */
export const CATALOGUE_PATH = '/~errors';

/** Specrun's view of the spec's constants (point 9), each with where it is used. */
export const CONSTANTS_PATH = '/~constants';

/** Specrun's view of point 6: roles × entities × actions, each with its condition. */
export const PERMISSIONS_PATH = '/~permissions';

/** Specrun's page of the place's data: the spec's sample records, generated ones, starting empty. */
export const DATA_PATH = '/~data';

/** Specrun's view of point 7: where the calls go, their log, faults, what stays local. */
export const CALLS_PATH = '/~calls';

/**
 * The spec's route from the rest of the app's path after the place: `claims/1` → `/claims/1`. One
 * trailing slash goes; an empty segment stays (`claims//` is no route of the spec).
 */
export function specRouteOf(rest: string | undefined): string {
  return `/${rest ?? ''}`.replace(/\/$/, '') || '/';
}
