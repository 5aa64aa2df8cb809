import type { OpenedSpec } from './OpenedSpec.ts';

// The spec a single spec's site runs is the page's own: its place resolves to it from memory,
// so that the app opens it at once rather than after a round trip through the library's
// IndexedDB (which keeps it too, for the record).
let own: OpenedSpec | undefined;

/** Keeps the spec this page runs (single-spec mode), replacing the one kept before. */
export function keepPageSpec(opened: OpenedSpec): void {
  own = opened;
}

/** The page's own spec when `place` is its place, else `undefined`. */
export function pageSpecOf(place: string): OpenedSpec | undefined {
  return own?.place === place ? own : undefined;
}
