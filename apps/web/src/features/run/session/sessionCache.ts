import type { Loadable } from '../../../shared/loading/createResource.ts';
import type { OpenedSpec } from '../../../shared/session/OpenedSpec.ts';
import type { Session } from '../../../shared/session/Session.ts';

/** How a cache finds the spec of a place and opens it; the app wires the real ones. */
export interface SessionCacheDeps {
  /** The spec kept for a place, or `undefined` when the place is unknown. */
  resolve: (place: string) => Promise<OpenedSpec | undefined>;
  /** Opens a spec. */
  open: (opened: OpenedSpec) => Promise<Session>;
  /**
   * Opens a place in the same task when its spec is at hand, read and checked (a single spec's
   * site): its screens then render at once, not after a round of promises. `undefined` (the
   * default) to find and open the place the usual way.
   */
  openNow?: (place: string) => Session | undefined;
}

/** The state of a place: loading, its session (`undefined` for an unknown place), or an error. */
export type PlaceState = Loadable<Session | undefined>;

/**
 * The running app's sessions, opened once per place and kept while the app runs, so that moving
 * between screens never opens a store twice. Observable by `useSyncExternalStore`.
 */
export interface SessionCache {
  /** The place's state; starts opening it on first read. Stable until it changes. */
  read(place: string): PlaceState;
  subscribe(listener: () => void): () => void;
  /** Opens the place again from scratch, e.g. after a failure. */
  reload(place: string): void;
  /**
   * Looks the place's spec up again and, when it changed since its session was opened (a spec
   * opened anew into the same place), opens the new one and closes the old store.
   */
  revalidate(place: string): Promise<void>;
}

interface Entry {
  state: PlaceState;
  attempt: number;
}

const LOADING: PlaceState = { status: 'loading' };

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function sameSpec(a: OpenedSpec, b: OpenedSpec): boolean {
  return a.text === b.text && a.format === b.format && a.openedAt === b.openedAt;
}

/** A cache of sessions by place over `deps`. */
export function createSessionCache(deps: SessionCacheDeps): SessionCache {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();

  const set = (place: string, entry: Entry, state: PlaceState): void => {
    if (entries.get(place) !== entry) return;
    const previous = entry.state;
    entry.state = state;
    if (previous.status === 'ready') previous.value?.close();
    for (const listener of listeners) listener();
  };

  const settle = (place: string, entry: Entry, mine: number, pending: Promise<PlaceState>) => {
    pending.then(
      (state) => mine === entry.attempt && set(place, entry, state),
      (error: unknown) =>
        mine === entry.attempt && set(place, entry, { status: 'error', error: toError(error) }),
    );
  };

  const openNow = (place: string): PlaceState | undefined => {
    try {
      const session = deps.openNow?.(place);
      return session && { status: 'ready', value: session };
    } catch (error) {
      return { status: 'error', error: toError(error) };
    }
  };
  const start = (place: string, entry: Entry, opened?: OpenedSpec): void => {
    const mine = ++entry.attempt;
    const pending = (async (): Promise<PlaceState> => {
      const spec = opened ?? (await deps.resolve(place));
      return { status: 'ready', value: spec && (await deps.open(spec)) };
    })();
    settle(place, entry, mine, pending);
  };

  return {
    read(place) {
      let entry = entries.get(place);
      if (!entry) {
        entry = { state: LOADING, attempt: 0 };
        entries.set(place, entry);
        const now = openNow(place);
        if (now === undefined) start(place, entry);
        else entry.state = now;
      }
      return entry.state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload(place) {
      const entry = entries.get(place);
      if (!entry) return;
      set(place, entry, LOADING);
      start(place, entry);
    },
    async revalidate(place) {
      const entry = entries.get(place);
      if (!entry || entry.state.status !== 'ready') return;
      const current = entry.state.value;
      const mine = entry.attempt;
      let latest: OpenedSpec | undefined;
      try {
        latest = await deps.resolve(place);
      } catch {
        return; // The session already open stays; a failing look-up is no reason to drop it.
      }
      if (mine !== entry.attempt) return;
      if (current && latest && sameSpec(current.opened, latest)) return;
      if (!current && !latest) return;
      set(place, entry, LOADING);
      start(place, entry, latest);
    },
  };
}
