import type { SpecFormat } from '@specrun/model';
import type { ServedBy } from '../calls/hostServer.ts';
import type { OpenApiReport } from '../openapi/OpenApiReport.ts';

/** Where an opened spec came from. */
export type SpecOrigin =
  | { kind: 'example'; slug: string }
  | { kind: 'file'; fileName: string }
  | { kind: 'url'; url: string }
  | { kind: 'single'; url: string; servedBy?: ServedBy }
  | { kind: 'workbench'; id: string };

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
  /** What the import said, when the spec was made of an OpenAPI document. */
  importReport?: OpenApiReport;
}

/** The place of a shipped example: `example-<slug>`. */
export function examplePlace(slug: string): string {
  return `example-${slug}`;
}

/** The place of a workbench spec's preview: `workbench-<id>`. */
export function workbenchPlace(id: string): string {
  return `workbench-${id}`;
}

/**
 * The BroadcastChannel on which the workbench says that a place's spec was saved anew
 * (`{ place }`), so that a running app of that place, in a preview frame or another tab, reopens it.
 */
export const SPEC_CHANGED_CHANNEL = 'specrun:spec-changed';

/** The running app's path for a place and one of its spec's routes: `/s/<place>/claims/1`. */
export function runPath(place: string, route = '/'): string {
  const inner = route.startsWith('/') ? route : `/${route}`;
  return `/s/${encodeURIComponent(place)}${inner === '/' ? '' : inner}`;
}
