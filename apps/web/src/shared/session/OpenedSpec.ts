import type { SpecFormat } from '@specrun/spec';

/** Where an opened spec came from. */
export type SpecOrigin =
  | { kind: 'example'; slug: string }
  | { kind: 'file'; fileName: string }
  | { kind: 'url'; url: string }
  | { kind: 'single'; url: string };

/**
 * A spec the user opened, with its own place: the URL segment and the IndexedDB database its
 * records live in (`specrun:<place>`), so that several specs never mix their data.
 */
export interface OpenedSpec {
  place: string;
  text: string;
  format: SpecFormat;
  origin: SpecOrigin;
  openedAt: string;
}

/** The place of a shipped example: `example-<slug>`. */
export function examplePlace(slug: string): string {
  return `example-${slug}`;
}

/** The running app's path for a place and one of its spec's routes: `/s/<place>/claims/1`. */
export function runPath(place: string, route = '/'): string {
  const inner = route.startsWith('/') ? route : `/${route}`;
  return `/s/${encodeURIComponent(place)}${inner === '/' ? '' : inner}`;
}
