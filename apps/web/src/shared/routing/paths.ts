/**
 * The app's places. Routes live in the URL's hash (`#/examples/expense-claims`) so that a build
 * works from any static file host; each spec gets a place of its own under its slug, which the
 * running app extends with the spec's own routes.
 */
export const ROUTES = {
  gallery: '/',
  example: '/examples/:slug',
  workbench: '/workbench',
  workbenchFromExample: '/workbench/from/:slug',
  workbenchSpec: '/workbench/:id',
  share: '/share/:payload',
} as const;

/** The place of the example with this slug. */
export function examplePath(slug: string): string {
  return `/examples/${encodeURIComponent(slug)}`;
}

/** The workbench of one kept spec. */
export function workbenchPath(id: string): string {
  return `/workbench/${encodeURIComponent(id)}`;
}

/** Makes a copy of an example in the workbench and opens it. */
export function workbenchFromExamplePath(slug: string): string {
  return `/workbench/from/${encodeURIComponent(slug)}`;
}

/** A share link's route: the spec travels in the payload, in the URL's fragment. */
export function sharePath(payload: string): string {
  return `/share/${payload}`;
}
