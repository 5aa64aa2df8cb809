import { useCallback, useEffect } from 'react';
import { useStoreInTransition } from '../../../shared/loading/useStoreInTransition.ts';
import type { PlaceState } from './sessionCache.ts';
import { sessions } from './sessions.ts';
import { useSpecChanges } from './useSpecChanges.ts';

/**
 * The session of a place, opened on first use and shared by every screen of it; each time the
 * place is entered, and each time the workbench saves it anew, its spec is looked up again, so
 * that a spec opened anew is run as it is now.
 */
export function usePlaceSession(place: string): { state: PlaceState; retry: () => void } {
  const read = useCallback(() => sessions.read(place), [place]);
  // The spec's whole app appears when its session opens: rendered in slices, as a transition.
  const state = useStoreInTransition(sessions.subscribe, read);
  useEffect(() => {
    void sessions.revalidate(place);
  }, [place]);
  useSpecChanges(place);
  return { state, retry: () => sessions.reload(place) };
}
