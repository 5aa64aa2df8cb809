/**
 * The app's places. Routes live in the URL's hash (`#/examples/expense-claims`) so that a build
 * works from any static file host; each spec gets a place of its own under its slug, which the
 * running app extends with the spec's own routes.
 */
export const ROUTES = {
  gallery: '/',
  example: '/examples/:slug',
} as const;

/** The place of the example with this slug. */
export function examplePath(slug: string): string {
  return `/examples/${encodeURIComponent(slug)}`;
}
