import { useEffect } from 'react';
import { SPEC_CHANGED_CHANNEL } from '../../../shared/session/OpenedSpec.ts';
import type { SessionCache } from './sessionCache.ts';
import { sessions } from './sessions.ts';

/** What `watchSpecChanges` needs of the world: the cache, and a channel to listen on. */
export interface SpecChangeDeps {
  cache: Pick<SessionCache, 'read' | 'subscribe' | 'revalidate'>;
  /** Listens on the spec-changed channel; returns how to stop. */
  listen: (onMessage: (data: unknown) => void) => () => void;
}

/**
 * Looks a place's spec up again each time the workbench says it was saved anew (`{ place }` on
 * `SPEC_CHANGED_CHANNEL`): the cache reopens it when it changed, keeping the place's records. A
 * change heard while the place is opening is applied once it has opened, and look-ups run one at
 * a time, so that the newest spec always ends up running. Returns how to stop.
 */
export function watchSpecChanges(place: string, { cache, listen }: SpecChangeDeps): () => void {
  let changed = false;
  // One look-up at a time: a second one started while the first is under way would be dropped
  // by the cache, and with it the newer spec it found.
  let looking = false;
  const apply = () => {
    if (!changed || looking || cache.read(place).status === 'loading') return;
    changed = false;
    looking = true;
    void cache.revalidate(place).finally(() => {
      looking = false;
      apply();
    });
  };
  const leave = cache.subscribe(apply);
  const stop = listen((data) => {
    if ((data as { place?: unknown } | null)?.place !== place) return;
    changed = true;
    apply();
  });
  return () => {
    stop();
    leave();
  };
}

/** Opens a BroadcastChannel on the spec-changed channel, or nothing where there is none. */
function listenOnChannel(onMessage: (data: unknown) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SPEC_CHANGED_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => onMessage(event.data);
  return () => channel.close();
}

/**
 * Reopens the place's spec whenever the workbench saves it anew (the preview frame, or another
 * tab on the same place); the page keeps its route.
 */
export function useSpecChanges(place: string): void {
  useEffect(() => watchSpecChanges(place, { cache: sessions, listen: listenOnChannel }), [place]);
}
